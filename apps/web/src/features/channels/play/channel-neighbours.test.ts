import type { ContentItem } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { channelNeighbours } from './channel-neighbours';

const channel = (id: number, slug: string) =>
  ({ Id: id, EncodedURL: slug, UrlEncodedName: slug }) as ContentItem;
const LIST = [channel(1, 'one'), channel(2, 'two'), channel(3, 'three')];

test('zapping goes to the channels before and after in the list order', () => {
  expect(channelNeighbours(LIST, 2)).toEqual({ previousHref: '/play/1/one', nextHref: '/play/3/three' });
});

test('zapping wraps round at the ends of the list', () => {
  expect(channelNeighbours(LIST, 1)).toEqual({ previousHref: '/play/3/three', nextHref: '/play/2/two' });
  expect(channelNeighbours(LIST, 3)).toEqual({ previousHref: '/play/2/two', nextHref: '/play/1/one' });
});

test('a channel missing from the list, or alone in it, has no neighbours', () => {
  expect(channelNeighbours(LIST, 9)).toEqual({});
  expect(channelNeighbours([channel(1, 'one')], 1)).toEqual({});
});
