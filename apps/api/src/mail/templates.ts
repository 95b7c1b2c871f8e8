import type { OutgoingMail } from './outbox';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The verification e-mail names the username it verifies, so that whoever receives a link for an account that
 * is not theirs (someone registered with their address) does not verify it for them (decision 101).
 */
export function verificationMail(
  to: { name: string; email: string; username: string },
  link: string,
): OutgoingMail {
  const owner = `Esta cuenta es la del nombre de usuario «${to.username}». Si no lo has elegido tú, no abras el enlace: alguien ha usado tu correo electrónico.`;
  const text = [
    `Hola, ${to.name}:`,
    '',
    owner,
    '',
    'Gracias por registrarte en Aula. Para activar tu cuenta, abre este enlace:',
    '',
    link,
    '',
    'El enlace caduca en 24 horas y solo puede usarse una vez. Si no has creado esta cuenta, ignora este mensaje.',
    '',
    'El equipo de Aula',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hola, ${escapeHtml(to.name)}:</p>
  <p>${escapeHtml(owner)}</p>
  <p>Gracias por registrarte en Aula. Para activar tu cuenta, pulsa este botón:</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">Verificar mi cuenta</a></p>
  <p>Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>El enlace caduca en 24 horas y solo puede usarse una vez. Si no has creado esta cuenta, ignora este mensaje.</p>
  <p>El equipo de Aula</p>
</body>
</html>
`;
  return { to: to.email, subject: 'Verifica tu cuenta de Aula', text, html };
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
