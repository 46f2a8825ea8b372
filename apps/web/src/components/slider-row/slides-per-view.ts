/**
 * Slides per view of the content rows (docs/behaviour/home-and-on-demand.md#content-rows): 2 from 350 px, 3 from 768, 4 from 1200, 5 from 1450;
 * channel rows (logo tiles) show 5, and 7 from 1200. Phones narrower than 350 px still get 2.
 * One table drives the Swiper breakpoints, the image `sizes` and the placeholders alike.
 */
export type RowKind = 'standard' | 'channel';

export interface SlidesStep {
  /** The smallest viewport width, in CSS pixels, this step applies from. */
  minWidth: number;
  slides: number;
}

export const SLIDES_PER_VIEW: Record<RowKind, readonly SlidesStep[]> = {
  standard: [
    { minWidth: 0, slides: 2 },
    { minWidth: 350, slides: 2 },
    { minWidth: 768, slides: 3 },
    { minWidth: 1200, slides: 4 },
    { minWidth: 1450, slides: 5 },
  ],
  channel: [
    { minWidth: 0, slides: 5 },
    { minWidth: 1200, slides: 7 },
  ],
};

/** How many slides a row of this kind shows at a viewport width. */
export function slidesPerView(kind: RowKind, viewportWidth: number): number {
  let slides = 1;
  for (const step of SLIDES_PER_VIEW[kind]) {
    if (viewportWidth >= step.minWidth) slides = step.slides;
  }
  return slides;
}

/** The most slides a row of this kind shows, on the widest screens. */
export function mostSlidesPerView(kind: RowKind): number {
  return Math.max(...SLIDES_PER_VIEW[kind].map((step) => step.slides));
}

/** The table as Swiper's `breakpoints` option (keyed by min width), with the gap between slides. */
export function swiperBreakpoints(
  kind: RowKind,
  spaceBetween: number,
): Record<number, { slidesPerView: number; slidesPerGroup: number; spaceBetween: number }> {
  // a press of next moves a whole view, as a row of posters is browsed page by page
  return Object.fromEntries(
    SLIDES_PER_VIEW[kind].map((step) => [
      step.minWidth,
      { slidesPerView: step.slides, slidesPerGroup: step.slides, spaceBetween },
    ]),
  );
}

/** An <img sizes> value for a card of this row kind: its share of the viewport at each step. */
export function rowImageSizes(kind: RowKind): string {
  const steps = [...SLIDES_PER_VIEW[kind]].sort((a, b) => b.minWidth - a.minWidth);
  return steps
    .map((step) => {
      const width = `${Math.ceil(100 / step.slides)}vw`;
      return step.minWidth > 0 ? `(min-width: ${step.minWidth}px) ${width}` : width;
    })
    .join(', ');
}
