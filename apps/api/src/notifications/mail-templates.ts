import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@aula/forms';
import type { OutgoingMail } from '../mail/outbox';
import { escapeHtml } from '../mail/templates';

export interface Recipient {
  name: string;
  email: string;
}

/** Addresses the mails link to, all absolute. */
export interface NoticeLinks {
  /** Where the notification leads in the app, or null. */
  open: string | null;
  /** The app's unsubscribe page for this kind. */
  unsubscribePage: string;
}

export interface DigestItem {
  title: string;
  /** Already written in Spanish, in the school's time zone. */
  when: string;
  open: string | null;
}

export interface DigestSection {
  kind: NotificationKind;
  items: DigestItem[];
  unsubscribePage: string;
}

const SIGNATURE = 'El equipo de Aula';

function page(body: string): string {
  return `<!doctype html>
<html lang="es">
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
${body}  <p>${SIGNATURE}</p>
</body>
</html>
`;
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const settingsSentence = 'Puedes elegir cómo recibes cada tipo de aviso en Configuración';

/** One notification, sent at once: the title is the subject and the first line. */
export function notificationMail(
  to: Recipient,
  kind: NotificationKind,
  title: string,
  links: NoticeLinks & { settings: string },
): OutgoingMail {
  const label = NOTIFICATION_KIND_LABELS[kind];
  const text = [
    `Hola, ${to.name}:`,
    '',
    title,
    '',
    ...(links.open ? ['Para verlo en Aula, abre este enlace:', '', links.open, ''] : []),
    `${settingsSentence}: ${links.settings}`,
    '',
    `Para no recibir más por correo los avisos de «${label}», abre este enlace: ${links.unsubscribePage}`,
    '',
    SIGNATURE,
  ].join('\n');
  const html = page(
    [
      `  <p>Hola, ${escapeHtml(to.name)}:</p>\n`,
      `  <p><strong>${escapeHtml(title)}</strong></p>\n`,
      links.open ? `  <p>${link(links.open, 'Verlo en Aula')}</p>\n` : '',
      `  <p>${escapeHtml(settingsSentence)}: ${link(links.settings, 'Configuración')}.</p>\n`,
      `  <p>${link(links.unsubscribePage, `No recibir más por correo los avisos de «${label}»`)}</p>\n`,
    ].join(''),
  );
  // A title is one line; a line break in a subject would start a header of its own. The body holds the whole
  // title, so a long one (a rejection with its reason) is cut in the subject, where mail clients cut anyway.
  return { to: to.email, subject: subjectOf(title), text, html };
}

const SUBJECT_LENGTH = 120;

/** A notice's title as one subject line of at most SUBJECT_LENGTH characters, cut at a word. */
function subjectOf(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim();
  if (line.length <= SUBJECT_LENGTH) return line;
  const cut = line.slice(0, SUBJECT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > SUBJECT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

export function digestSubject(count: number): string {
  return count === 1 ? 'Tu resumen diario de Aula: 1 aviso' : `Tu resumen diario de Aula: ${count} avisos`;
}

/** The day's digest: the notifications grouped by kind, each group with its own unsubscribe link. */
export function digestMail(to: Recipient, sections: DigestSection[], settings: string): OutgoingMail {
  const count = sections.reduce((sum, section) => sum + section.items.length, 0);
  const text = [
    `Hola, ${to.name}:`,
    '',
    'Estos son tus avisos desde el último resumen.',
    '',
    ...sections.flatMap(({ kind, items, unsubscribePage }) => [
      NOTIFICATION_KIND_LABELS[kind],
      '',
      ...items.flatMap((item) => [
        `- ${item.title} (${item.when})`,
        ...(item.open ? [`  ${item.open}`] : []),
      ]),
      '',
      `Para no recibir más por correo estos avisos, abre este enlace: ${unsubscribePage}`,
      '',
    ]),
    `${settingsSentence}: ${settings}`,
    '',
    SIGNATURE,
  ].join('\n');
  const html = page(
    [
      `  <p>Hola, ${escapeHtml(to.name)}:</p>\n`,
      '  <p>Estos son tus avisos desde el último resumen.</p>\n',
      ...sections.map(
        ({ kind, items, unsubscribePage }) =>
          `  <h2 style="font-size: 1.1em;">${escapeHtml(NOTIFICATION_KIND_LABELS[kind])}</h2>\n  <ul>\n${items
            .map(
              (item) =>
                `    <li>${item.open ? link(item.open, item.title) : escapeHtml(item.title)} (${escapeHtml(item.when)})</li>\n`,
            )
            .join('')}  </ul>\n  <p>${link(unsubscribePage, 'No recibir más por correo estos avisos')}</p>\n`,
      ),
      `  <p>${escapeHtml(settingsSentence)}: ${link(settings, 'Configuración')}.</p>\n`,
    ].join(''),
  );
  return { to: to.email, subject: digestSubject(count), text, html };
}
