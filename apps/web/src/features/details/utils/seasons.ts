import type { CustomValue } from '@sahra/contracts';

/**
 * Season numbers from the show's season custom values (UrlEncodedName is the number), ascending and
 * each once; values that are not a season number are skipped rather than shown as a broken button.
 */
export function seasonNumbers(values: readonly CustomValue[]): number[] {
  const numbers = new Set<number>();
  for (const value of values) {
    const text = value.UrlEncodedName.trim();
    if (!/^\d{1,4}$/.test(text)) continue;
    const season = Number(text);
    if (season > 0) numbers.add(season);
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The season a URL asks for when the show has it, else the first season (none when the show has no seasons). */
export function chooseSeason(raw: string | null, seasons: readonly number[]): number | undefined {
  const asked = raw !== null && /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
  return asked !== undefined && seasons.includes(asked) ? asked : seasons[0];
}
