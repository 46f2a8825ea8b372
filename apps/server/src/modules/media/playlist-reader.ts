/** A media segment as a client reads it from a playlist: what it has to know to play it. */
export interface ReadSegment {
  mediaSequence: number;
  discontinuitySequence: number;
  uri: string;
  duration: number;
  map: string;
  /** Set on the segments the playlist dates (EXT-X-PROGRAM-DATE-TIME right before them). */
  programDateTime?: number;
  /** The segment is preceded by EXT-X-DISCONTINUITY. */
  discontinuity: boolean;
}

export interface ReadPlaylist {
  tags: Map<string, string>;
  skipped: number;
  segments: ReadSegment[];
}

/**
 * Reads a media playlist the way an HLS client does (RFC 8216 sequence rules), for tests and the
 * bench to check what the server wrote without trusting the writer's own code.
 */
export function readPlaylist(text: string): ReadPlaylist {
  const lines = text.split('\n').filter((line) => line.length > 0);
  if (lines[0] !== '#EXTM3U') throw new Error('not a playlist');
  const tags = new Map<string, string>();
  const segments: ReadSegment[] = [];
  let skipped = 0;
  let mediaSequence = 0;
  let discontinuitySequence = 0;
  let pending: { duration?: number; map?: string; date?: number; discontinuity: boolean } = {
    discontinuity: false,
  };
  let map = '';
  for (const line of lines.slice(1)) {
    if (!line.startsWith('#')) {
      if (pending.discontinuity) discontinuitySequence++;
      segments.push({
        mediaSequence: mediaSequence++,
        discontinuitySequence,
        uri: line,
        duration: pending.duration ?? Number.NaN,
        map,
        discontinuity: pending.discontinuity,
        ...(pending.date !== undefined ? { programDateTime: pending.date } : {}),
      });
      pending = { discontinuity: false };
      continue;
    }
    const [name = '', value = ''] = line.split(/:(.*)/s);
    if (name === '#EXTINF') pending.duration = Number(value.split(',')[0]);
    else if (name === '#EXT-X-DISCONTINUITY') pending.discontinuity = true;
    else if (name === '#EXT-X-MAP') map = /URI="([^"]+)"/.exec(value)?.[1] ?? '';
    else if (name === '#EXT-X-PROGRAM-DATE-TIME') pending.date = Date.parse(value);
    else if (name === '#EXT-X-SKIP') {
      skipped = Number(/SKIPPED-SEGMENTS=(\d+)/.exec(value)?.[1]);
      mediaSequence += skipped;
    } else {
      tags.set(name.slice(1), value);
      if (name === '#EXT-X-MEDIA-SEQUENCE') mediaSequence = Number(value);
      if (name === '#EXT-X-DISCONTINUITY-SEQUENCE') discontinuitySequence = Number(value);
    }
  }
  return { tags, skipped, segments };
}
