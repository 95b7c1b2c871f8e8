import cluster from 'node:cluster';
import { listenHost } from './http/listen-host';
import { processCount } from './process-count';
import { runPrimary } from './server-processes';

/**
 * The app is a bundle of its own (dist/serve.js), loaded only by the processes that serve: the primary of
 * several processes loads none of it and stays small (decision 126). Named at run time so the bundler leaves
 * it apart.
 */
const serveModule = new URL('./serve.js', import.meta.url).href;

async function main() {
  const processes = processCount(process.env);
  // The primary binds the socket its processes share, at the address they ask for: HOST, read by each. A
  // wrong HOST forks nothing; serve() below says what is wrong with it, as it would for one process.
  const hostHolds = typeof listenHost(process.env) === 'string';
  if (cluster.isPrimary && hostHolds && typeof processes === 'number' && processes > 1) {
    runPrimary(processes, process.env);
    return;
  }
  const { serve } = (await import(serveModule)) as typeof import('./serve');
  await serve(process.env);
}

main().catch((error) => {
  console.error('Aula could not start:', error);
  process.exit(1);
});
