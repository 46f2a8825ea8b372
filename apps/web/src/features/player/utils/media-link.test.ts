import { describe, expect, test } from 'vitest';
import { renewing, StreamLink, tokenOf, withFreshToken } from './media-link';

const first = 'http://tv.test/media/vod/42/master.m3u8?t=1700000000.s1.sigA';
const fresh = '/media/vod/42/master.m3u8?t=1700000030.s1.sigB';

describe('swapping the token of media requests', () => {
  test('the token is the t query parameter', () => {
    expect(tokenOf(first)).toBe('1700000000.s1.sigA');
  });

  test('a segment named with an old token gets the fresh one; its path, the cache key, stays', () => {
    const segment = 'http://tv.test/media/vod/42/clips/3/540p/12.m4s?t=1700000000.s1.sigA';
    expect(withFreshToken(segment, fresh)).toBe(
      'http://tv.test/media/vod/42/clips/3/540p/12.m4s?t=1700000030.s1.sigB',
    );
  });

  test('other query parameters (delta updates) survive the swap, wherever the token is', () => {
    expect(withFreshToken('http://tv.test/media/live/7/540p.m3u8?t=old&_HLS_skip=YES', fresh)).toBe(
      'http://tv.test/media/live/7/540p.m3u8?t=1700000030.s1.sigB&_HLS_skip=YES',
    );
    expect(withFreshToken('http://tv.test/media/live/7/540p.m3u8?_HLS_skip=YES&t=old', fresh)).toBe(
      'http://tv.test/media/live/7/540p.m3u8?_HLS_skip=YES&t=1700000030.s1.sigB',
    );
  });

  test('the web player asks as a renewing player, and its token is still swapped after the flag', () => {
    const asked = renewing(first);
    expect(asked).toBe('http://tv.test/media/vod/42/master.m3u8?t=1700000000.s1.sigA&renew=1');
    expect(withFreshToken(asked, fresh)).toBe(
      'http://tv.test/media/vod/42/master.m3u8?t=1700000030.s1.sigB&renew=1',
    );
    expect(renewing('/media/vod/42/master.m3u8')).toBe('/media/vod/42/master.m3u8?renew=1');
  });

  test('URLs without a token, and fresh links without one, leave the request as it is', () => {
    const external = 'https://origin.example/live/index.m3u8';
    expect(withFreshToken(external, fresh)).toBe(external);
    expect(withFreshToken(first, 'https://origin.example/live/index.m3u8')).toBe(first);
  });
});

describe('a stream’s newest link', () => {
  test('each renewal replaces the link and is heard, even when its text did not change', () => {
    const link = new StreamLink();
    const heard: string[] = [];
    const stop = link.onRenewed(() => heard.push(link.current));
    link.renew(first);
    link.renew(fresh);
    link.renew(fresh);
    expect(heard).toEqual([first, fresh, fresh]);
    stop();
    link.renew(first);
    expect(heard).toHaveLength(3);
    expect(link.current).toBe(first);
  });
});
