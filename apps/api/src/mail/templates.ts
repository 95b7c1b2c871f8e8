import type { OutgoingMail } from './outbox';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(to: { name: string; email: string }, link: string): OutgoingMail {
  const text = [
    `Hola, ${to.name}:`,
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
