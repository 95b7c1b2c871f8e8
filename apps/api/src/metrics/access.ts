import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Who may read /metrics: a bearer token, addresses and ranges, or both (either one lets a scraper in). */
export interface MetricsAccess {
  token?: string;
  allow: string[];
}

/**
 * METRICS_TOKEN and METRICS_ALLOW: unset both and there is no /metrics at all, since the figures tell an
 * outsider how busy the school is and which routes exist. The token is compared in constant time.
 */
export function parseMetricsAccess(
  token: string | undefined,
  allow: string | undefined,
): MetricsAccess | undefined {
  const entries = (allow ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!token && entries.length === 0) return undefined;
  if (token !== undefined && token.length < 32)
    throw new Error('METRICS_TOKEN must be at least 32 characters long');
  for (const entry of entries) addressList([entry]);
  return { ...(token ? { token } : {}), allow: entries };
}

/** The addresses and CIDR ranges of METRICS_ALLOW, IPv4 and IPv6, in Node's own matcher. */
function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`METRICS_ALLOW takes addresses and CIDR ranges: '${entry}'`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
      throw new Error(`METRICS_ALLOW has a range with a wrong prefix: '${entry}'`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}

/** A check of one request's address and Authorization header against the configured access. */
export function metricsGate(
  access: MetricsAccess,
): (ip: string, authorization: string | undefined) => boolean {
  const allowed = addressList(access.allow);
  const expected = access.token ? Buffer.from(`Bearer ${access.token}`) : undefined;
  return (ip, authorization) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(address);
    if (family !== 0 && allowed.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
    if (!expected || authorization === undefined) return false;
    const given = Buffer.from(authorization);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
