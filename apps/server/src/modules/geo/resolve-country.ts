import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.js';

type GeoIp = typeof import('geoip-country');

const COUNTRY_CODE = /^[A-Z]{2}$/;
// Codes that proxies send when they do not know the country (Cloudflare: XX unknown, T1 Tor).
const UNKNOWN_CODES = new Set(['XX', 'T1', 'ZZ']);

// GeoLite2's country table, not its city tables (ADR 022): about 20 MB once read, which happens on the
// first public address, so a server behind a proxy that names the country never reads it.
let geoIp: Promise<GeoIp> | undefined;
function loadGeoIp(): Promise<GeoIp> {
  geoIp ??= import('geoip-country').then((module) => module.default);
  return geoIp;
}

/** Addresses that no GeoIP table can place: loopback, private, link-local and carrier-grade NAT. */
export function isNonPublicAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

function trustedHeaderCountry(request: FastifyRequest, config: Config): string | undefined {
  if (!config.COUNTRY_HEADER) return undefined;
  const raw = request.headers[config.COUNTRY_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && COUNTRY_CODE.test(value) && !UNKNOWN_CODES.has(value) ? value : undefined;
}

async function geoIpCountry(ip: string): Promise<string | undefined> {
  if (isNonPublicAddress(ip)) return undefined;
  const country = (await loadGeoIp()).lookup(ip)?.country;
  return country && COUNTRY_CODE.test(country) ? country : undefined;
}

/**
 * The visitor's country when the request tells it: the trusted proxy header when it carries a valid
 * code, else a GeoIP lookup of a public client address; undefined for a private address.
 */
export async function knownCountry(request: FastifyRequest, config: Config): Promise<string | undefined> {
  return trustedHeaderCountry(request, config) ?? (await geoIpCountry(request.ip));
}

/** The visitor's country (`knownCountry`), else the configured default: what the country gate decides by. */
export async function resolveCountry(request: FastifyRequest, config: Config): Promise<string> {
  return (await knownCountry(request, config)) ?? config.DEFAULT_COUNTRY;
}
