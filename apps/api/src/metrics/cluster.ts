import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { isMetricsMessage, METRICS_MESSAGE } from './primary';

const ANSWER_WITHIN_MS = 5_000;

/** In a server process of several: the figures of all of them, added up by the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message: unknown) => {
      if (!isMetricsMessage(message) || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new HttpError(503, ERROR_MESSAGES.unavailable));
    };
    const timer = setTimeout(() => {
      done();
      reject(new HttpError(503, ERROR_MESSAGES.unavailable));
    }, ANSWER_WITHIN_MS);
    process.on('message', onMessage);
    process.send?.({ type: METRICS_MESSAGE, id });
  });
}
