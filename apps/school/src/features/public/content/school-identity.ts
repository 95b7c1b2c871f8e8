/**
 * Who runs the school, as the legal pages name it (the controller of the privacy notice, the party of the
 * terms). Sample details of the demo school, in one place so a school that deploys Aula changes them once.
 */
export const schoolIdentity = {
  legalName: 'Aula Escuela de Idiomas, S. L.',
  taxId: 'B-12345678',
  address: 'Calle de la Princesa 25, 28008 Madrid (España)',
  email: 'hola@aula.example',
  privacyEmail: 'privacidad@aula.example',
  /** The day the privacy notice and the terms last changed. */
  legalUpdated: 'Última actualización: 25 de noviembre de 2026',
};
