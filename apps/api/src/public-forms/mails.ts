import { DEFAULT_LOCALE } from '@aula/domain';
import { type I18n, mailI18n } from '../mail/i18n';
import { oneClickHeaders } from '../mail/one-click';
import type { OutgoingMail } from '../mail/outbox';
import { greeting, linkMail, signature } from '../mail/templates';

/**
 * The public forms' e-mails (decision 144). What a visitor typed only ever goes out as plain text: none of
 * these has an HTML part, so nothing typed can become markup in anyone's mail program.
 */
function plain(i18n: I18n, to: string, subject: string, lines: string[]): OutgoingMail {
  return { to, subject, text: [...lines, '', signature(i18n)].join('\n') };
}

/** The school's own copies are in Spanish, the school's language. */
const school = mailI18n(DEFAULT_LOCALE);

/**
 * The school's copy of what a visitor sent: 'Responder' in the school's mail program writes to the visitor,
 * not to the server's no-reply address. The address passed the form's e-mail schema, so it is one line.
 */
function fromVisitor(mail: OutgoingMail, visitorEmail: string): OutgoingMail {
  return { ...mail, headers: { 'Reply-To': visitorEmail } };
}

/**
 * Goes to whatever address the form was given, so it carries nothing the sender typed (no name, no message):
 * only the school's words and the title of the school's own position. Written in the language the visitor
 * was reading.
 */
export function applicationAcknowledgement(i18n: I18n, to: string, position: string) {
  return plain(i18n, to, i18n._('Hemos recibido tu candidatura'), [
    greeting(i18n),
    '',
    i18n._(
      'Gracias por tu interés en trabajar con nosotros. Hemos recibido tu candidatura para la oferta «{position}» y tu currículum.',
      { position },
    ),
    '',
    i18n._(
      'Nuestro equipo la revisará y, si tu perfil encaja, te escribiremos a esta dirección. Si no has enviado tú esta candidatura, ignora este mensaje.',
    ),
  ]);
}

export function applicationNotice(
  schoolEmail: string,
  application: { name: string; email: string; languages: string; message: string },
  position: string,
  adminUrl: string,
) {
  const notice = plain(school, schoolEmail, `Nueva candidatura: ${position}`, [
    `Nueva candidatura para la oferta «${position}».`,
    '',
    `Nombre: ${application.name}`,
    `Correo electrónico: ${application.email}`,
    `Idiomas: ${application.languages}`,
    '',
    application.message || '(sin carta de presentación)',
    '',
    `El currículum está en el panel de administración: ${adminUrl}`,
  ]);
  return fromVisitor(notice, application.email);
}

export function contactNotice(
  schoolEmail: string,
  message: { name: string; email: string; subject: string; message: string },
) {
  const notice = plain(school, schoolEmail, `Contacto: ${message.subject}`, [
    `Mensaje del formulario de contacto de ${message.name} <${message.email}>:`,
    '',
    message.message,
  ]);
  return fromVisitor(notice, message.email);
}

export function newsletterConfirmation(i18n: I18n, email: string, link: string): OutgoingMail {
  return linkMail(i18n, {
    to: email,
    subject: i18n._('Confirma tu suscripción al boletín de Aula'),
    before: i18n._('Alguien ha pedido suscribir esta dirección al boletín de Aula.'),
    action: i18n._('Para confirmar la suscripción'),
    button: i18n._('Confirmar la suscripción'),
    link,
    after: [
      i18n._(
        'El enlace caduca en 48 horas. Si no lo has pedido tú, ignora este mensaje: no recibirás ningún boletín.',
      ),
    ],
  });
}

/**
 * Every newsletter e-mail: the text, a link to the unsubscribe page, and RFC 8058's headers, so a mail
 * program can unsubscribe with one click (a POST to the API, no page, no session).
 */
export function newsletterMail(
  i18n: I18n,
  to: string,
  subject: string,
  paragraphs: string[],
  links: { page: string; oneClick: string },
): OutgoingMail {
  return {
    to,
    subject,
    text: [
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      signature(i18n),
      '',
      i18n._('Para darte de baja del boletín, abre este enlace: {link}', { link: links.page }),
    ].join('\n'),
    headers: oneClickHeaders(links.oneClick),
  };
}

export function newsletterWelcome(i18n: I18n, to: string, links: { page: string; oneClick: string }) {
  return newsletterMail(
    i18n,
    to,
    i18n._('Bienvenida al boletín de Aula'),
    [
      greeting(i18n),
      i18n._(
        'Tu suscripción al boletín de Aula está confirmada. Te escribiremos cuando abramos cursos nuevos, con novedades de la escuela y consejos para aprender idiomas.',
      ),
    ],
    links,
  );
}
