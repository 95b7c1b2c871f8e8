import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_RETRY } from '../src/config';
import { type MailOutboxRow, mailOutbox } from '../src/db/schema';
import { queueMail } from '../src/mail/outbox';
import type { MailTransport } from '../src/mail/transport';
import { purgeSentMail, retryDelayMs, SENT_MAIL_KEPT_DAYS, startMailWorker } from '../src/mail/worker';
import { describeEachDatabase } from './support/harness';
import {
  decodeQuotedPrintable,
  register,
  validRegistration,
  verificationTokenFor,
  waitFor,
} from './support/helpers';
import { LogCapture, silentLogger } from './support/logs';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('retryDelayMs', () => {
  it('starts at the initial delay, doubles, and stops at the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempt) => retryDelayMs(attempt, DEFAULT_MAIL_RETRY));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});

describeEachDatabase('e-mail outbox', (ctx) => {
  // The suite shares one outbox: start each test empty, and stop the workers of the previous one.
  beforeEach(async () => {
    await ctx.db.delete(mailOutbox);
  });
  afterEach(() => ctx.closeApps());

  it('without SMTP_URL writes a real .eml file per message and logs its path, not its link', async () => {
    const database = ctx.database;
    const dataDir = await ctx.tempDir();
    const logs = new LogCapture();
    const app = await ctx.app({ logLevel: 'info' }, { database, dataDir, logStream: logs.stream });

    const payload = validRegistration();
    expect((await register(app, payload)).statusCode).toBe(201);
    await app.mail.drain();

    const outbox = path.join(dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-\d+\.eml$/);
    const raw = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: Aula <no-reply@aula\.test>$/m);
    expect(raw).toMatch(new RegExp(`^To: ${payload.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(raw).toMatch(/^Subject: Verifica tu cuenta de Aula$/m);
    expect(raw).toMatch(/^Message-ID: <outbox-\d+-\d+@aula\.test>$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);

    const token = await verificationTokenFor(database.db, payload.email);
    const link = `http://aula.test/verify?token=${token}`;
    expect(decodeQuotedPrintable(raw)).toContain(link);
    expect(raw.split(/\r?\n/)).toContain(`X-Aula-Link: ${link}`);
    expect(logs.entries.find((entry) => entry.msg === 'e-mail written to the outbox folder')).toMatchObject({
      file: path.join(outbox, files[0] ?? ''),
      to: payload.email,
    });
    expect(logs.text).not.toContain(token);

    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('wakes the worker as soon as a message is queued, without waiting for the poll', async () => {
    const database = ctx.database;
    const app = await ctx.app(
      { mailRetry: { ...DEFAULT_MAIL_RETRY, pollIntervalMs: 10 * 60_000 } },
      { database, dataDir: await ctx.tempDir() },
    );
    await app.ready();
    const payload = validRegistration();
    expect((await register(app, payload)).statusCode).toBe(201);
    await waitFor(
      async () =>
        (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, payload.email)))[0]
          ?.sentAt,
      'the registration e-mail to be sent',
      { timeoutMs: 10_000 },
    );
  });

  it('delivers at start messages left in the outbox by an earlier run', async () => {
    const database = ctx.database;
    await queueMail(database.db, { to: 'pendiente@example.com', subject: 'Pendiente', text: 'Hola' });
    const dataDir = await ctx.tempDir();
    const app = await ctx.app({}, { database, dataDir });
    await app.mail.drain();
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
  });

  it('keeps a message while the SMTP server is down and delivers it, once, when it comes up', async () => {
    const port = await freePort();
    const database = ctx.database;
    const app = await ctx.app(
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      { database, dataDir: await ctx.tempDir() },
    );

    const payload = validRegistration();
    expect((await register(app, payload)).statusCode).toBe(201);
    const outboxRow = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, payload.email)))[0];
    // At least two failed attempts: the message was retried, not dropped.
    const failed = await waitFor(async () => {
      const row = await outboxRow();
      return row && row.attempts >= 2 && row.lastError ? row : undefined;
    }, 'failed delivery attempts');
    expect(failed.sentAt).toBeNull();

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await app.mail.drain();
      await app.close();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    expect(received).toHaveLength(1);
    const token = await verificationTokenFor(database.db, payload.email);
    expect(decodeQuotedPrintable(received[0] ?? '')).toContain(`http://aula.test/verify?token=${token}`);
    const sent = await outboxRow();
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.lastError).toBeNull();
    // Claimed at least once more after the failures seen above, which were retried rather than dropped.
    expect(sent?.attempts).toBeGreaterThanOrEqual(Math.max(failed.attempts, 2));
  });

  it('never sends a message twice when two workers share the outbox', async () => {
    const database = ctx.database;
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await queueMail(database.db, { to: `alumno${i}@example.com`, subject: `Mensaje ${i}`, text: 'Hola' }),
      );
    }
    const delivered: number[] = [];
    const transport: MailTransport = {
      description: 'memory',
      async deliver(row: MailOutboxRow) {
        // Yield, so the other worker gets a chance to claim in between.
        await new Promise((resolve) => setImmediate(resolve));
        delivered.push(row.id);
      },
      close() {},
    };
    const retry = { initialDelayMs: 10, maxDelayMs: 50, pollIntervalMs: 1_000, claimTimeoutMs: 10_000 };
    const workers = [1, 2].map(() =>
      startMailWorker({ db: database.db, transport, retry, log: silentLogger() }),
    );
    try {
      await Promise.all(workers.map((worker) => worker.drain()));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect([...delivered].sort((a, b) => a - b)).toEqual(ids);
  });

  it('retries a failing delivery with back-off until it succeeds', async () => {
    const database = ctx.database;
    const id = await queueMail(database.db, { to: 'flaky@example.com', subject: 'Reintento', text: 'Hola' });
    let calls = 0;
    const transport: MailTransport = {
      description: 'flaky',
      async deliver() {
        calls += 1;
        if (calls < 3) throw new Error(`fallo ${calls}`);
      },
      close() {},
    };
    const retry = { initialDelayMs: 10, maxDelayMs: 40, pollIntervalMs: 1_000, claimTimeoutMs: 10_000 };
    const worker = startMailWorker({ db: database.db, transport, retry, log: silentLogger() });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(calls).toBe(3);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
  });

  it('keeps a sent message 30 days as the record of its sending, then the worker deletes it', async () => {
    const database = ctx.database;
    const now = new Date();
    const sentAgo = (ms: number) => new Date(now.getTime() - ms);
    const day = 24 * 3_600_000;
    const [, recent, unsent] = await database.db
      .insert(mailOutbox)
      .values([
        { toAddress: 'antiguo@example.com', subject: 'Antiguo', textBody: 'Hola', sentAt: sentAgo(31 * day) },
        {
          toAddress: 'reciente@example.com',
          subject: 'Reciente',
          textBody: 'Hola',
          sentAt: sentAgo(29 * day),
        },
        // Never sent (a long SMTP outage): kept whatever its age, so it still goes out.
        {
          toAddress: 'pendiente@example.com',
          subject: 'Pendiente',
          textBody: 'Hola',
          nextAttemptAt: sentAgo(40 * day),
        },
      ])
      .returning({ id: mailOutbox.id });
    expect(SENT_MAIL_KEPT_DAYS).toBe(30);
    expect(await purgeSentMail(database.db)).toBe(1);
    const left = async () =>
      (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).map((row) => row.id);
    expect((await left()).sort()).toEqual([recent?.id, unsent?.id].sort());

    // The worker purges on its first round, before delivering.
    await database.db
      .update(mailOutbox)
      .set({ sentAt: sentAgo(31 * day) })
      .where(eq(mailOutbox.id, recent?.id ?? 0));
    const transport: MailTransport = { description: 'memory', async deliver() {}, close() {} };
    const retry = { initialDelayMs: 10, maxDelayMs: 40, pollIntervalMs: 1_000, claimTimeoutMs: 10_000 };
    const worker = startMailWorker({ db: database.db, transport, retry, log: silentLogger() });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(await left()).toEqual([unsent?.id]);
  });
});
