import type { Worker } from 'node:cluster';

/**
 * A server process asks the primary for every process's figures; the primary answers with the same type. This
 * file is all the primary loads of metrics (it loads nothing of the app: decision 126).
 */
export const METRICS_MESSAGE = 'aula:metrics';

interface MetricsMessage {
  type: typeof METRICS_MESSAGE;
  id: string;
  text?: string;
  error?: string;
}

export function isMetricsMessage(message: unknown): message is MetricsMessage {
  return (
    typeof message === 'object' && message !== null && (message as MetricsMessage).type === METRICS_MESSAGE
  );
}

/**
 * In the primary: answers a process's request with prom-client's sum over every process (loaded only when a
 * scrape first comes, so a school without metrics never loads it here).
 */
export function answerMetricsRequests(worker: Worker): void {
  worker.on('message', (message: unknown) => {
    if (!isMetricsMessage(message)) return;
    import('prom-client')
      .then(({ AggregatorRegistry }) => aggregator(AggregatorRegistry).clusterMetrics())
      .then(
        (text) => worker.send({ type: METRICS_MESSAGE, id: message.id, text }),
        (error: unknown) => worker.send({ type: METRICS_MESSAGE, id: message.id, error: String(error) }),
      );
  });
}

let shared: { clusterMetrics(): Promise<string> } | undefined;
function aggregator(AggregatorRegistry: new () => { clusterMetrics(): Promise<string> }) {
  shared ??= new AggregatorRegistry();
  return shared;
}
