import { DEFAULT_LOCALE, type InterfaceLocale } from '@aula/domain';
import type { NotificationKind } from '@aula/forms';
import { type I18n, mailI18n } from '../mail/i18n';
import type { OutgoingMail } from '../mail/outbox';
import { escapeHtml, htmlPage, namedGreeting, signature } from '../mail/templates';

export interface Recipient {
  name: string;
  email: string;
  /** The account's language; Spanish when not given. */
  locale?: InterfaceLocale;
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
  /** Already written in the recipient's language, in the school's time zone. */
  when: string;
  open: string | null;
}

export interface DigestSection {
  kind: NotificationKind;
  items: DigestItem[];
  unsubscribePage: string;
}

/** Each kind's name as Configuración lists it (the Spanish is @aula/forms' NOTIFICATION_KIND_LABELS). */
export const NOTIFICATION_KIND_NAMES = {
  message: /*i18n*/ 'Mensajes nuevos',
  'course-approved': /*i18n*/ 'Curso aprobado',
  'course-rejected': /*i18n*/ 'Curso rechazado',
  'course-finished': /*i18n*/ 'Curso finalizado',
  'course-pending': /*i18n*/ 'Cursos pendientes de aprobación',
  enrolment: /*i18n*/ 'Nuevas inscripciones en mis cursos',
  'hand-in': /*i18n*/ 'Tareas entregadas',
  activity: /*i18n*/ 'Nuevas actividades',
  material: /*i18n*/ 'Nuevo material',
  grade: /*i18n*/ 'Calificaciones publicadas',
  'due-tomorrow': /*i18n*/ 'Actividades que vencen mañana',
  timetable: /*i18n*/ 'Cambios en el horario de clases',
} as const satisfies Record<NotificationKind, string>;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const settingsSentence = (i18n: I18n) =>
  i18n._('Puedes elegir cómo recibes cada tipo de aviso en Configuración');

const settingsName = (i18n: I18n) => i18n._('Configuración');

/** One notification, sent at once: the title is the subject and the first line. */
export function notificationMail(
  to: Recipient,
  kind: NotificationKind,
  title: string,
  links: NoticeLinks & { settings: string },
): OutgoingMail {
  const i18n = mailI18n(to.locale ?? DEFAULT_LOCALE);
  const label = i18n._(NOTIFICATION_KIND_NAMES[kind]);
  const text = [
    namedGreeting(i18n, to.name),
    '',
    title,
    '',
    ...(links.open ? [i18n._('Para verlo en Aula, abre este enlace:'), '', links.open, ''] : []),
    `${settingsSentence(i18n)}: ${links.settings}`,
    '',
    i18n._('Para no recibir más por correo los avisos de «{label}», abre este enlace: {link}', {
      label,
      link: links.unsubscribePage,
    }),
    '',
    signature(i18n),
  ].join('\n');
  const html = htmlPage(
    i18n,
    [
      `  <p>${escapeHtml(namedGreeting(i18n, to.name))}</p>\n`,
      `  <p><strong>${escapeHtml(title)}</strong></p>\n`,
      links.open ? `  <p>${link(links.open, i18n._('Verlo en Aula'))}</p>\n` : '',
      `  <p>${escapeHtml(settingsSentence(i18n))}: ${link(links.settings, settingsName(i18n))}.</p>\n`,
      `  <p>${link(
        links.unsubscribePage,
        i18n._('No recibir más por correo los avisos de «{label}»', { label }),
      )}</p>\n`,
    ].join(''),
  );
  // A title is one line; a line break in a subject would start a header of its own. The body holds the whole
  // title, so a long one (a rejection with its reason) is cut in the subject, where mail clients cut anyway.
  return { to: to.email, subject: subjectOf(title), text, html };
}

const SUBJECT_LENGTH = 120;

/** A notice's title as one subject line of at most SUBJECT_LENGTH characters, cut at a word. */
function subjectOf(title: string): string {
  // No-break spaces stay: French puts them before ':' and inside « », and they break no header.
  const line = title.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (line.length <= SUBJECT_LENGTH) return line;
  const cut = line.slice(0, SUBJECT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > SUBJECT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

export function digestSubject(i18n: I18n, count: number): string {
  return i18n._(
    '{count, plural, one {Tu resumen diario de Aula: # aviso} other {Tu resumen diario de Aula: # avisos}}',
    { count },
  );
}

/** The day's digest: the notifications grouped by kind, each group with its own unsubscribe link. */
export function digestMail(to: Recipient, sections: DigestSection[], settings: string): OutgoingMail {
  const i18n = mailI18n(to.locale ?? DEFAULT_LOCALE);
  const count = sections.reduce((sum, section) => sum + section.items.length, 0);
  const since = i18n._('Estos son tus avisos desde el último resumen.');
  const text = [
    namedGreeting(i18n, to.name),
    '',
    since,
    '',
    ...sections.flatMap(({ kind, items, unsubscribePage }) => [
      i18n._(NOTIFICATION_KIND_NAMES[kind]),
      '',
      ...items.flatMap((item) => [
        `- ${item.title} (${item.when})`,
        ...(item.open ? [`  ${item.open}`] : []),
      ]),
      '',
      i18n._('Para no recibir más por correo estos avisos, abre este enlace: {link}', {
        link: unsubscribePage,
      }),
      '',
    ]),
    `${settingsSentence(i18n)}: ${settings}`,
    '',
    signature(i18n),
  ].join('\n');
  const stop = i18n._('No recibir más por correo estos avisos');
  const html = htmlPage(
    i18n,
    [
      `  <p>${escapeHtml(namedGreeting(i18n, to.name))}</p>\n`,
      `  <p>${escapeHtml(since)}</p>\n`,
      ...sections.map(
        ({ kind, items, unsubscribePage }) =>
          `  <h2 style="font-size: 1.1em;">${escapeHtml(i18n._(NOTIFICATION_KIND_NAMES[kind]))}</h2>\n  <ul>\n${items
            .map(
              (item) =>
                `    <li>${item.open ? link(item.open, item.title) : escapeHtml(item.title)} (${escapeHtml(item.when)})</li>\n`,
            )
            .join('')}  </ul>\n  <p>${link(unsubscribePage, stop)}</p>\n`,
      ),
      `  <p>${escapeHtml(settingsSentence(i18n))}: ${link(settings, settingsName(i18n))}.</p>\n`,
    ].join(''),
  );
  return { to: to.email, subject: digestSubject(i18n, count), text, html };
}
