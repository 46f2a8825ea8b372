/** Id ranges per kind of item, far enough apart for the 1,000,000-title benchmark catalog. */
export const IdBase = {
  Channel: 10_000,
  Trailer: 20_000,
  /** the hero slides' trailers (a few dozen at most: the slides are a fixed few) */
  SlideTrailer: 90_000,
  Series: 100_000,
  Season: 1_000_000,
  Episode: 2_000_000,
  Movie: 10_000_000,
  Play: 20_000_000,
  Program: 30_000_000,
  Clip: 40_000_000,
  Person: 1,
} as const;

/** Root categories of the on-demand areas, next to the spec's 2 (channels) and 10002 (catch-up). */
export const OnDemandCategory = {
  Movies: 10010,
  Series: 10011,
  Plays: 10012,
  Programs: 10013,
} as const;
