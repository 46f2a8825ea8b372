import { describe, expect, test } from 'vitest';
import { tokenPartOf, withFreshToken } from './media-link';

const first = 'http://tv.test/media/t/1700000000/s1/sigA/vod/42/master.m3u8';
const fresh = '/media/t/1700000120/s1/sigB/vod/42/master.m3u8';

describe('swapping the token part of media requests', () => {
  test('the token part is the expiry, session and signature after the signed prefix', () => {
    expect(tokenPartOf(first)).toBe('/media/t/1700000000/s1/sigA/');
  });

  test('a segment resolved against the first link gets the fresh link’s token', () => {
    const segment = 'http://tv.test/media/t/1700000000/s1/sigA/vod/42/clips/3/540p/12.m4s';
    expect(withFreshToken(segment, fresh)).toBe(
      'http://tv.test/media/t/1700000120/s1/sigB/vod/42/clips/3/540p/12.m4s',
    );
  });

  test('query strings (delta updates) survive the swap', () => {
    const playlist = 'http://tv.test/media/t/1700000000/s1/sigA/live/7/540p.m3u8?_HLS_skip=YES';
    expect(withFreshToken(playlist, fresh)).toBe(
      'http://tv.test/media/t/1700000120/s1/sigB/live/7/540p.m3u8?_HLS_skip=YES',
    );
  });

  test('a URL of an external origin is left alone', () => {
    const external = 'https://origin.example/live/index.m3u8';
    expect(withFreshToken(external, fresh)).toBe(external);
  });

  test('a fresh link without a token part changes nothing', () => {
    expect(withFreshToken(first, 'https://origin.example/live/index.m3u8')).toBe(first);
  });
});
