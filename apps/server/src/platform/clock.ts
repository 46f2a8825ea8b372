/** Time as the services see it; tests inject their own to run days of behaviour in seconds. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
