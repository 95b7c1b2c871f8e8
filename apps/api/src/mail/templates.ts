import type { OutgoingMail } from './outbox';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A mail whose point is one link. It may go to an address nobody has proved (a registration, a recovery for
 * an unverified account, an e-mail change), so it greets no one by name: nothing a stranger typed reaches
 * the inbox, only the username (decision 101) and the school's words. A paragraph, the call to action ("…, abre este enlace:" in text, a button in
 * HTML, with the link written out for clients that do not show it), then the paragraphs after it.
 */
export function linkMail(mail: {
  to: string;
  subject: string;
  before: string;
  action: string;
  button: string;
  link: string;
  after: string[];
}): OutgoingMail {
  const { to, link } = mail;
  const text = [
    'Hola:',
    '',
    mail.before,
    '',
    `${mail.action}, abre este enlace:`,
    '',
    link,
    '',
    ...mail.after.flatMap((paragraph) => [paragraph, '']),
    'El equipo de Aula',
  ].join('\n');
  const after = mail.after.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>\n`).join('');
  const html = `<!doctype html>
<html lang="es">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
  <p>Hola:</p>
  <p>${escapeHtml(mail.before)}</p>
  <p>${escapeHtml(mail.action)}, pulsa este botón:</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(mail.button)}</a></p>
  <p>Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${after}  <p>El equipo de Aula</p>
</body>
</html>
`;
  return { to, subject: mail.subject, text, html };
}

/**
 * The verification e-mail names the username it verifies, so that whoever receives a link for an account that
 * is not theirs (someone registered with their address) does not verify it for them (decision 101).
 */
export function verificationMail(to: { email: string; username: string }, link: string): OutgoingMail {
  return linkMail({
    to: to.email,
    subject: 'Verifica tu cuenta de Aula',
    before: `Esta cuenta es la del nombre de usuario «${to.username}». Si no lo has elegido tú, no abras el enlace: alguien ha usado tu correo electrónico.`,
    action: 'Gracias por registrarte en Aula. Para activar tu cuenta',
    button: 'Verificar mi cuenta',
    link,
    after: [
      'El enlace caduca en 24 horas y solo puede usarse una vez. Si no has creado esta cuenta, ignora este mensaje.',
    ],
  });
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
export function passwordResetMail(to: { email: string; username: string }, link: string): OutgoingMail {
  return linkMail({
    to: to.email,
    subject: 'Restablece tu contraseña de Aula',
    before: `Alguien ha pedido restablecer la contraseña de la cuenta de Aula con el nombre de usuario «${to.username}».`,
    action: 'Para elegir una contraseña nueva',
    button: 'Restablecer mi contraseña',
    link,
    after: [
      'El enlace caduca en 1 hora y solo puede usarse una vez. Al cambiar la contraseña se cerrarán todas las sesiones abiertas de la cuenta.',
      'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    ],
  });
}
