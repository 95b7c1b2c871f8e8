import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything, for pieces tested without an app. */
export function silentLogger(): FastifyBaseLogger {
  const noop = () => {};
  const logger = {
    level: 'silent',
    fatal: noop,
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** Collects an app's JSON log lines (pass as BuildOptions.logStream). */
export class LogCapture {
  readonly lines: string[] = [];

  readonly stream = { write: (line: string) => void this.lines.push(line) };

  get entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  get text(): string {
    return this.lines.join('');
  }
}
