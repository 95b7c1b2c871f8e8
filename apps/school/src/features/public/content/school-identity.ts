/**
 * The school's addresses, settings of the build (README): SCHOOL_EMAIL, the same address the server e-mails
 * contact messages to, and SCHOOL_PRIVACY_EMAIL for data-protection requests (SCHOOL_EMAIL when unset). Read
 * when the pages are prerendered, so a school sets them where it builds (decision 159).
 */
const email = import.meta.env.SCHOOL_EMAIL || 'escuela@aula.local';
const privacyEmail = import.meta.env.SCHOOL_PRIVACY_EMAIL || email;

/**
 * Who runs the school, as the legal pages name it (the controller of the privacy notice, the party of the
 * terms). Sample details of the demo school, in one place so a school that deploys Aula changes them once.
 */
export const schoolIdentity = {
  legalName: 'Aula Escuela de Idiomas, S. L.',
  taxId: 'B-12345678',
  address: 'Calle de la Princesa 25, 28008 Madrid (España)',
  email,
  privacyEmail,
  /** The day the privacy notice and the terms last changed. */
  legalUpdated: 'Última actualización: 25 de noviembre de 2026',
};
