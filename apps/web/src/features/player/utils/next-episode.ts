import { NEXT_EPISODE_FALLBACK_SECONDS } from '@sahra/contracts';

/**
 * docs/behaviour/playback-and-streams.md#next-episode: the next-episode prompt opens when the time passes the ending time (the credits), or, with no
 * ending time known, within NEXT_EPISODE_FALLBACK_SECONDS of the end. Not before playback has begun.
 */
export function nextEpisodeDue(currentTime: number, duration: number, endingTime?: number): boolean {
  if (!(currentTime > 0)) return false;
  if (endingTime !== undefined && endingTime > 0) return currentTime >= endingTime;
  if (!Number.isFinite(duration) || duration <= 0) return false;
  return currentTime >= duration - NEXT_EPISODE_FALLBACK_SECONDS;
}

/** The countdown as a clock, m:ss, which reads the same in both languages and needs no plural. */
export function countdownClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
