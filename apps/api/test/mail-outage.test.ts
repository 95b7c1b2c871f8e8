import type { AddressInfo } from 'node:net';
import { and, count, inArray, isNotNull, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  decodeQuotedPrintable,
  register,
  validRegistration,
  verificationTokenFor,
  waitFor,
} from './support/helpers';

/** A real SMTP server (the smtp-server package) that can be stopped and started again on the same port. */
class MailCatcher {
  /** Every message received, as raw RFC 822 text. */
  readonly received: string[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuses connections from now on; a message being received is finished first. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many messages reached `address`. */
  countTo(address: string): number {
    return this.received.filter((raw) =>
      new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\s*$`, 'm').test(raw),
    ).length;
  }
}

describeEachDatabase('e-mail: the SMTP server goes away during registrations', (ctx) => {
  const catcher = new MailCatcher();
  afterEach(async () => {
    await ctx.closeApps();
    await catcher.stop();
  });

  it('delivers every verification e-mail exactly once when the SMTP server returns', async () => {
    await catcher.start();
    const app = await ctx.app({ smtpUrl: `smtp://127.0.0.1:${catcher.port}` });
    await app.ready();
    const payloads = Array.from({ length: 12 }, () => validRegistration());
    const addresses = payloads.map((p) => p.email);
    const [before, during] = [payloads.slice(0, 4), payloads.slice(4)];

    // Some sign up while mail flows…
    for (const payload of before) expect((await register(app, payload)).statusCode).toBe(201);
    await waitFor(() => before.every((p) => catcher.countTo(p.email) === 1), 'the first e-mails');

    // …then the SMTP server stops while the rest register, all at once. Registration never waits on mail.
    await catcher.stop();
    const responses = await Promise.all(during.map((payload) => register(app, payload)));
    expect(responses.map((r) => r.statusCode)).toEqual(during.map(() => 201));
    // The worker really tried and failed (and keeps the messages), rather than not having tried yet.
    const pending = and(inArray(mailOutbox.toAddress, addresses), isNull(mailOutbox.sentAt));
    await waitFor(async () => {
      const [failed] = await ctx.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(pending, isNotNull(mailOutbox.lastError)));
      return (failed?.n ?? 0) > 0;
    }, 'a failed delivery attempt');
    const [unsent] = await ctx.db.select({ n: count() }).from(mailOutbox).where(pending);
    expect(unsent?.n).toBe(during.length);

    // Back on the same address: the outbox drains by itself.
    await catcher.start();
    await waitFor(
      async () => {
        const [left] = await ctx.db.select({ n: count() }).from(mailOutbox).where(pending);
        return left?.n === 0;
      },
      'the outbox to drain after the SMTP server returned',
      { timeoutMs: 20_000 },
    );

    const perAddress = addresses.map((address) => catcher.countTo(address));
    console.info(
      `SMTP outage [${ctx.kind}]: ${payloads.length} registrations, ${during.length} during the outage, ${catcher.received.length} e-mails received, per address ${JSON.stringify([...new Set(perAddress)])}`,
    );
    expect(perAddress).toEqual(addresses.map(() => 1));
    for (const payload of payloads) {
      const token = await verificationTokenFor(ctx.db, payload.email);
      const message = catcher.received.find((raw) => decodeQuotedPrintable(raw).includes(`token=${token}`));
      expect(message, payload.email).toBeDefined();
    }
  });
});
