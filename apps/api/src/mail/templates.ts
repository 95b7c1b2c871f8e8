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

/**
 * The password-recovery link (decision 130). It names the username, as the verification e-mail does, so the
 * owner of an address that someone else registered sees whose account the link opens.
 */
export function passwordResetMail(
  to: { name: string; email: string; username: string },
  link: string,
): OutgoingMail {
  const intro = `Alguien ha pedido restablecer la contraseña de la cuenta de Aula con el nombre de usuario «${to.username}».`;
  const expiry =
    'El enlace caduca en 1 hora y solo puede usarse una vez. Al cambiar la contraseña se cerrarán todas las sesiones abiertas de la cuenta.';
  const ignore = 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.';
  const text = [
    `Hola, ${to.name}:`,
    '',
    intro,
    '',
    'Para elegir una contraseña nueva, abre este enlace:',
    '',
    link,
    '',
    expiry,
    '',
    ignore,
    '',
    'El equipo de Aula',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hola, ${escapeHtml(to.name)}:</p>
  <p>${escapeHtml(intro)}</p>
  <p>Para elegir una contraseña nueva, pulsa este botón:</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">Restablecer mi contraseña</a></p>
  <p>Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${escapeHtml(expiry)}</p>
  <p>${escapeHtml(ignore)}</p>
  <p>El equipo de Aula</p>
</body>
</html>
`;
  return { to: to.email, subject: 'Restablece tu contraseña de Aula', text, html };
}
