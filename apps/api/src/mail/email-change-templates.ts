import type { OutgoingMail } from './outbox';
import { escapeHtml, linkMail } from './templates';

/** A mail without a link: a greeting, its paragraphs, the signature. */
function noticeMail(to: string, greeting: string, subject: string, paragraphs: string[]): OutgoingMail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    'El equipo de Aula',
  ].join('\n');
  const body = paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>\n`).join('');
  const html = `<!doctype html>
<html lang="es">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>${escapeHtml(greeting)}</p>
${body}  <p>El equipo de Aula</p>
</body>
</html>
`;
  return { to, subject, text, html };
}

/**
 * The link that confirms a new address (decision 132), sent to that address. It names the username, as the
 * verification e-mail does, so whoever receives it for an account that is not theirs does not confirm it.
 */
export function emailChangeMail(account: { username: string }, newEmail: string, link: string): OutgoingMail {
  return linkMail({
    to: newEmail,
    subject: 'Confirma tu nuevo correo electrónico de Aula',
    before: `Alguien ha pedido usar esta dirección como correo electrónico de la cuenta de Aula con el nombre de usuario «${account.username}».`,
    action: 'Para confirmarla',
    button: 'Confirmar mi correo',
    link,
    after: [
      'El enlace caduca en 24 horas y solo puede usarse una vez. Hasta que lo abras, la cuenta sigue usando su correo anterior.',
      'Si no lo has pedido tú, ignora este mensaje: nada cambiará.',
    ],
  });
}

/** To the owner of an address someone asked to move another account to: nothing changed (no link). */
export function emailChangeInUseNotice(email: string): OutgoingMail {
  return noticeMail(email, 'Hola:', 'Intento de usar tu correo en Aula', [
    'Alguien ha pedido usar tu correo electrónico en otra cuenta de Aula, pero esta dirección ya tiene una cuenta. No ha cambiado nada: tu cuenta sigue como estaba.',
    'Si no fuiste tú, puedes ignorar este mensaje.',
  ]);
}

/** To the old address once the change is made, so its owner knows and can act if it was not them. */
export function emailChangedNotice(
  account: { name: string; username: string; email: string },
  newEmail: string,
): OutgoingMail {
  return noticeMail(account.email, `Hola, ${account.name}:`, 'Tu correo electrónico de Aula ha cambiado', [
    `El correo electrónico de tu cuenta de Aula «${account.username}» es ahora ${newEmail}. Desde ahora te escribiremos allí, y no a esta dirección.`,
    'Si no has sido tú, cambia tu contraseña cuanto antes y avisa a la escuela.',
  ]);
}
