import { describe, expect, test } from 'vitest';
import { parseSrt } from './srt';

describe('parsing SRT subtitles', () => {
  test('numbered cues give their times in seconds and their text lines', () => {
    const srt = '1\n00:00:01,000 --> 00:00:03,500\nHello\n\n2\n00:01:02,250 --> 01:00:00,000\nTwo\nlines\n';
    expect(parseSrt(srt)).toEqual([
      { start: 1, end: 3.5, text: 'Hello' },
      { start: 62.25, end: 3600, text: 'Two\nlines' },
    ]);
  });

  test('a byte-order mark, Windows line ends and dotted milliseconds are read', () => {
    const srt = '\uFEFF1\r\n00:00:00.5 --> 00:00:02.10\r\nمرحبا\r\n\r\n';
    expect(parseSrt(srt)).toEqual([{ start: 0.5, end: 2.1, text: 'مرحبا' }]);
  });

  test('a cue without its number still counts', () => {
    expect(parseSrt('00:00:01,000 --> 00:00:02,000\nNo number')).toEqual([
      { start: 1, end: 2, text: 'No number' },
    ]);
  });

  test('blocks without a valid timing, or with no text or a backwards time, are skipped', () => {
    const srt =
      '1\nnot a time\nText\n\n2\n00:00:05,000 --> 00:00:04,000\nBackwards\n\n3\n00:00:06,000 --> 00:00:07,000\n\n';
    expect(parseSrt(srt)).toEqual([]);
  });

  test('SSA position codes are removed from the text', () => {
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Top line')[0]?.text).toBe('Top line');
  });

  test('an empty file has no cues', () => {
    expect(parseSrt('')).toEqual([]);
  });
});
