// The HTTP baseline of the bench: a bare Fastify route answering a small JSON, nothing else (no database,
// no authentication, no logging), run as its own process like the Aula server. Every API figure is
// reported as a ratio to what this route does on the same machine, with the same load generator.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const Fastify = createRequire(path.join(repo, 'apps/api/package.json'))('fastify');

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ id: 1, name: 'Inglés B1', language: 'en', approved: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
