import { isIP } from 'node:net';

/**
 * Which peers may set X-Forwarded-For: loopback always (the storefront's server rendering calls
 * the API in-process over loopback and passes the shopper's address on), plus TRUST_PROXY — a
 * hop count (`1`: the nearest proxy) or a comma-separated list of proxy addresses. Never
 * 'trust everything': `true`/`all` is refused at start.
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | null;

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim();
  if (!value || value === '0' || value.toLowerCase() === 'false') return null;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  if (['true', 'all', '*'].includes(value.toLowerCase())) {
    throw new Error('TRUST_PROXY must be a hop count or a list of proxy addresses, never "trust everything"');
  }
  const addresses = value
    .split(',')
    .map((s) => normalizeAddress(s.trim()))
    .filter(Boolean);
  for (const address of addresses) {
    if (!isIP(address)) throw new Error(`TRUST_PROXY: ${address} is not an IP address`);
  }
  return { addresses };
}

function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function isLoopback(address: string): boolean {
  const a = normalizeAddress(address);
  return a === '::1' || a.startsWith('127.');
}

/** Fastify's `trustProxy` function: (address of a hop, its index counting from the socket). */
export function trustProxyFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  const addresses = new Set(trust && 'addresses' in trust ? trust.addresses : []);
  const hops = trust && 'hops' in trust ? trust.hops : 0;
  return (address, hop) => isLoopback(address) || hop < hops || addresses.has(normalizeAddress(address));
}
