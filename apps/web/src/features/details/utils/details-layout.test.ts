import { ContentTypeId } from '@sahra/contracts';
import { expect, test } from 'vitest';
import { detailsLayout, PrimaryAction } from './details-layout';

test('movies and plays get Watch now and More like this sliders', () => {
  for (const type of [ContentTypeId.Movie, ContentTypeId.Play]) {
    expect(detailsLayout(type)).toEqual({
      primaryAction: PrimaryAction.WatchNow,
      episodes: false,
      similarTitles: true,
    });
  }
});

test('a container has no Watch now button but lists its episodes', () => {
  const layout = detailsLayout(ContentTypeId.Container);
  expect(layout.primaryAction).toBeUndefined();
  expect(layout.episodes).toBe(true);
});

test('a channel leads on to its live playback', () => {
  expect(detailsLayout(ContentTypeId.Channel).primaryAction).toBe(PrimaryAction.WatchLive);
});

test('an unknown content type shows the hero only', () => {
  expect(detailsLayout(undefined)).toEqual({ episodes: false, similarTitles: false });
  expect(detailsLayout(ContentTypeId.Season)).toEqual({ episodes: false, similarTitles: false });
});
