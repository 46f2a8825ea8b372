import { dvrHoursOf, type ContentItem, type GuideEntry, HOUR_MS } from '@sahra/contracts';
import { metadataValue } from '../../../lib/content-item';

/** The channel's DVR window in hours: its DVR metadata, else the product's 8 hours (docs/behaviour/channels-live-guide.md#dvr). */
export function channelDvrHours(channel: ContentItem): number {
  return dvrHoursOf(metadataValue(channel, 'DVR'));
}

/**
 * What a guide entry offers now (issue 6 point 3): the programme on air plays live; a past one that
 * started inside the DVR window plays from its start by timeshift; an older one plays as catch-up cut
 * from the channel's recording when there is a cut, else as its catch-up episode when it has one, else
 * not at all; a coming one is only listed.
 */
export type ProgrammeStatus =
  | { when: 'upcoming' }
  | { when: 'on-air' }
  | { when: 'past'; timeshiftFrom: Date }
  | { when: 'past'; recordedStart: string }
  | { when: 'past'; catchupId: number }
  | { when: 'past' };

export function programmeStatus(entry: GuideEntry, now: Date, dvrHours: number): ProgrammeStatus {
  const starts = new Date(entry.StartsAt);
  const stops = new Date(entry.StopsAt);
  if (now < starts) return { when: 'upcoming' };
  if (now < stops) return { when: 'on-air' };
  if (isInDvrWindow(starts, now, dvrHours)) return { when: 'past', timeshiftFrom: starts };
  if (entry.Catchup) return { when: 'past', recordedStart: entry.StartsAt };
  if (entry.ContentId !== null) return { when: 'past', catchupId: entry.ContentId };
  return { when: 'past' };
}

function isInDvrWindow(instant: Date, now: Date, dvrHours: number): boolean {
  return instant <= now && now.getTime() - instant.getTime() <= dvrHours * HOUR_MS;
}

/**
 * The instant of the URL's `at` parameter (a past programme opened from a guide), when it is a real
 * instant inside the channel's DVR window now; anything else plays live.
 */
export function parseStartInstant(raw: string | null, now: Date, dvrHours: number): Date | undefined {
  if (!raw) return undefined;
  const instant = new Date(raw);
  if (Number.isNaN(instant.getTime())) return undefined;
  return isInDvrWindow(instant, now, dvrHours) ? instant : undefined;
}

/** The URL's `catchup` parameter (a programme cut from the recording, opened from a guide) when it is an instant. */
export function parseProgrammeStart(raw: string | null): string | undefined {
  return raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;
}

/** "HH:mm" of the entry's StartTime (HH:mm:ss, already on the viewer's clock). */
export function startClock(entry: GuideEntry): string {
  return entry.StartTime.slice(0, 5);
}

/** Whole minutes of a Duration hh:mm:ss; 0 when it is malformed. */
export function durationMinutes(entry: GuideEntry): number {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(entry.Duration);
  if (!match) return 0;
  return Number(match[1]) * 60 + Number(match[2]) + Math.round(Number(match[3]) / 60);
}
