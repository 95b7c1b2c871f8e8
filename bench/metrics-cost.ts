/**
 * What /metrics costs (run by bench/run.ts with `--only metrics`, or in a full run): the school day's load
 * (bench/school-day.ts) on PostgreSQL, on two servers of one database, METRICS_TOKEN unset on one and set on the
 * other, both started once and warmed, the load going to one then the other in short rounds, in the order off,
 * on, on, off (repeated): a shared machine's load swings within seconds, and many short rounds in that order let
 * the swings and the day's own drift (students run out of activities) weigh on both sides alike. Printed:
 * throughput and the server's CPU time per request on each side. While a metrics-on round runs, /metrics is
 * scraped at its start, middle and end, and each scrape's count of requests in the histogram and the outbox's
 * depth are printed: grades send the student an instant e-mail, which waits in the outbox until a mail worker
 * delivers it (SMTP is unset, so into the data directory's outbox folder).
 */
import { randomBytes } from 'node:crypto';
import { type Child, serverScript, startNode } from './lib/processes';
import { parsePrometheusText, total } from './lib/prometheus-text';
import { prepareServerData } from './lib/server-data';
import { addRow } from './lib/table';
import { runDay, seedDay, startDay, throughputOf } from './school-day';

const ORDER = ['off', 'on', 'on', 'off'] as const;
type Metrics = (typeof ORDER)[number];
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
  /** --profile: one CPU profile per server, to see where the difference goes. */
  serverNodeArgs?: string[];
}): Promise<void> {
  const section = 'metrics cost';
  const data = await prepareServerData({
    kind: 'postgres',
    postgresUrl: options.postgresUrl,
    prefix: 'metrics',
  });
  const token = randomBytes(24).toString('hex');
  const rounds = Array.from({ length: options.repeats }, () => ORDER).flat();
  const servers: Partial<Record<Metrics, Child>> = {};
  try {
    console.log(
      `\n${section}: seeding the school day, then ${rounds.length} rounds of ${options.seconds} s (${ORDER.join(', ')}, ${options.repeats} times)…`,
    );
    const seeded = await seedDay(data);
    const off = await startNode(serverScript, data.env, '/api/health', options.serverNodeArgs);
    servers.off = off;
    const on = await startNode(
      serverScript,
      { ...data.env, METRICS_TOKEN: token },
      '/api/health',
      options.serverNodeArgs,
    );
    servers.on = on;
    const state = await startDay(off.url, seeded);
    for (const server of [off, on]) await runDay(server.url, seeded, state, options.seconds);

    const throughput: Record<Metrics, number[]> = { off: [], on: [] };
    const cpuPerRequest: Record<Metrics, number[]> = { off: [], on: [] };
    const scrapes: Scrape[][] = [];
    let failed = 0;
    for (const [index, metrics] of rounds.entries()) {
      const server = metrics === 'on' ? on : off;
      const cpuBefore = server.cpuMs();
      const [day, seen] = await Promise.all([
        runDay(server.url, seeded, state, options.seconds),
        metrics === 'on' ? scrapesDuring(server.url, token, options.seconds) : undefined,
      ]);
      const round = throughputOf(day);
      const cpuMs = (server.cpuMs() - cpuBefore) / (round.rps * day.elapsed + round.failed);
      throughput[metrics].push(round.rps);
      cpuPerRequest[metrics].push(cpuMs);
      failed += round.failed;
      if (seen) scrapes.push(seen);
      console.log(
        `  round ${index + 1}, metrics ${metrics}: ${round.rps.toFixed(0)}/s, server CPU ${cpuMs.toFixed(2)} ms a request, ${round.failed} failed` +
          (seen
            ? `; scrapes: requests counted ${seen.map((s) => s.requests).join(' → ')}, outbox ${seen.map((s) => `${s.outbox} (oldest ${s.oldestSeconds.toFixed(1)} s)`).join(' → ')}`
            : ''),
      );
      if (round.examples.length) console.log(`  failures, e.g.: ${round.examples.slice(0, 3).join(' | ')}`);
    }

    const rpsOff = mean(throughput.off);
    const rpsOn = mean(throughput.on);
    const apart = (Math.abs(rpsOff - rpsOn) / rpsOff) * 100;
    addRow({
      section,
      figure: `school day throughput, metrics off / on (${rounds.length} rounds of ${options.seconds} s)`,
      value: `${rpsOff.toFixed(0)}/s / ${rpsOn.toFixed(0)}/s: ${apart.toFixed(1)} % apart (on is ${rpsOn < rpsOff ? 'slower' : 'faster'}; rounds off ${range(throughput.off)}, on ${range(throughput.on)}), ${failed} failed`,
      target: '< 5 % apart, none failed',
      met: apart < 5 && failed === 0,
    });
    // Throughput moves with whatever else the shared machine runs; the server's own CPU time per request
    // moves less, so it is the steadier reading of what counting and scraping add.
    const cpuOff = mean(cpuPerRequest.off);
    const cpuOn = mean(cpuPerRequest.on);
    addRow({
      section,
      figure: 'server CPU time per request, metrics off / on (scrapes included)',
      value: `${cpuOff.toFixed(2)} ms / ${cpuOn.toFixed(2)} ms: ${(((cpuOn - cpuOff) / cpuOff) * 100).toFixed(1)} % more with metrics`,
      target: '',
    });
    const counts = scrapes.map((seen) => seen.map((s) => s.requests));
    const depths = scrapes.flatMap((seen) => seen.map((s) => s.outbox));
    addRow({
      section,
      figure: `/metrics scraped 3 times in each of ${scrapes.length} metrics-on rounds: histogram count, outbox depth`,
      value: `count rising in ${counts.filter(rising).length} rounds (first: ${counts[0]?.join(' → ')}); outbox ${Math.min(...depths)}–${Math.max(...depths)} e-mails (first round: ${scrapes[0]?.map((s) => s.outbox).join(' → ')})`,
      target: 'count rising in every round, outbox moving',
      met: counts.every(rising) && new Set(depths).size > 1,
    });
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    await data.dispose();
  }
}
