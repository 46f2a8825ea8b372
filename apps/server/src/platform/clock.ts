/** Time as the services see it; tests inject their own to run days of behaviour in seconds. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` at the moment it is made and then advances with real time. The journeys run
 * the server on one at a fixed instant of a fixed demo day, so the catalog's order, the demo guide, the
 * live playlists and "today" are the same at every run, whatever the hour.
 */
export function clockStartingAt(start: Date, real: Clock = systemClock): Clock {
  const offsetMs = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offsetMs) };
}

/** The product's clock: the real one, unless the configuration names the instant it starts at. */
export const productClock = (start: Date | undefined): Clock =>
  start === undefined ? systemClock : clockStartingAt(start);
