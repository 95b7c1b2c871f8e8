import type { I18n } from './i18n';
import type { OutgoingMail } from './outbox';
import { escapeHtml, greeting, htmlPage, linkMail, namedGreeting, signature } from './templates';

/** A mail without a link: a greeting, its paragraphs, the signature. */
function noticeMail(
  i18n: I18n,
  to: string,
  opening: string,
  subject: string,
  paragraphs: string[],
): OutgoingMail {
  const text = [opening, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), signature(i18n)].join(
    '\n',
  );
  const body = paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>\n`).join('');
  return { to, subject, text, html: htmlPage(i18n, `  <p>${escapeHtml(opening)}</p>\n${body}`) };
}

/**
 * The link that confirms a new address (decision 132), sent to that address. It names the username, as the
 * verification e-mail does, so whoever receives it for an account that is not theirs does not confirm it.
 */
export function emailChangeMail(
  i18n: I18n,
  account: { username: string },
  newEmail: string,
  link: string,
): OutgoingMail {
  return linkMail(i18n, {
    to: newEmail,
    subject: i18n._('Confirma tu nuevo correo electrónico de Aula'),
    before: i18n._(
      'Alguien ha pedido usar esta dirección como correo electrónico de la cuenta de Aula con el nombre de usuario «{username}».',
      { username: account.username },
    ),
    action: i18n._('Para confirmarla'),
    button: i18n._('Confirmar mi correo'),
    link,
    after: [
      i18n._(
        'El enlace caduca en 24 horas y solo puede usarse una vez. Hasta que lo abras, la cuenta sigue usando su correo anterior.',
      ),
      i18n._('Si no lo has pedido tú, ignora este mensaje: nada cambiará.'),
    ],
  });
}

/** To the owner of an address someone asked to move another account to: nothing changed (no link). */
export function emailChangeInUseNotice(i18n: I18n, email: string): OutgoingMail {
  return noticeMail(i18n, email, greeting(i18n), i18n._('Intento de usar tu correo en Aula'), [
    i18n._(
      'Alguien ha pedido usar tu correo electrónico en otra cuenta de Aula, pero esta dirección ya tiene una cuenta. No ha cambiado nada: tu cuenta sigue como estaba.',
    ),
    i18n._('Si no fuiste tú, puedes ignorar este mensaje.'),
  ]);
}

/** To the old address once the change is made, so its owner knows and can act if it was not them. */
export function emailChangedNotice(
  i18n: I18n,
  account: { name: string; username: string; email: string },
  newEmail: string,
): OutgoingMail {
  return noticeMail(
    i18n,
    account.email,
    namedGreeting(i18n, account.name),
    i18n._('Tu correo electrónico de Aula ha cambiado'),
    [
      i18n._(
        'El correo electrónico de tu cuenta de Aula «{username}» es ahora {newEmail}. Desde ahora te escribiremos allí, y no a esta dirección.',
        { username: account.username, newEmail },
      ),
      i18n._('Si no has sido tú, cambia tu contraseña cuanto antes y avisa a la escuela.'),
    ],
  );
}
