import type * as PromClient from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requireFromApi } from './processes';
import { parsePrometheusText, total } from './prometheus-text';

/** The server's own prom-client, so the text read here is what its /metrics writes. */
const { collectDefaultMetrics, Gauge, Histogram, Registry } = requireFromApi(
  'prom-client',
) as typeof PromClient;

/** A registry shaped like the server's: default process metrics, the request histogram, the outbox gauge. */
async function serverLikeScrape(routes: Record<string, number>, outbox: number): Promise<string> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'aula_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({ name: 'aula_mail_outbox_messages', help: 'E-mails queued', registers: [registry] }).set(outbox);
  for (const [route, times] of Object.entries(routes))
    for (let i = 0; i < times; i++) durations.observe({ method: 'GET', route }, 0.003 * (i + 1));
  return registry.metrics();
}

describe('parsePrometheusText', () => {
  it('reads every sample of a prom-client scrape: request counts over routes, the outbox depth', async () => {
    const odd = 'a "quoted", {braced}\\ route\nwith a line break';
    const text = await serverLikeScrape(
      { '/api/student/course/:id': 7, '/api/teacher/activity-results': 5, [odd]: 2 },
      42,
    );
    const samples = parsePrometheusText(text);

    const sampleLines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(samples).toHaveLength(sampleLines.length);
    expect(total(samples, 'aula_http_request_duration_seconds_count')).toBe(14);
    expect(total(samples, 'aula_mail_outbox_messages')).toBe(42);
    const oddCount = samples.find(
      (sample) => sample.name === 'aula_http_request_duration_seconds_count' && sample.labels.route === odd,
    );
    expect(oddCount).toMatchObject({ labels: { method: 'GET', route: odd }, value: 2 });
    const infinity = samples.find(
      (sample) =>
        sample.name === 'aula_http_request_duration_seconds_bucket' &&
        sample.labels.route === '/api/student/course/:id' &&
        sample.labels.le === '+Inf',
    );
    expect(infinity?.value).toBe(7);
    expect(samples.some((sample) => sample.name === 'process_cpu_user_seconds_total')).toBe(true);
  });

  it('throws on a line that is not a sample instead of skipping it', () => {
    for (const line of ['{route="x"} 1', 'aula_x{route="x} 1', 'aula_x{route=x} 1', 'aula_x one'])
      expect(() => parsePrometheusText(line), line).toThrow();
    expect(parsePrometheusText('aula_x{le="+Inf"} +Inf 1700000000000\naula_y Nan')).toEqual([
      { name: 'aula_x', labels: { le: '+Inf' }, value: Number.POSITIVE_INFINITY },
      { name: 'aula_y', labels: {}, value: Number.NaN },
    ]);
  });
});
