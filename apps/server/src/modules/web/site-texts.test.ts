import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { localizeShell } from './page-language.js';
import { SITE_TEXTS } from './site-texts.js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
const homeLabels = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(web, `src/features/home/locales/${language}.json`), 'utf8')) as {
    title: string;
    description: string;
  };

test("the server's default head says what the web app's home page says, in each language", () => {
  for (const language of ['en', 'ar'] as const) {
    expect(SITE_TEXTS[language].title, language).toBe(homeLabels(language).title);
    expect(SITE_TEXTS[language].description, language).toBe(homeLabels(language).description);
  }
});

test("the server names the on-demand pages as the web app's menu does, in each language", () => {
  for (const language of ['en', 'ar'] as const) {
    const labels = JSON.parse(fs.readFileSync(path.join(web, `src/locales/${language}.json`), 'utf8')) as {
      nav: { pages: Record<string, string> };
    };
    for (const [slug, name] of Object.entries(SITE_TEXTS[language].pageNames))
      expect(name, `${language} ${slug}`).toBe(labels.nav.pages[slug]);
  }
  expect(Object.keys(SITE_TEXTS.ar.pageNames).length).toBeGreaterThanOrEqual(5);
});

test("the server describes a see-all list page as the web app's see-all page does, in each language", () => {
  for (const language of ['en', 'ar'] as const) {
    const labels = JSON.parse(
      fs.readFileSync(path.join(web, `src/features/see-all/locales/${language}.json`), 'utf8'),
    ) as { description: string };
    expect(SITE_TEXTS[language].listDescription, language).toBe(labels.description);
  }
});

test("index.html's defaults are the English texts, so an English page is written as built", () => {
  const index = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const defaults = (html: string) => ({
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /name="description"\s+content="([^"]*)"/.exec(html)?.[1],
  });
  expect(defaults(index)).toEqual({ title: SITE_TEXTS.en.title, description: SITE_TEXTS.en.description });
  expect(defaults(localizeShell(index, 'en'))).toEqual(defaults(index));
});

test('the Arabic shell has no English word a visitor reads before the app starts', () => {
  const index = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const arabic = localizeShell(index, 'ar');
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  const visible = arabic
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, ' ');
  expect(visible).not.toMatch(/[A-Za-z]{3,}/);
  expect(arabic).toContain('<meta property="og:site_name" content="سهرة" />');
});
