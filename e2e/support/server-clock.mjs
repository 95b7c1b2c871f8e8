/**
 * Loaded into the journeys' server (playwright.config.ts, `node --import`): moves its clock by the
 * milliseconds written in the file E2E_CLOCK_FILE names, read again at every reading of the clock, so a
 * journey can set the server's time between two steps (e2e/support/server-clock.ts). No file: the real clock.
 * Only JavaScript's clock moves; PostgreSQL's now() does not.
 */
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;

if (file) {
  const RealDate = Date;
  const offset = () => {
    try {
      return Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  const now = () => RealDate.now() + offset();
  // A function, not a subclass: Date.prototype must stay the real one, whose own methods libraries copy
  // (@date-fns/tz patches every method it finds there); a subclass's prototype would have none.
  function ShiftedDate(...args) {
    if (new.target === undefined) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.now = now;
  Object.defineProperty(RealDate.prototype, 'constructor', {
    value: ShiftedDate,
    writable: true,
    configurable: true,
  });
  globalThis.Date = ShiftedDate;
}
