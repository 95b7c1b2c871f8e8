import cluster from 'node:cluster';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { relayedMail, SENDS_MAIL_ENV, WAKE_MAIL } from './server-processes';

/** One server process: the app on PORT until SIGTERM or SIGINT. */
export async function serve(env: NodeJS.ProcessEnv) {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  // Of several processes only the one the primary named sends e-mail; the others ask it to (decision 126).
  const sendsMail = !cluster.isWorker || env[SENDS_MAIL_ENV] === '1';
  const app = await buildApp(config, sendsMail ? {} : { mail: relayedMail() });
  if (cluster.isWorker && sendsMail) {
    process.on('message', (message) => {
      if (message === WAKE_MAIL) app.mail.wake();
    });
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}
