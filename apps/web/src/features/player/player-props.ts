/** What a page hands the player; the player asks for the ticket and keeps the stream's heartbeat itself. */
export interface PlayerProps {
  /** The channel (live) or item (catch-up, movie, play, episode) to play. */
  contentId: number;
  /** Shown in the controls, the stream list of other devices and the picture-in-picture window. */
  title: string;
  kind: 'live' | 'vod';
  /** Resume from this second (Continue Watching); from the start when absent. */
  startAt?: number;
  /** Called about every SESSION_INTERVAL_MS while playing, and on pause and leaving, with the position. */
  onPosition?: (seconds: number, duration: number) => void;
  /** The episode after this one: the next-episode prompt offers it (docs/behaviour/playback-and-streams.md#next-episode). */
  next?: { title: string; href: string };
  /** Seconds into the video where its ending (credits) starts; the prompt opens when it passes. */
  endingTime?: number;
  /** Live: the neighbouring channels for channel up/down zapping. */
  zapping?: { previousHref?: string; nextHref?: string };
  /** Live: start at this instant inside the DVR window (a past programme played from the guide). */
  startAtInstant?: Date;
  /**
   * A past programme of the channel `contentId` played as catch-up cut from its recording: its guide
   * StartsAt (the ticket's ProgrammeStart); the player then plays it on demand (`kind` vod).
   */
  programmeStart?: string;
  /** Live: the channel's package, so a channel the plan does not cover can offer its add-on (ADR 030). */
  packageName?: string;
}
