/**
 * What /metrics costs (run by bench/run.ts with `--only metrics`, or in a full run): the school day's load
 * (bench/school-day.ts) on PostgreSQL, in rounds against a fresh server with METRICS_TOKEN unset and set, in the
 * order off, on, on, off (repeated), so a drift of the shared machine or of the day itself (students run out
 * of activities) weighs on both sides alike. An unmeasured round first warms the database. While a metrics-on round runs, /metrics is scraped at its start,
 * middle and end, and the requests the histogram counted and the outbox's depth are printed from each scrape:
 * grades send the student an instant e-mail, which waits in the outbox until the mail worker delivers it
 * (SMTP is unset, so into the data directory's outbox folder).
 */
import { randomBytes } from 'node:crypto';
import { type Child, serverScript, startNode } from './lib/processes';
import { parsePrometheusText, total } from './lib/prometheus-text';
import { prepareServerData } from './lib/server-data';
import { addRow } from './lib/table';
import { runDay, seedDay, startDay, throughputOf } from './school-day';

const ORDER = ['off', 'on', 'on', 'off'] as const;
/** When, as a fraction of a metrics-on round, /metrics is scraped. */
const SCRAPES_AT = [0.05, 0.5, 0.95];

interface Scrape {
  requests: number;
  outbox: number;
  oldestSeconds: number;
}

async function scrape(url: string, token: string): Promise<Scrape> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const samples = parsePrometheusText(await response.text());
  return {
    requests: total(samples, 'aula_http_request_duration_seconds_count'),
    outbox: total(samples, 'aula_mail_outbox_messages'),
    oldestSeconds: total(samples, 'aula_mail_outbox_oldest_seconds'),
  };
}

/** The scrapes of one round, each at its moment of the round while the load runs. */
function scrapesDuring(url: string, token: string, seconds: number): Promise<Scrape[]> {
  return Promise.all(
    SCRAPES_AT.map(
      (at) =>
        new Promise<Scrape>((resolve, reject) =>
          setTimeout(() => scrape(url, token).then(resolve, reject), at * seconds * 1000),
        ),
    ),
  );
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** The rounds' spread, which says how much of the difference the shared machine's noise could explain. */
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}/s`;
const rising = (values: number[]) => values.every((value, i) => i === 0 || value > (values[i - 1] as number));

export async function measureMetricsCost(options: {
  postgresUrl: string;
  /** Of each round. */
  seconds: number;
  /** How many times the order off, on, on, off runs. */
  repeats: number;
}): Promise<void> {
  const section = 'metrics cost';
  const data = await prepareServerData({
    kind: 'postgres',
    postgresUrl: options.postgresUrl,
    prefix: 'metrics',
  });
  const token = randomBytes(24).toString('hex');
  const rounds = Array.from({ length: options.repeats }, () => ORDER).flat();
  let server: Child | undefined;
  try {
    console.log(
      `\n${section}: seeding the school day, then a warm-up and rounds ${rounds.join(', ')} of ${options.seconds} s…`,
    );
    const seeded = await seedDay(data);
    const throughput = { off: [] as number[], on: [] as number[] };
    const scrapes: Scrape[][] = [];
    let failed = 0;
    server = await startNode(serverScript, data.env, '/api/health');
    const state = await startDay(server.url, seeded);
    const warmUp = throughputOf(await runDay(server.url, seeded, state, options.seconds));
    console.log(`  warm-up, metrics off: ${warmUp.rps.toFixed(0)}/s, ${warmUp.failed} failed (not counted)`);
    await server.stop();
    for (const [index, metrics] of rounds.entries()) {
      const env = metrics === 'on' ? { ...data.env, METRICS_TOKEN: token } : data.env;
      server = await startNode(serverScript, env, '/api/health');
      const [day, seen] = await Promise.all([
        runDay(server.url, seeded, state, options.seconds),
        metrics === 'on' ? scrapesDuring(server.url, token, options.seconds) : undefined,
      ]);
      await server.stop();
      server = undefined;
      const round = throughputOf(day);
      throughput[metrics].push(round.rps);
      failed += round.failed;
      if (seen) scrapes.push(seen);
      console.log(
        `  round ${index + 1}, metrics ${metrics}: ${round.rps.toFixed(0)}/s, ${round.failed} failed` +
          (seen
            ? `; scrapes: requests counted ${seen.map((s) => s.requests).join(' → ')}, outbox ${seen.map((s) => `${s.outbox} (oldest ${s.oldestSeconds.toFixed(1)} s)`).join(' → ')}`
            : ''),
      );
      if (round.examples.length) console.log(`  failures, e.g.: ${round.examples.slice(0, 3).join(' | ')}`);
    }

    const off = mean(throughput.off);
    const on = mean(throughput.on);
    const apart = (Math.abs(off - on) / off) * 100;
    addRow({
      section,
      figure: `school day throughput, metrics off / on (${rounds.length} rounds of ${options.seconds} s)`,
      value: `${off.toFixed(0)}/s / ${on.toFixed(0)}/s: ${apart.toFixed(1)} % apart (on is ${on < off ? 'slower' : 'faster'}; rounds off ${range(throughput.off)}, on ${range(throughput.on)}), ${failed} failed`,
      target: '< 5 % apart, none failed',
      met: apart < 5 && failed === 0,
    });
    for (const [i, seen] of scrapes.entries()) {
      const outbox = seen.map((s) => s.outbox);
      addRow({
        section,
        figure: `/metrics during metrics-on round ${i + 1}: histogram count, outbox depth (start, middle, end)`,
        value: `${seen.map((s) => s.requests).join(' → ')}; ${outbox.join(' → ')} e-mails`,
        target: 'count rising, outbox moving',
        met: rising(seen.map((s) => s.requests)) && new Set(outbox).size > 1,
      });
    }
  } finally {
    await server?.stop();
    await data.dispose();
  }
}
