import { describe, expect, test } from 'vitest';
import { escapeHtml, summarize, writeHead } from './page-head.js';
import { matchShareablePage } from './shareable-pages.js';

describe('shareable pages', () => {
  test('details and catch-up paths name an item by id, whatever their slug', () => {
    expect(matchShareablePage('/details/10000001/some-movie')).toEqual({ kind: 'item', id: 10000001 });
    expect(matchShareablePage('/details/10000001')).toEqual({ kind: 'item', id: 10000001 });
    expect(matchShareablePage('/catchup/play/2000001/episode-1/')).toEqual({ kind: 'item', id: 2000001 });
  });

  test('a channel play path names its channel by id, whatever its slug', () => {
    expect(matchShareablePage('/play/10000/al-nahar-drama')).toEqual({ kind: 'channel', id: 10000 });
    expect(matchShareablePage('/play/abc/x')).toEqual({ kind: 'channel', id: null });
  });

  test('an id that cannot be an item still is a details page, of nothing', () => {
    for (const path of ['/details/abc/x', '/details/-3/x', '/details/99999999999/x', '/details/1e3/x']) {
      expect(matchShareablePage(path), path).toEqual({ kind: 'item', id: null });
    }
  });

  test('on-demand and person slugs are decoded and lower-cased', () => {
    expect(matchShareablePage('/ondemand/Movies')).toEqual({ kind: 'onDemand', slug: 'movies' });
    expect(matchShareablePage('/person/cast/omar%20sharif')).toEqual({ kind: 'person', slug: 'omar sharif' });
  });

  test('a see-all path names its list by id or by a decoded, lower-cased slug', () => {
    expect(matchShareablePage('/Home/list-details/1107')).toEqual({
      kind: 'list',
      pageSlug: 'home',
      list: 1107,
    });
    expect(matchShareablePage('/home/list-details/Drama-Series/')).toEqual({
      kind: 'list',
      pageSlug: 'home',
      list: 'drama-series',
    });
    expect(matchShareablePage('/home/list-details/99999999999')).toEqual({
      kind: 'list',
      pageSlug: 'home',
      list: null,
    });
  });

  test('slugs that cannot name anything, and other paths, are no shareable page', () => {
    for (const path of [
      '/',
      '/plans',
      '/ondemand',
      '/ondemand/a/b',
      '/person/cast/%E0%A4%A',
      '/person/cast/a,b',
      `/ondemand/${'x'.repeat(121)}`,
    ]) {
      expect(matchShareablePage(path), path).toBeUndefined();
    }
  });
});

describe('writing the head', () => {
  const html = `<html><head>\n<title>Default</title>\n<meta\n  name="description"\n  content="Default text"\n/>\n</head><body></body></html>`;
  const head = { title: 'A <b>title</b>', description: 'Says "hi" & more', canonicalPath: '/details/1/a' };

  test('replaces the default title and description where they stand', () => {
    const page = writeHead(html, head);
    expect(page).toContain('<title>A &lt;b&gt;title&lt;/b&gt;</title>');
    expect(page).toContain('<meta name="description" content="Says &quot;hi&quot; &amp; more" />');
    expect(page).not.toContain('Default');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  test('dollar patterns in catalog text stay text', () => {
    const page = writeHead(html, { ...head, title: "$& $' $`" });
    expect(page).toContain('<title>$&amp; $&#39; $`</title>');
  });

  test('a page without a head is left alone', () => {
    expect(writeHead('<p>hello</p>', head)).toBe('<p>hello</p>');
  });

  test('escaping covers every character that could end text or an attribute', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  test('descriptions become one line of at most 160 characters, cut at a word', () => {
    expect(summarize('  one\n\ntwo  ')).toBe('one two');
    const long = summarize('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
