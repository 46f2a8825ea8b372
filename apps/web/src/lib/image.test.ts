import { ARTWORK_REVISION } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { resizedImageUrl, responsiveImage } from './image';

const v = `?v=${ARTWORK_REVISION}`;

test('art paths are rewritten to the width-resized path, in WebP, at the drawing’s revision', () => {
  expect(resizedImageUrl('/images/poster/10000001.jpg', 320)).toBe(`/images/w320/poster/10000001.webp${v}`);
  expect(resizedImageUrl('/images/w960/thumbnail/2000001.jpg', 480)).toBe(
    `/images/w480/thumbnail/2000001.webp${v}`,
  );
});

test('other URLs are left as they are', () => {
  expect(resizedImageUrl('https://cdn.example/logo.png', 320)).toBe('https://cdn.example/logo.png');
  expect(resizedImageUrl('/images/poster/../../etc.jpg', 320)).toBe('/images/poster/../../etc.jpg');
  expect(responsiveImage('https://cdn.example/logo.png', { sizes: '50vw' })).toEqual({
    src: 'https://cdn.example/logo.png',
  });
});

test('a srcset offers every width up to the one that covers the art', () => {
  const image = responsiveImage('/images/poster/1.jpg', {
    sizes: '(min-width: 768px) 33vw, 50vw',
    maxWidth: 600,
  });
  expect(image.srcSet).toBe(
    [160, 240, 320, 480, 640].map((width) => `/images/w${width}/poster/1.webp${v} ${width}w`).join(', '),
  );
  expect(image.sizes).toBe('(min-width: 768px) 33vw, 50vw');
  expect(image.src).toBe(`/images/w480/poster/1.webp${v}`);
});

test('without a limit every width is offered, and the fallback width can be chosen', () => {
  const image = responsiveImage('/images/webSlider/1.jpg', { sizes: '100vw', fallbackWidth: 1280 });
  expect(image.srcSet?.split(', ')).toHaveLength(8);
  expect(image.src).toBe(`/images/w1280/webSlider/1.webp${v}`);
});
