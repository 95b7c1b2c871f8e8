import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerSession } from './auth/session';
import { secureDataDir } from './bootstrap/data-dir';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { registerCataloguePages } from './catalogue/catalogue-pages';
import { type AppConfig, DEFAULT_NOTIFICATION_MAIL_GAP_MS, fastifyTrustProxy } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { answerFrameworkError, ERROR_MESSAGES, registerErrorHandling } from './errors';
import { createFileStorage } from './files/choose-storage';
import { type FileStorage, ORPHAN_AGE_MS } from './files/storage';
import { UploadSlots } from './files/upload-slots';
import { registerJsonBodies } from './http/json-bodies';
import { redactUrl } from './http/redact-url';
import { newRequestId, registerRequestIds } from './http/request-ids';
import { responseSerializerCompiler } from './http/response-serializer';
import { DEFAULT_BODY_TIME_LIMITS, registerBodyTimeLimits } from './http/slow-bodies';
import { registerTextInputs } from './http/text-inputs';
import { fileTransport, smtpTransport } from './mail/transport';
import { type MailService, startMailWorker } from './mail/worker';
import { registerMetrics } from './metrics/metrics';
import { useNotificationMailSettings } from './notifications/email';
import { scheduleNotificationJobs } from './notifications/jobs';
import { registerRateLimits } from './rate-limit';
import { loadJwtSecret } from './security/secret';
import { seedDemo } from './seed/demo';
import { registerStaticSite } from './web/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    mail: MailService;
    files: FileStorage;
    /** Uploads streaming now, one per account and target (decision 095). */
    uploadSlots: UploadSlots;
    jwtSecret: Uint8Array;
    /** Every route as registered (method, full URL, response schemas), so tests can check each one is covered. */
    routeTable: { method: string; url: string; responses?: Record<string, unknown> }[];
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config; the app will not close it. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Instead of a mail worker of its own: another server process sends the outbox (server.ts, decision 126). */
  mail?: MailService;
  /** Where the one-time notice with a generated admin password goes (default: stdout). */
  print?: (text: string) => void;
}

function loggerOptions(config: AppConfig, stream: BuildOptions['logStream']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        // Plugins log request headers under their own keys too (@fastify/multipart's busboyOptions at trace).
        '*.headers.authorization',
        '*.headers.cookie',
        'req.body.password',
        'req.body.passwordConfirm',
        'req.query.token',
        'res.headers["set-cookie"]',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/** Vitest sets VITEST in its workers; NODE_ENV=test asks for the same checks elsewhere. */
const testing = Boolean(process.env.VITEST) || process.env.NODE_ENV === 'test';

const NO_QUERY = z.strictObject({}, { error: () => ERROR_MESSAGES.unknownParameter });

// Spanish for zod's generic messages (a wrong type, say); every schema's own messages still win.
z.config(z.locales.es());

/**
 * The whole server: database (migrated), first administrator, optional demo data, mail worker, API under
 * /api and the built front end. Tests call it in-process with their own database and data directory.
 * The app is returned before `ready()`: listen() or inject() finish booting, and tests may add routes first.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const bodyTimeLimits = config.bodyTimeLimits ?? DEFAULT_BODY_TIME_LIMITS;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Bodies are JSON forms; uploads go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode is refused before any hook, in Spanish like every other answer.
    frameworkErrors: answerFrameworkError,
    // request.ip is the client named by X-Forwarded-For only when the peer is a configured proxy (TRUST_PROXY).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Short enough to read over the phone from an error message, random enough to stay unique across
    // instances, so the lines of one request can be found in merged logs (decision 165).
    genReqId: newRequestId,
    // An X-Request-Id sent by a client or proxy is ignored: only ids made here reach the logs (decision 165).
    requestIdHeader: false,
    // Node's own backstop for a whole request (checked every 30 s); the body guard below acts sooner.
    requestTimeout: bodyTimeLimits.totalMs + bodyTimeLimits.windowMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Under the tests every answer is also checked against its schema with zod (decision 126).
  app.setSerializerCompiler(responseSerializerCompiler(testing));
  registerRequestIds(app);
  registerErrorHandling(app);
  registerBodyTimeLimits(app, bodyTimeLimits);
  registerJsonBodies(app);
  registerTextInputs(app);
  app.decorate('uploadSlots', new UploadSlots(config.uploadsPerAccount));
  // Before any route: the role matrix and the fuzzer read this table, so a new route cannot go untested.
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url, responses });
    // A route that declares no query parameters takes none: an unknown one is refused, not ignored.
    if (route.url.startsWith('/api/') && !route.schema?.querystring) {
      route.schema = { ...route.schema, querystring: NO_QUERY };
    }
  });

  const ownsDatabase = !options.database;
  let database: Database | undefined = options.database;
  let mail: MailService | undefined;
  let stopNotificationJobs: (() => Promise<void>) | undefined;
  let released = false;
  // Stop the jobs that queue mail, then sending, then close the database they use.
  const release = async () => {
    if (released) return;
    released = true;
    await stopNotificationJobs?.();
    await mail?.stop();
    if (ownsDatabase) await database?.close();
  };
  app.addHook('onClose', release);

  try {
    if (!database && !config.databaseUrl) {
      app.log.info('Opening PGlite (creating it on first start takes a few seconds)');
    }
    // Before anything is written there: DATA_DIR and all in it for the server's user only (decision 096).
    await secureDataDir(config.dataDir, app.log);
    database ??= await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'PostgreSQL connection lost'),
      log: app.log,
    });
    if (database.kind === 'pglite') {
      app.log.info(
        `Database: ${database.description}. PGlite runs with fsync off: a crash of the operating system can lose the last transactions; set DATABASE_URL to use PostgreSQL for real data.`,
      );
    } else {
      app.log.info(`Database: ${database.description}`);
    }

    const db = database.db;
    const files = createFileStorage(database, config.dataDir);
    app.log.info(`Uploaded files: ${files.description}`);
    const print = options.print ?? ((text: string) => process.stdout.write(text));
    const startup = database;
    await startup.withStartupLock(async () => {
      await startup.migrate();
      app.log.info('Database migrations applied');
      const orphans = await files.removeOrphans(db, new Date(Date.now() - ORPHAN_AGE_MS));
      if (orphans > 0) app.log.info({ orphans }, 'removed the bytes of uploads no row points at');
      const admin = await ensureFirstAdmin(db, config.admin);
      if (admin.created) {
        app.log.info({ username: admin.username }, 'first administrator created');
        if (admin.generatedPassword) {
          print(
            [
              '',
              '================================================================',
              ' Aula: first administrator created',
              `   username: ${admin.username}`,
              `   password: ${admin.generatedPassword}`,
              ' This password is shown only once. Sign in and keep it safe.',
              '================================================================',
              '',
            ].join('\n'),
          );
        }
      }
      if (config.seedDemo) {
        const seeded = await seedDemo(db, files, new Date(), config.schoolTimeZone);
        app.log.info(seeded ? 'demo school loaded (SEED_DEMO)' : 'demo school already present (SEED_DEMO)');
      }
    });

    const { secret, source } = await loadJwtSecret(config.jwtSecret, config.dataDir, database);
    if (source === 'database') {
      app.log.info('Session tokens are signed with the key kept in the database (app_secrets)');
    } else if (source !== 'env') {
      app.log.info(`Session tokens are signed with the key in ${path.join(config.dataDir, 'jwt-secret')}`);
    }

    if (options.mail) {
      mail = options.mail;
    } else {
      const mailLog = app.log.child({ module: 'mail' });
      const transport = config.smtpUrl
        ? smtpTransport(config.smtpUrl, config.mailFrom)
        : fileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, mailLog);
      mail = startMailWorker({ db, transport, retry: config.mailRetry, log: mailLog });
    }
    app.log.info(`E-mail: ${mail.transportDescription}`);

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', db);
    app.decorate('files', files);
    app.decorate('mail', mail);
    // A write may have queued e-mail in its transaction, also from deep inside a route's queries (notify()
    // does for instant notices): after each successful write the worker looks at the outbox at once, instead
    // of at its next poll. Wakes that come together are one look.
    const outboxWorker = mail;
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
        outboxWorker.wake();
    });
    app.decorate('jwtSecret', secret);
    useNotificationMailSettings({
      publicUrl: config.publicUrl,
      secret,
      gapMs: config.notificationMailGapMs ?? DEFAULT_NOTIFICATION_MAIL_GAP_MS,
    });
    if (config.notificationJobsEveryMs) {
      stopNotificationJobs = scheduleNotificationJobs(app, config.notificationJobsEveryMs);
    }

    if (config.metrics) registerMetrics(app, config.metrics, database);

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          // Test media are fetched with the session token and shown through object URLs (decision 157):
          // blob: addresses can only be made by our own scripts, which script-src keeps to 'self'.
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
        },
      },
      // YouTube's embedded player refuses to play without a Referer (error 153), which helmet's default
      // 'no-referrer' removes; this still sends only the origin to other sites.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only where the school is served over HTTPS (decision 082): on http://localhost it would be ignored
      // at best, and pin a developer's browser to HTTPS at worst.
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: false }
        : false,
    });
    // Closed by default: the front end is served from this same origin. Other sites only if configured.
    if (config.corsOrigins?.length) {
      await app.register(cors, {
        origin: config.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        exposedHeaders: ['x-request-id'],
      });
    }
    registerSession(app, secret);
    await registerRateLimits(app, config);

    await app.register(import('./routes'), { prefix: '/api' });

    await registerCataloguePages(app, config.staticDir);
    await registerStaticSite(app, config.staticDir);
  } catch (error) {
    await release();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
