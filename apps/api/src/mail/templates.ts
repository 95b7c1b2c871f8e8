import type { I18n } from './i18n';
import type { OutgoingMail } from './outbox';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The opening of a mail to someone it does not name. */
export const greeting = (i18n: I18n) => i18n._('Hola:');

/** The opening of a mail to a known account, by its name. */
export const namedGreeting = (i18n: I18n, name: string) => i18n._('Hola, {name}:', { name });

export const signature = (i18n: I18n) => i18n._('El equipo de Aula');

/** A mail's HTML page, in the language it is written in; `body` is its paragraphs, the signature follows. */
export function htmlPage(i18n: I18n, body: string): string {
  return `<!doctype html>
<html lang="${i18n.locale}">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
${body}  <p>${escapeHtml(signature(i18n))}</p>
</body>
</html>
`;
}

/**
 * A mail whose point is one link. It may go to an address nobody has proved (a registration, a recovery for
 * an unverified account, an e-mail change), so it greets no one by name: nothing a stranger typed reaches
 * the inbox, only the username (decision 101) and the school's words. A paragraph, the call to action ("…, abre este enlace:" in text, a button in
 * HTML, with the link written out for clients that do not show it), then the paragraphs after it.
 */
export function linkMail(
  i18n: I18n,
  mail: {
    to: string;
    subject: string;
    before: string;
    action: string;
    button: string;
    link: string;
    after: string[];
  },
): OutgoingMail {
  const { to, link, action } = mail;
  const text = [
    greeting(i18n),
    '',
    mail.before,
    '',
    i18n._(
      '{action}, abre este enlace:',
      { action },
      { comment: 'action: the sentence that leads to the link, such as "Para activar tu cuenta"' },
    ),
    '',
    link,
    '',
    ...mail.after.flatMap((paragraph) => [paragraph, '']),
    signature(i18n),
  ].join('\n');
  const after = mail.after.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>\n`).join('');
  const press = i18n._(
    '{action}, pulsa este botón:',
    { action },
    { comment: 'The HTML version of "{action}, abre este enlace:": the link is a button' },
  );
  const fallback = i18n._('Si el botón no funciona, copia este enlace en tu navegador:');
  const body = `  <p>${escapeHtml(greeting(i18n))}</p>
  <p>${escapeHtml(mail.before)}</p>
  <p>${escapeHtml(press)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(mail.button)}</a></p>
  <p>${escapeHtml(fallback)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${after}`;
  return { to, subject: mail.subject, text, html: htmlPage(i18n, body) };
}

/**
 * The verification e-mail names the username it verifies, so that whoever receives a link for an account that
 * is not theirs (someone registered with their address) does not verify it for them (decision 101).
 */
export function verificationMail(
  i18n: I18n,
  to: { email: string; username: string },
  link: string,
): OutgoingMail {
  const { username } = to;
  return linkMail(i18n, {
    to: to.email,
    subject: i18n._('Verifica tu cuenta de Aula'),
    before: i18n._(
      'Esta cuenta es la del nombre de usuario «{username}». Si no lo has elegido tú, no abras el enlace: alguien ha usado tu correo electrónico.',
      { username },
    ),
    action: i18n._('Gracias por registrarte en Aula. Para activar tu cuenta'),
    button: i18n._('Verificar mi cuenta'),
    link,
    after: [
      i18n._(
        'El enlace caduca en 24 horas y solo puede usarse una vez. Si no has creado esta cuenta, ignora este mensaje.',
      ),
    ],
  });
}

/** To the owner of an address someone tried to register again: nothing was created. */
export function emailInUseNotice(i18n: I18n, email: string, loginUrl: string): OutgoingMail {
  const what = i18n._(
    'Alguien ha intentado crear una cuenta en Aula con tu correo electrónico, que ya tiene una cuenta. No se ha creado ninguna cuenta nueva y la tuya no ha cambiado.',
  );
  const notYou = i18n._('Si no fuiste tú, puedes ignorar este mensaje.');
  const text = [
    greeting(i18n),
    '',
    what,
    '',
    i18n._('Si fuiste tú, inicia sesión con tu nombre de usuario: {loginUrl}', { loginUrl }),
    '',
    notYou,
    '',
    signature(i18n),
  ].join('\n');
  // The link's words inside the sentence: its translation keeps the <0>…</0> around them.
  const youHtml = escapeHtml(i18n._('Si fuiste tú, <0>inicia sesión</0> con tu nombre de usuario.')).replace(
    /&#60;0&#62;(.*?)&#60;\/0&#62;/,
    (_, words) => `<a href="${escapeHtml(loginUrl)}">${words}</a>`,
  );
  const body = `  <p>${escapeHtml(greeting(i18n))}</p>
  <p>${escapeHtml(what)}</p>
  <p>${youHtml}</p>
  <p>${escapeHtml(notYou)}</p>
`;
  const subject = i18n._('Intento de registro con tu correo en Aula');
  return { to: email, subject, text, html: htmlPage(i18n, body) };
}

/**
 * The password-recovery link (decision 130). It names the username, as the verification e-mail does, so the
 * owner of an address that someone else registered sees whose account the link opens.
 */
export function passwordResetMail(
  i18n: I18n,
  to: { email: string; username: string },
  link: string,
): OutgoingMail {
  const { username } = to;
  return linkMail(i18n, {
    to: to.email,
    subject: i18n._('Restablece tu contraseña de Aula'),
    before: i18n._(
      'Alguien ha pedido restablecer la contraseña de la cuenta de Aula con el nombre de usuario «{username}».',
      { username },
    ),
    action: i18n._('Para elegir una contraseña nueva'),
    button: i18n._('Restablecer mi contraseña'),
    link,
    after: [
      i18n._(
        'El enlace caduca en 1 hora y solo puede usarse una vez. Al cambiar la contraseña se cerrarán todas las sesiones abiertas de la cuenta.',
      ),
      i18n._('Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.'),
    ],
  });
}
