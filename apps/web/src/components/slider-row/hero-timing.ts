/** docs/behaviour/home-and-on-demand.md#hero: the hero slides in 500 ms and loops. */
export const HERO_SLIDE_SPEED_MS = 500;
/** How long each slide stays: the spec sets only the slide itself. */
export const HERO_SLIDE_DELAY_MS = 7000;
/** docs/behaviour/home-and-on-demand.md#hero: a slide's video starts after 1 s. */
export const HERO_TRAILER_DELAY_MS = 1000;
