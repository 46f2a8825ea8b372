import type { Networks } from '../../platform/url-policy.js';
import { checkSource, sourceProtocols } from '../guide/public.js';
import type { SourceInput } from './source-probe.js';

/** Where this recorder may read from (issue 32). */
export interface SourceReach {
  /** SOURCE_NETWORKS: the ranges besides public ones a source may lead to. */
  networks: Networks;
  /**
   * Sources this process broadcasts itself (the demo broadcaster on 127.0.0.1): no operator gave them,
   * so they are read without SOURCE_NETWORKS listing loopback.
   */
  ownSources?: readonly string[];
}

/**
 * Why the recorder may not read a source now, or null: judged as when it was set (the guide's
 * checkSource: a scheme this ffmpeg reads, a host the URL policy lets it reach), with its name looked up
 * again, since a source is read for months and its name may lead elsewhere by now (DNS rebinding).
 *
 * What this leaves open: ffmpeg looks the name up once more as it connects, so a name that answers this
 * lookup with a public address and ffmpeg's, a moment later, with a refused one is still read; so is
 * wherever an HTTP redirect or a playlist's absolute URI leads, which ffmpeg follows on its own. Giving
 * ffmpeg the address instead of the name would close the first for RTMP, SRT, UDP and plain HTTP (with
 * a Host header), but not for HTTPS, whose TLS takes its server name (SNI) from the URL: not done, so
 * that every scheme is read the same way.
 */
export async function refusedSource(
  source: SourceInput,
  ffmpeg: string,
  reach: SourceReach,
): Promise<string | null> {
  if (reach.ownSources?.includes(source.url)) return null;
  const protocols = await sourceProtocols(ffmpeg);
  const checked = await checkSource(source, { protocols, networks: reach.networks });
  return 'reason' in checked ? checked.reason : null;
}
