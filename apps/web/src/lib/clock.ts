/**
 * The product's time in the web app, the one place that reads it. In the browser it is the browser's clock
 * (the journeys set it with Playwright's clock to the server's instant); while the server renders a first
 * screen it is the server's clock, so the markup and the hydrated page agree on "now".
 */
let readMs: () => number = () => Date.now();

export const nowMs = (): number => readMs();

export const now = (): Date => new Date(readMs());

/** Called once by the server before rendering pages: its clock is the product's clock. */
export function setClockSource(read: () => number) {
  readMs = read;
}
