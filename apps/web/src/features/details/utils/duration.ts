import type { ContentItem } from '@sahra/contracts';
import { metadataValue } from '../../../lib/content-item';

export interface DurationParts {
  hours: number;
  minutes: number;
}

/** Seconds as whole hours and minutes (rounded to the nearest minute); nothing for a missing or nonsensical length. */
export function durationParts(seconds: number): DurationParts | undefined {
  if (!Number.isFinite(seconds) || seconds < 30) return undefined;
  const totalMinutes = Math.round(seconds / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The item's running time in seconds: its Duration field, else the duration metadata (seconds as text). */
export function itemDurationSeconds(item: ContentItem): number {
  if (item.Duration > 0) return item.Duration;
  const fromMetadata = Number(metadataValue(item, 'duration'));
  return Number.isFinite(fromMetadata) ? fromMetadata : 0;
}
