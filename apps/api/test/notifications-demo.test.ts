import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { describeWithDatabase } from './support/harness';
import { sessionToken } from './support/sessions';

const LOADED_AT = new Date('2026-03-10T09:00:00.000Z');

describeWithDatabase('demo notifications (SEED_DEMO)', (ctx) => {
  it('gives the demo student, teacher and administrator unread notifications from the hours before the load', async () => {
    const app = await ctx.app();
    await app.ready();
    expect(await seedDemo(app.db, app.files, LOADED_AT)).toBe(true);
    const idOf = async (username: string) => {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!row) throw new Error(`no ${username}`);
      return row.id;
    };
    const [admin] = await app.db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'ADMIN'));
    const people = {
      student: await idOf('ana.garcia'),
      teacher: await idOf('prof.emma'),
      admin: admin?.id ?? 0,
    };
    const pages: Record<
      string,
      { unread: number; notifications: { title: string; link: string; createdAt: string; read: boolean }[] }
    > = {};
    for (const [who, id] of Object.entries(people)) {
      const response = await app.inject({
        url: '/api/notifications',
        headers: { authorization: `Bearer ${await sessionToken(app, id)}` },
      });
      expect(response.statusCode).toBe(200);
      pages[who] = response.json();
    }
    expect(pages.student?.unread).toBe(3);
    expect(pages.student?.notifications[0]).toMatchObject({
      title: 'Ya tienes la calificación de «Redacción: preséntate»',
      link: '/student?seccion=mis-evaluaciones',
      createdAt: '2026-03-10T06:00:00.000Z',
      read: false,
    });
    expect(pages.teacher?.unread).toBe(2);
    expect(pages.teacher?.notifications[0]?.title).toBe('Carlos López ha entregado «Redacción: preséntate»');
    expect(pages.admin?.unread).toBe(3);
    expect(pages.admin?.notifications.map((n) => n.title)).toEqual([
      'Nuevo curso pendiente de aprobación: «Conversación en inglés C1»',
      'Nuevo curso pendiente de aprobación: «Preparación DELF B2»',
      'Nuevo curso pendiente de aprobación: «Alemán avanzado C2»',
    ]);
    for (const page of Object.values(pages)) {
      for (const notification of page.notifications) {
        expect(Date.parse(notification.createdAt)).toBeLessThan(LOADED_AT.getTime());
        expect(notification.link).toMatch(/^\/(student|teacher|admin)\b/);
      }
    }
  });
});
