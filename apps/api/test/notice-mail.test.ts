import { describe, expect, it } from 'vitest';
import { NOTICES } from '../src/notifications/events';
import { notificationMail } from '../src/notifications/mail-templates';

const links = {
  open: 'https://aula.example/teacher',
  unsubscribePage: 'https://aula.example/notificaciones/baja/t',
  settings: 'https://aula.example/settings',
};
const teacher = { name: 'Emma', email: 'emma@example.org' };
const course = { id: 7, name: 'Checo A1' };

describe('the e-mail of one notice', () => {
  it('has the whole title as subject and first line when it is short', () => {
    const notice = NOTICES.courseDecision('rejected', course, 'Falta el calendario.');
    const mail = notificationMail(teacher, notice.kind, notice.title, links);
    expect(mail.subject).toBe('Tu curso «Checo A1» ha sido rechazado. Motivo: Falta el calendario.');
    expect(mail.text).toContain(notice.title);
  });

  it('cuts a long title (a rejection with a long reason) at a word in the subject, and keeps it whole in the body', () => {
    const reason = `${'Revisa la descripción y el calendario de las clases antes de proponerlo otra vez. '.repeat(6)}Fin.`;
    const notice = NOTICES.courseDecision('rejected', course, reason);
    const mail = notificationMail(teacher, notice.kind, notice.title, links);
    expect(mail.subject.length).toBeLessThanOrEqual(120);
    expect(mail.subject).toMatch(/^Tu curso «Checo A1» ha sido rechazado\. Motivo: Revisa .*\S…$/);
    expect(notice.title.startsWith(mail.subject.slice(0, -1))).toBe(true);
    expect(mail.text).toContain('Fin.');
    expect(mail.html).toContain('Fin.');
  });
});
