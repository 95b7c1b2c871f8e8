/**
 * Demo school, loaded once when SEED_DEMO=1 (skipped when its first teacher already exists).
 * Every demo account is verified and uses the password `aula-demo-2025`.
 *
 * Teachers (TEACHER):
 *   prof.emma    Emma Thompson      Inglés
 *   prof.james   James Wilson       Inglés
 *   prof.claire  Claire Dubois      Francés
 *   prof.louis   Louis Martin       Francés
 *   prof.lucia   Lucía Fernández    Español (also STUDENT: she studies German, to try both panels)
 *   prof.lukas   Lukas Schneider    Alemán
 *
 * Students (STUDENT):
 *   ana.garcia, carlos.lopez, maria.martinez, javier.sanchez, laura.gomez,
 *   pablo.ruiz, sofia.diaz, diego.moreno, elena.navarro, miguel.torres
 *
 * The administrator is not part of the demo: it is the first administrator created at start
 * (ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL, or 'admin' with a password printed once).
 *
 * Courses cover every state (pending, active, finished), every level A1–C2 and every type. Dates are
 * relative to the day of seeding, so "due in 3 days" stays true on a fresh demo.
 *
 * The data and the inserts live by area under ./demo: people, courses, materials, activities (with their
 * hand-ins and grades), attendance, bookings, the public site's forms, messages, the bell's notifications; this
 * file runs them in order, in one transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { hashPassword } from '../security/passwords';
import { seedActivities } from './demo/activities';
import { seedAttendance } from './demo/attendance';
import { seedBookings } from './demo/bookings';
import { seedCourses } from './demo/courses';
import { seedEveryKindTest } from './demo/every-kind-test';
import { seedMaterials } from './demo/materials';
import { seedMessages } from './demo/messages';
import { seedNotifications } from './demo/notifications';
import { seedPeople, TEACHERS } from './demo/people';
import { seedPublicForms } from './demo/public-forms';
import { seedTimetables } from './demo/timetables';

export const DEMO_PASSWORD = 'aula-demo-2025';

/** Loads the demo school; returns false (and changes nothing) when it is already there. */
export async function seedDemo(
  db: Db,
  files: FileStorage,
  now = new Date(),
  timeZone = 'Europe/Madrid',
): Promise<boolean> {
  const marker = TEACHERS[0].username;
  const [present] = await db.select({ id: users.id }).from(users).where(eq(users.username, marker));
  if (present) return false;

  // One hash for every demo account: they share the password anyway, and it keeps seeding fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const idOf = await seedPeople(tx, passwordHash, now);
    const courseOf = await seedCourses(tx, idOf, now);
    await seedMaterials(tx, files, courseOf, now);
    await seedActivities(tx, files, idOf, courseOf, now);
    await seedEveryKindTest(tx, files, idOf, courseOf, now);
    await seedTimetables(tx, courseOf, now, timeZone);
    await seedAttendance(tx, timeZone, now);
    await seedBookings(tx, idOf, courseOf, now);
    await seedPublicForms(tx, files, now);
    await seedMessages(tx, idOf, courseOf, now);
    await seedNotifications(tx, idOf, courseOf, now);
  });
  return true;
}
