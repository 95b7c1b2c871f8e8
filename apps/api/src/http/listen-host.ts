import { isIP } from 'node:net';

/** Every IPv4 interface, where the server always listened: existing deployments stay as they were. */
export const DEFAULT_LISTEN_HOST = '0.0.0.0';

/**
 * HOST (documented in config.ts): the address every server process listens on, or what is wrong with it. Read
 * here, without the rest of the configuration, so the primary of several processes can check it too. An
 * address rather than a name, which could resolve to another interface than meant, or to none at start;
 * `localhost` is the one name taken (Fastify listens on each of its loopback addresses).
 */
export function listenHost(env: NodeJS.ProcessEnv): string | { problem: string } {
  const value = env.HOST?.trim();
  if (!value) return DEFAULT_LISTEN_HOST;
  if (value.toLowerCase() === 'localhost') return 'localhost';
  // '[::1]' as written in an address bar.
  const address = value.replace(/^\[(.+)\]$/, '$1');
  if (isIP(address) !== 0) return address;
  return { problem: `HOST must be an IPv4 or IPv6 address, or localhost: '${value}'` };
}
