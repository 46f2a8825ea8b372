import { createHash } from 'node:crypto';
import path from 'node:path';
import { MEDIA_SEGMENT_SECONDS, type MediaRendition } from '@sahra/contracts';
import { LADDER } from '../encoding/public.js';

/** One programme clip of the demo library: what its picture says and how it sounds. */
export interface ClipDesign {
  english: string;
  arabic: string;
  /** Test picture behind the labels, so that neighbouring clips look different at a glance. */
  pattern: 'testsrc2' | 'smptebars' | 'rgbtestsrc';
  toneHz: number;
}

export const CLIPS: readonly ClipDesign[] = [
  { english: 'Evening News', arabic: 'أخبار المساء', pattern: 'smptebars', toneHz: 440 },
  { english: 'Desert Drama', arabic: 'دراما الصحراء', pattern: 'testsrc2', toneHz: 523 },
  { english: 'Kitchen Stories', arabic: 'حكايات المطبخ', pattern: 'rgbtestsrc', toneHz: 587 },
  { english: 'Football Tonight', arabic: 'كرة القدم الليلة', pattern: 'testsrc2', toneHz: 659 },
  { english: 'Cartoon Hour', arabic: 'ساعة الكرتون', pattern: 'smptebars', toneHz: 698 },
  { english: 'Wild Nature', arabic: 'الطبيعة البرية', pattern: 'rgbtestsrc', toneHz: 784 },
  { english: 'Music Hits', arabic: 'أجمل الأغاني', pattern: 'testsrc2', toneHz: 880 },
  { english: 'Comedy Night', arabic: 'ليلة الكوميديا', pattern: 'smptebars', toneHz: 988 },
];

/** The library's shape: how many clips, how long each; every clip has the same length. */
export interface LibraryShape {
  clipCount: number;
  clipSeconds: number;
}

export const segmentsPerClip = (shape: LibraryShape) => shape.clipSeconds / MEDIA_SEGMENT_SECONDS;

/** Which clip plays an item or a programme: fixed by its id, so every server agrees without a table. */
export function clipOf(key: number | string, shape: LibraryShape): number {
  if (typeof key === 'number') return Math.abs(key) % shape.clipCount;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % shape.clipCount;
}

/**
 * Where a clip's files are: MEDIA_DIR/clips/{clip}/{rendition}/init.mp4 and {n}.m4s. A clip folder
 * exists only once complete (it is written under a temporary name and renamed), so its presence is
 * its readiness.
 */
export const clipDir = (mediaDir: string, clip: number) => path.join(mediaDir, 'clips', String(clip));

const versions = new Map<number, string>();

/**
 * The version of the clips made `clipSegments` segments long: a digest of what makes their bytes (the
 * length, the ladder, the clips' designs). Clips are made again when any of it changes, and an edge keeps
 * a file for a year under its path, so the path names the version (ADR 035).
 */
export function clipVersion(clipSegments: number): string {
  let version = versions.get(clipSegments);
  if (!version) {
    const made = JSON.stringify({ clipSeconds: clipSegments * MEDIA_SEGMENT_SECONDS, LADDER, CLIPS });
    version = `v${createHash('sha256').update(made).digest('hex').slice(0, 10)}`;
    versions.set(clipSegments, version);
  }
  return version;
}

/**
 * URI of a segment (or the init segment) relative to a media playlist: inside the playlist's own scope
 * (`{scope}/clips/{clip}/{version}/…`), so a token opens a title's segments and nothing else, and every
 * viewer reads the same path.
 */
export const segmentUri = (clip: number, clipSegments: number, rendition: MediaRendition, file: string) =>
  `clips/${clip}/${clipVersion(clipSegments)}/${rendition}/${file}`;
