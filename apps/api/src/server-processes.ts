import cluster, { type Worker } from 'node:cluster';
import type { MailService } from './mail/worker';
import { answerMetricsRequests } from './metrics/primary';
import { setting } from './process-count';

/** Set by the primary on the one server process that sends e-mail. */
export const SENDS_MAIL_ENV = 'AULA_SENDS_MAIL';
/** The message a process sends after queuing mail, relayed by the primary to the process that sends it. */
export const WAKE_MAIL = 'aula:wake-mail';

/** How long the processes have to finish their requests on SIGTERM before they are killed. */
const SHUTDOWN_GRACE_MS = 30_000;

/** One JSON line in pino's shape, like the servers' own lines: the primary does not load the app's logger. */
function log(level: 'info' | 'warn' | 'error', msg: string): void {
  const number = { info: 30, warn: 40, error: 50 }[level];
  process.stdout.write(`${JSON.stringify({ level: number, time: Date.now(), pid: process.pid, msg })}\n`);
}

/** The mail service of a process that does not send: it asks the sending process to look at the outbox. */
export function relayedMail(): MailService {
  return {
    transportDescription: 'sent by another process of this server',
    wake: () => process.send?.(WAKE_MAIL),
    drain: () => Promise.reject(new Error('This server process does not send e-mail')),
    stop: async () => {},
  };
}

/**
 * The primary of WEB_CONCURRENCY server processes (decision 126): the kernel's connections are handed out to
 * them in turn. The first one also runs the mail worker, so the outbox is sent by one process, as it would be
 * by one instance; a process that dies is replaced in the same role. One that dies before it ever listened
 * (a database that cannot be reached, say) stops them all, as a single server would stop.
 */
export function runPrimary(count: number, env: NodeJS.ProcessEnv): void {
  if (!setting(env, 'REDIS_URL')) {
    log(
      'warn',
      `${count} server processes without REDIS_URL: each counts attempts on its own, so the rate limits allow up to ${count} times as many`,
    );
  }
  let stopping = false;
  let mailSender: Worker | undefined;

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker.once('exit', () => {
        running--;
        if (running === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  const fork = (sendsMail: boolean) => {
    const worker = cluster.fork(sendsMail ? { [SENDS_MAIL_ENV]: '1' } : {});
    if (sendsMail) mailSender = worker;
    let listening = false;
    worker.once('listening', () => {
      listening = true;
    });
    worker.on('message', (message) => {
      if (message === WAKE_MAIL) mailSender?.send(WAKE_MAIL);
    });
    answerMetricsRequests(worker);
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `code ${code}`;
      if (!listening) {
        log('error', `server process ${worker.process.pid} ended during start-up (${how}): stopping`);
        stop(1);
        return;
      }
      log('error', `server process ${worker.process.pid} ended (${how}); starting another`);
      fork(sendsMail);
    });
  };

  for (let i = 0; i < count; i++) fork(i === 0);
  log('info', `${count} server processes started`);
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
}
