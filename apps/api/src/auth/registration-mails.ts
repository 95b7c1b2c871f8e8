import type { OutgoingMail } from '../mail/outbox';
import { verificationMail } from '../mail/templates';

/**
 * The registration's e-mails. The verification e-mail names the username it verifies, so that
 * whoever receives a link for an account that is not theirs (someone registered with their address) does
 * not verify it for them. An address already in use gets a notice instead of a second account, and the
 * registration answers as any other: the page does not tell a used address from a new one.
 */

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function usernameLine(username: string): string {
  return `Esta cuenta es la del nombre de usuario «${username}». Si no lo has elegido tú, no abras el enlace: alguien ha usado tu correo electrónico.`;
}

/** The verification e-mail (mail/templates.ts) with a line naming the username after the greeting. */
export function verificationMailFor(
  to: { name: string; email: string; username: string },
  link: string,
): OutgoingMail {
  const mail = verificationMail(to, link);
  const [greeting, ...rest] = mail.text.split('\n');
  const text = [greeting, '', usernameLine(to.username), ...rest].join('\n');
  const line = `<p>${escapeHtml(usernameLine(to.username))}</p>`;
  const html = mail.html?.replace(/<\/p>/, (end) => `${end}\n  ${line}`);
  return { ...mail, text, ...(html === undefined ? {} : { html }) };
}

/** To the owner of an address someone tried to register again: nothing was created. */
export function emailInUseNotice(email: string, loginUrl: string): OutgoingMail {
  const text = [
    'Hola:',
    '',
    'Alguien ha intentado crear una cuenta en Aula con tu correo electrónico, que ya tiene una cuenta. No se ha creado ninguna cuenta nueva y la tuya no ha cambiado.',
    '',
    `Si fuiste tú, inicia sesión con tu nombre de usuario: ${loginUrl}`,
    '',
    'Si no fuiste tú, puedes ignorar este mensaje.',
    '',
    'El equipo de Aula',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hola:</p>
  <p>Alguien ha intentado crear una cuenta en Aula con tu correo electrónico, que ya tiene una cuenta. No se ha creado ninguna cuenta nueva y la tuya no ha cambiado.</p>
  <p>Si fuiste tú, <a href="${escapeHtml(loginUrl)}">inicia sesión</a> con tu nombre de usuario.</p>
  <p>Si no fuiste tú, puedes ignorar este mensaje.</p>
  <p>El equipo de Aula</p>
</body>
</html>
`;
  return { to: email, subject: 'Intento de registro con tu correo en Aula', text, html };
}
