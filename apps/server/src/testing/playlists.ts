import { getOptions, parse, setOptions, type types } from 'hls-parser';

/*
 * How tests and the bench read the HLS playlists the server writes: with hls-parser, as a client would
 * (RFC 8216 and its low-latency tags: EXT-X-SKIP, EXT-X-SERVER-CONTROL, EXT-X-PART), never with the
 * writer's own code. Segments come with their media and discontinuity sequence numbers (EXT-X-SKIP's
 * skipped segments counted), their init section (EXT-X-MAP, carried to the segments after it) and the
 * date written on them (EXT-X-PROGRAM-DATE-TIME).
 */

export type MediaPlaylist = types.MediaPlaylist;
export type MasterPlaylist = types.MasterPlaylist;
export type MediaSegment = types.Segment;

/**
 * hls-parser takes Apple's low-latency profile for the RFC here: it asks CAN-BLOCK-RELOAD=YES of every
 * EXT-X-SERVER-CONTROL, where RFC 8216bis (4.4.3.8) makes it optional. The server offers delta updates
 * (CAN-SKIP-UNTIL) without blocking reloads, so this one finding is not a fault.
 */
const NOT_A_FAULT = ['EXT-X-SERVER-CONTROL: CAN-BLOCK-RELOAD=YES is mandatory for Low-Latency HLS'];

/**
 * Parses a playlist, failing on every rule it breaks. hls-parser's strict mode stops at the first
 * finding, so the findings are taken from its lenient mode, which reports each with console.error
 * and goes on, and all but the ones above fail the read.
 */
function parseChecked(text: string): MasterPlaylist | MediaPlaylist {
  const findings: string[] = [];
  const [options, log] = [getOptions(), console.error];
  setOptions({ strictMode: false, silent: false });
  console.error = (message: unknown) => findings.push(String(message));
  let playlist: MasterPlaylist | MediaPlaylist | undefined;
  try {
    playlist = parse(text);
  } catch (error) {
    // what it could not read at all, past its findings (a text that is no playlist ends here)
    findings.push(String(error));
  } finally {
    console.error = log;
    setOptions(options);
  }
  const faults = findings.filter((finding) => !NOT_A_FAULT.some((allowed) => finding.endsWith(allowed)));
  if (faults.length > 0 || !playlist)
    throw new Error(`${faults.join('\n')}\nin the playlist:\n${text.slice(0, 2000)}`);
  return playlist;
}

/** A media playlist as a client reads it; throws on a master playlist or a playlist breaking the RFC. */
export function readMediaPlaylist(text: string): MediaPlaylist {
  const playlist = parseChecked(text);
  if (playlist.isMasterPlaylist) throw new Error(`a master playlist, not a media playlist:\n${text}`);
  return playlist;
}

/** A master playlist as a client reads it; throws on a media playlist or a playlist breaking the RFC. */
export function readMasterPlaylist(text: string): MasterPlaylist {
  const playlist = parseChecked(text);
  if (!playlist.isMasterPlaylist) throw new Error(`a media playlist, not a master playlist:\n${text}`);
  return playlist;
}
