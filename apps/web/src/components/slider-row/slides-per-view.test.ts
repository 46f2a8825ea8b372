/// <reference types="node" />
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { rowImageSizes, slidesPerView, swiperBreakpoints } from './slides-per-view';

test.each([
  [320, 2],
  [360, 2],
  [767, 2],
  [768, 3],
  [1199, 3],
  [1200, 4],
  [1440, 4],
  [1450, 5],
  [1920, 5],
])('a content row at %i px shows %i slides', (width, slides) => {
  expect(slidesPerView('standard', width)).toBe(slides);
});

test.each([
  [360, 5],
  [1199, 5],
  [1200, 7],
  [1920, 7],
])('a channel row at %i px shows %i logo tiles', (width, slides) => {
  expect(slidesPerView('channel', width)).toBe(slides);
});

test('the Swiper breakpoints are the same table, a press of next moving a whole view', () => {
  expect(swiperBreakpoints('standard', 12)).toEqual({
    0: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 12 },
    350: { slidesPerView: 2, slidesPerGroup: 2, spaceBetween: 12 },
    768: { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 12 },
    1200: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 12 },
    1450: { slidesPerView: 5, slidesPerGroup: 5, spaceBetween: 12 },
  });
});

test('images are asked for at the share of the screen one slide takes', () => {
  expect(rowImageSizes('standard')).toBe(
    '(min-width: 1450px) 20vw, (min-width: 1200px) 25vw, (min-width: 768px) 34vw, (min-width: 350px) 50vw, 50vw',
  );
  expect(rowImageSizes('channel')).toBe('(min-width: 1200px) 15vw, 20vw');
});

test.each(['standard', 'channel'] as const)(
  'the static first view of a %s row has the same steps in its media queries',
  (kind) => {
    const css = readFileSync(new URL('./slider-row.module.css', import.meta.url), 'utf8');
    const selector = kind === 'channel' ? '.staticTrack.channelTrack' : '.staticTrack';
    const rule = (body: string) => `${selector.replace('.', '\\.')} \\{\\s*(?:--per-view: (\\d+);)?${body}`;
    const base = new RegExp(`^${rule('')}`, 'm').exec(css);
    const steps = [...css.matchAll(new RegExp(`@media \\(min-width: (\\d+)px\\) \\{\\s*${rule('')}`, 'g'))];
    const fromCss = [
      { minWidth: 0, slides: Number(base?.[1]) },
      ...steps.map((step) => ({ minWidth: Number(step[1]), slides: Number(step[2]) })),
    ];
    for (const width of [320, 360, 767, 768, 1199, 1200, 1440, 1450, 1920]) {
      const shown = fromCss.filter((step) => width >= step.minWidth).at(-1)?.slides;
      expect(shown, `${kind} at ${width} px`).toBe(slidesPerView(kind, width));
    }
  },
);
