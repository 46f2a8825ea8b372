import { MINUTE_MS, twoDigits } from '@sahra/contracts';
const XMLTV_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?\s*(?:([+-])(\d{2}):?(\d{2})|Z|UTC|GMT)?$/;

/**
 * An XMLTV time ("20261123080000 +0300"): local time digits, then the zone's offset from UTC; the
 * digits may stop after the day, hour or minute, and without an offset the time is UTC (XMLTV DTD).
 * Answers null for anything else, including dates that do not exist.
 */
export function parseXmltvTime(text: string): Date | null {
  const match = XMLTV_TIME.exec(text.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const sign = match[7] === '-' ? -1 : 1;
  const offsetMinutes = sign * (Number(match[8] ?? 0) * 60 + Number(match[9] ?? 0));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || Math.abs(offsetMinutes) > 14 * 60)
    return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(local).getUTCDate() !== day) return null;
  return new Date(local - offsetMinutes * MINUTE_MS);
}

/** An instant as an XMLTV time in the zone `offsetMinutes` east of UTC. */
export function formatXmltvTime(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const zone = `${sign}${twoDigits(Math.floor(Math.abs(offsetMinutes) / 60))}${twoDigits(Math.abs(offsetMinutes) % 60)}`;
  return (
    `${local.getUTCFullYear()}${twoDigits(local.getUTCMonth() + 1)}${twoDigits(local.getUTCDate())}` +
    `${twoDigits(local.getUTCHours())}${twoDigits(local.getUTCMinutes())}${twoDigits(local.getUTCSeconds())} ${zone}`
  );
}
