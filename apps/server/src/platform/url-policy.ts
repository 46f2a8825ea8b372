import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/**
 * Where URLs an operator gives (a guide or list to fetch, a channel's source) may lead (issue 32). A
 * public address always; loopback, private, link-local, multicast and every other special range only
 * when SOURCE_NETWORKS lists it (a headend on the LAN, multicast UDP). The server otherwise fetched
 * and reflected its own machine's services (PostgreSQL, an SRT socket) for whoever held the token.
 */
export type Networks = readonly (readonly [ipaddr.IPv4 | ipaddr.IPv6, number])[];

/** SOURCE_NETWORKS's ranges (`10.20.0.0/16`, or one address); the setting's message when one is not. */
export function parseNetworks(ranges: string[]): Networks | { reason: string } {
  const networks: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const range of ranges) {
    try {
      networks.push(range.includes('/') ? ipaddr.parseCIDR(range) : fullRange(ipaddr.parse(range)));
    } catch {
      return { reason: `${range} is no address or CIDR range` };
    }
  }
  return networks;
}

const fullRange = (address: ipaddr.IPv4 | ipaddr.IPv6): [ipaddr.IPv4 | ipaddr.IPv6, number] => [
  address,
  address.kind() === 'ipv4' ? 32 : 128,
];

/** The networks of SOURCE_NETWORKS, which config.ts has checked. */
export function sourceNetworks(config: { SOURCE_NETWORKS: string[] }): Networks {
  const networks = parseNetworks(config.SOURCE_NETWORKS);
  if ('reason' in networks) throw new Error(`SOURCE_NETWORKS: ${networks.reason}`);
  return networks;
}

/** Why `address` may not be reached, or null when it may. */
export function refusedAddress(address: string, allowed: Networks): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // an IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one
    parsed = ipaddr.process(address);
  } catch {
    return `${address} is no address`;
  }
  if (allowed.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits)))
    return null;
  const range = parsed.range();
  return range === 'unicast' ? null : `${address} is a ${range} address, which SOURCE_NETWORKS does not list`;
}

/** The host of a URL as an address when it is one (brackets of IPv6 taken off), else null. */
function literalAddress(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare) ? bare : null;
}

export class DestinationRefusedError extends Error {}

/**
 * Why a URL's host may not be reached, or null: an address is judged as it is, a name by every address
 * it resolves to now. A name that does not resolve here is let through: whoever reads it (the recorder
 * on its machine) resolves it, and an import's fetch is judged again as it connects (`policedAgent`).
 */
export async function refusedHost(host: string, allowed: Networks): Promise<string | null> {
  const literal = literalAddress(host);
  if (literal !== null) return refusedAddress(literal, allowed);
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => []);
  for (const { address } of addresses) {
    const refused = refusedAddress(address, allowed);
    if (refused) return `${host} leads to ${refused}`;
  }
  return null;
}

/**
 * A connection pool whose every connection is judged by the address it is about to connect to, so a
 * name that resolves elsewhere at fetch time than when it was checked (DNS rebinding) is refused too.
 * Addresses written in the URL never reach a lookup: `fetchAllowed` judges those before each request.
 */
export function policedAgent(allowed: Networks): Agent {
  return new Agent({
    connect: {
      lookup(hostname, options, callback) {
        dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
          if (error) return callback(error, '', 0);
          const refused = addresses.map(({ address }) => refusedAddress(address, allowed)).find(Boolean);
          if (refused) return callback(new DestinationRefusedError(`${hostname} leads to ${refused}`), '', 0);
          if ((options as { all?: boolean }).all)
            return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
          const [first] = addresses;
          return callback(null, first?.address ?? '', first?.family ?? 4);
        });
      },
    },
  });
}
