import { execFile } from 'node:child_process';
import { ffmpegPath } from '../encoding/public.js';
import { refusedHost, type Networks } from '../../platform/url-policy.js';
import { controlInLine, TEXT_LIMITS } from './imported-text.js';

/**
 * What ffmpeg opens for an HTTP source: HTTP over TCP, HTTPS over TLS (an http:// source may redirect
 * to https://, and a playlist may list segments on either), and crypto for an HLS stream's AES-128
 * segments (#EXT-X-KEY). Not file, concat, subfile, data, rtp or udp, which a playlist or an SDP
 * served over HTTP could otherwise name: ffmpeg's own default for nested HTTP reads allows RTP and UDP.
 */
const OVER_HTTP = ['http', 'https', 'tcp', 'tls', 'crypto'];

/**
 * Every scheme a channel source may have, and the protocols ffmpeg opens to read it: its
 * `-protocol_whitelist` (issue 32), so that what a source says cannot send ffmpeg anywhere else.
 */
const PROTOCOLS_OF: Record<string, readonly string[]> = {
  http: OVER_HTTP,
  https: OVER_HTTP,
  rtmp: ['rtmp', 'tcp'],
  rtmps: ['rtmps', 'tls', 'tcp'],
  srt: ['srt'],
  udp: ['udp'],
  rtp: ['rtp', 'udp'],
};

/** Read by any ffmpeg (and any recorder): an HLS or progressive stream over HTTP. */
const ALWAYS = ['http', 'https'];
/** Live inputs a recorder takes when its ffmpeg was built with them (`ffmpeg -protocols`). */
const WHEN_FFMPEG_READS = Object.keys(PROTOCOLS_OF).filter((scheme) => !ALWAYS.includes(scheme));

/** A source URL's scheme, lower case (RFC 3986 §3.1); empty when it has none. */
export const sourceScheme = (url: string): string =>
  /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? '';

/** The protocols ffmpeg may open to read a source (its `-protocol_whitelist`); throws for a scheme no source has. */
export function ffmpegProtocols(url: string): string {
  const scheme = sourceScheme(url);
  const protocols = PROTOCOLS_OF[scheme];
  if (!protocols) throw new Error(`${scheme || url} is not a source scheme the recorder reads`);
  return protocols.join(',');
}

const known = new Map<string, Promise<ReadonlySet<string>>>();

/** The input protocols `ffmpeg -protocols` lists; none when it cannot be run. */
function ffmpegInputs(binary: string): Promise<Set<string>> {
  return new Promise((resolve) => {
    execFile(binary, ['-hide_banner', '-protocols'], { timeout: 10_000 }, (error, stdout) => {
      if (error) return resolve(new Set());
      const input = /Input:\s*([\s\S]*?)(?:Output:|$)/.exec(stdout)?.[1] ?? '';
      resolve(new Set(input.split(/\s+/).filter(Boolean)));
    });
  });
}

/**
 * The URL schemes a channel source may have: http(s), and the live protocols this machine's ffmpeg
 * reads, asked once per binary (the answer cannot change while the server runs).
 */
export function sourceProtocols(ffmpegOverride?: string): Promise<ReadonlySet<string>> {
  const binary = ffmpegPath(ffmpegOverride);
  let protocols = known.get(binary);
  if (!protocols) {
    protocols = ffmpegInputs(binary).then(
      (inputs) => new Set([...ALWAYS, ...WHEN_FFMPEG_READS.filter((name) => inputs.has(name))]),
    );
    known.set(binary, protocols);
  }
  return protocols;
}

/** What a source may be: the schemes this ffmpeg reads, the networks it may reach, hosts already judged. */
export interface SourcePolicy {
  protocols: ReadonlySet<string>;
  networks: Networks;
  hosts?: Map<string, Promise<string | null>>;
}

/** Where a channel's picture comes from: a URL, and the HTTP Referer and User-Agent its server wants. */
export interface SourceSetting {
  url: string;
  referrer: string | null;
  userAgent: string | null;
}

/**
 * The source as written (ffmpeg reads VLC's `udp://@239.0.0.1:1234`, which URL parsing would rewrite),
 * blank headers as none, or why a recorder may not read it: a URL it does not read, a control character
 * in the URL or a header (imported-text.ts), or a host the URL policy does not let it reach
 * (SOURCE_NETWORKS, platform/url-policy.ts).
 */
export async function checkSource(
  setting: { url: string; referrer?: string | null; userAgent?: string | null },
  policy: SourcePolicy,
): Promise<{ source: SourceSetting } | { reason: string }> {
  const source = {
    url: setting.url.trim(),
    referrer: setting.referrer?.trim() || null,
    userAgent: setting.userAgent?.trim() || null,
  };
  const long = (
    [
      ['URL', source.url, TEXT_LIMITS.url],
      ['referrer', source.referrer, TEXT_LIMITS.url],
      ['user agent', source.userAgent, TEXT_LIMITS.userAgent],
    ] as const
  ).find(([, value, limit]) => value !== null && value.length > limit);
  if (long) return { reason: `the ${long[0]} is longer than ${long[2]} characters` };
  const control = controlInLine({
    URL: source.url,
    referrer: source.referrer,
    'user agent': source.userAgent,
  });
  if (control) return { reason: control };
  const readable = readableUrl(source.url, policy.protocols);
  if ('reason' in readable) return readable;
  const host = readable.url.hostname;
  // a list names the same few hosts again and again: each is looked up once per list
  let verdict = policy.hosts?.get(host);
  if (!verdict) {
    verdict = refusedHost(host, policy.networks);
    policy.hosts?.set(host, verdict);
  }
  const refused = await verdict;
  return refused ? { reason: `${source.url} may not be read: ${refused}` } : { source };
}

/** The source URL as parsed, or why a recorder could not read it. */
function readableUrl(text: string, protocols: ReadonlySet<string>): { url: URL } | { reason: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { reason: `"${text}" is not a URL` };
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!protocols.has(scheme))
    return {
      reason: `${scheme}:// is not a source this server's ffmpeg reads (${[...protocols].join(', ')})`,
    };
  return { url };
}
