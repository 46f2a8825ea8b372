import { expect, test } from 'vitest';
import { FRAMES, type Frame, latinCharsPerLine, renderArtworkSvg } from './artwork.js';

const movie = { id: 5, name: 'باب الحارة', displayTitle: 'Bab El Hara', isChannel: false };
const channel = (id: number, name: string) => ({ id, name, displayTitle: null, isChannel: true });
const frame = (type: string): Frame => FRAMES[type] ?? { width: 0, height: 0, titled: false };

test('art the app draws its own title over (hero slides, backgrounds) carries no text', () => {
  for (const type of ['webSlider', 'WSlider', 'mobileSlider', 'MSlider', 'background', 'Background'])
    expect(renderArtworkSvg(movie, frame(type)), type).not.toContain('<text');
});

test('posters and thumbnails carry the title in both scripts, as key art does', () => {
  for (const type of ['poster', 'thumbnail']) {
    const svg = renderArtworkSvg(movie, frame(type));
    expect(svg).toContain('باب الحارة');
    expect(svg).toContain('BAB EL HARA');
  }
});

test("neighbouring channels' logos differ in emblem and colour, and each bears its network's first letter", () => {
  const first = renderArtworkSvg(channel(1, 'النهار دراما'), frame('logo'));
  const second = renderArtworkSvg(channel(2, 'الحياة سينما'), frame('logo'));
  const emblem = (svg: string) => /scale\([\d.]+\)" fill="#fff">(.*?)<\/g>/.exec(svg)?.[1];
  const colour = (svg: string) => /stop-color="(#\w+)"/.exec(svg)?.[1];
  expect(emblem(first)).toBeDefined();
  expect(emblem(first)).not.toBe(emblem(second));
  expect(colour(first)).not.toBe(colour(second));
  expect(first).toMatch(/>ن<\/text>/);
  expect(second).toMatch(/>ح<\/text>/);
});

test('a long English title is set on lines that fit the poster, every word kept', () => {
  const episode = {
    id: 9,
    name: 'سر العاصفة - الحلقة 15',
    displayTitle: 'Secret of the Storm - Episode 15',
    isChannel: false,
  };
  const poster = frame('poster');
  const svg = renderArtworkSvg(episode, poster);
  const lines = [...svg.matchAll(/letter-spacing="2">([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
  expect(lines.length).toBeGreaterThan(1);
  const fits = latinCharsPerLine(poster.width, (Math.min(poster.width, poster.height) / 10) * 0.55);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(fits);
  expect(lines.join(' ')).toBe('SECRET OF THE STORM - EPISODE 15');
});
