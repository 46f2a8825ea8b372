import type { ContentItem, ListAndItems } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { logosBySlug } from './use-channel-logo';

const channel = (slug: string, images: { ImageType: string; ImageUrl: string }[]) => ({
  Item: { Id: slug.length, EncodedURL: slug, UrlEncodedName: slug, Images: images } as unknown as ContentItem,
});
const list = {
  ListItems: [
    channel('one', [{ ImageType: 'poster', ImageUrl: '/images/one-poster.webp' }]),
    channel('two', [
      { ImageType: 'poster', ImageUrl: '/images/two-poster.webp' },
      { ImageType: 'thumbnail', ImageUrl: '/images/two-thumb.webp' },
    ]),
    channel('dark', []),
  ],
} as unknown as ListAndItems;

test('a channel’s logo is its thumbnail, else its poster; a channel without art has none', () => {
  const logos = logosBySlug(list);
  expect(logos.get('one')).toBe('/images/one-poster.webp');
  expect(logos.get('two')).toBe('/images/two-thumb.webp');
  expect(logos.has('dark')).toBe(false);
});

test('the logos of one channel list are made once, however many tiles ask', () => {
  expect(logosBySlug(list)).toBe(logosBySlug(list));
  const anotherAnswer = { ...list } as ListAndItems;
  expect(logosBySlug(anotherAnswer)).not.toBe(logosBySlug(list));
});
