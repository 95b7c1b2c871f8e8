import { and, desc, eq, like } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import {
  contactMessages,
  jobApplications,
  jobPositions,
  mailOutbox,
  newsletterSubscriptions,
} from '../../src/db/schema';
import { generateUrlToken, hashToken } from '../../src/security/tokens';
import { unique } from './helpers';
import { multipartBody, SAMPLE_FILES } from './student-fixtures';

/** Fixtures of the public forms (decision 144), written straight to the database. */
export async function makePosition(db: Db, status: 'open' | 'closed' = 'open') {
  const [row] = await db
    .insert(jobPositions)
    .values({ title: `Profesor de inglés ${unique()}`, description: 'Clases en línea, B1-C1.', status })
    .returning();
  if (!row) throw new Error('job_positions insert returned no row');
  return row;
}

/** The application form as the page sends it: fields first, then the CV. */
export function applicationForm(overrides: Record<string, string> = {}, cv: Buffer = SAMPLE_FILES.pdf) {
  const fields = {
    name: 'Lucía Pérez',
    email: `lucia.${unique()}@example.com`,
    languages: 'Inglés (C2), español (nativo)',
    message: 'Doy clases desde 2015.',
    ...overrides,
  };
  return multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'cv', filename: 'curriculum.pdf', bytes: cv, type: 'application/pdf' },
  ]);
}

let applicants = 0;

/**
 * A stored application of a fresh position, sent through the API as a visitor sends it, each from its own
 * address so the per-address limit never refuses a fixture.
 */
export async function makeApplication(app: App) {
  applicants += 1;
  const ip = `10.44.${Math.floor(applicants / 250)}.${(applicants % 250) + 1}`;
  const position = await makePosition(app.db);
  const response = await app.inject({
    method: 'POST',
    url: `/api/public/job-positions/${position.id}/applications`,
    remoteAddress: ip,
    ...applicationForm(),
  });
  if (response.statusCode !== 201) throw new Error(`application refused: ${response.body}`);
  const [row] = await app.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.positionId, position.id));
  if (!row) throw new Error('no application stored');
  return row;
}

export async function makeContactMessage(db: Db) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Carmen', email: 'carmen@example.com', subject: `Hola ${unique()}`, message: 'Hola' })
    .returning();
  if (!row) throw new Error('contact_messages insert returned no row');
  return row;
}

/** A pending subscription and the token of its confirmation link. */
export async function pendingSubscription(db: Db, email = `s.${unique()}@example.com`) {
  const token = generateUrlToken();
  await db.insert(newsletterSubscriptions).values({
    email,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(Date.now() + 3_600_000),
    unsubscribeToken: generateUrlToken(),
  });
  return { email, token };
}

/** A confirmed subscription and its unsubscribe token. */
export async function confirmedSubscription(db: Db, email = `c.${unique()}@example.com`) {
  const unsubscribeToken = generateUrlToken();
  await db.insert(newsletterSubscriptions).values({ email, unsubscribeToken, confirmedAt: new Date() });
  return { email, unsubscribeToken };
}

/** The newest e-mail to `to` whose subject starts with `subject`. */
export async function lastMailTo(db: Db, to: string, subject: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, `${subject}%`)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}
