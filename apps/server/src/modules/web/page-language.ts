import {
  choosePageLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languageVersion,
  PAGE_LANGUAGES,
  pageDirection,
  type PageLanguage,
} from '@sahra/contracts';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { escapeHtml } from './page-head.js';
import { SITE_TEXTS } from './site-texts.js';

/**
 * The language of a page's first HTML (docs/behaviour/languages.md): the address's `lang`, else the
 * visitor's remembered choice (the cookie the language switch writes), else the first of the browser's
 * Accept-Language we have. The page runs the same rule on the same signals, so it hydrates in the
 * language it was rendered in.
 */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return choosePageLanguage({
    param: query.get(LANGUAGE_PARAM),
    chosen: request.cookies[LANGUAGE_COOKIE],
    accepted: new Negotiator(request).languages(),
  });
}

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const OG_TITLE = /<meta\s+property="og:title"[^>]*>/i;
const OG_DESCRIPTION = /<meta\s+property="og:description"[^>]*>/i;
const OG_SITE_NAME = /<meta\s+property="og:site_name"[^>]*>/i;
/** The brand in the boot shell, what paints before any script runs. */
const BOOT_BRAND = /(<div class="boot-shell-bar">[\s\S]*?<span>)[^<]*(<\/span>)/;

/**
 * index.html in the page's language: `<html lang dir>`, the default head and the boot shell's brand. So
 * the first frame an Arabic visitor sees is Arabic, right to left, whatever renders after it.
 */
export function localizeShell(html: string, language: PageLanguage): string {
  const texts = SITE_TEXTS[language];
  const title = escapeHtml(texts.title);
  const description = escapeHtml(texts.description);
  const replacements: [RegExp, string][] = [
    [HTML_TAG, `<html lang="${language}" dir="${pageDirection(language)}">`],
    [TITLE, `<title>${title}</title>`],
    [DESCRIPTION, `<meta name="description" content="${description}" />`],
    [OG_TITLE, `<meta property="og:title" content="${title}" />`],
    [OG_DESCRIPTION, `<meta property="og:description" content="${description}" />`],
    [OG_SITE_NAME, `<meta property="og:site_name" content="${escapeHtml(texts.siteName)}" />`],
  ];
  const localized = replacements.reduce((page, [pattern, tag]) => page.replace(pattern, () => tag), html);
  return localized.replace(
    BOOT_BRAND,
    (_, before: string, after: string) => `${before}${escapeHtml(texts.siteName)}${after}`,
  );
}

const HEAD_END = /<\/head>/i;
const CANONICAL = /<link\s+rel="canonical"[^>]*>\s*/i;
const OG_URL = /<meta\s+property="og:url"[^>]*>\s*/i;

/**
 * The canonical link of this language version of a page, and its `hreflang` alternates: one per
 * language (`?lang=`), and the bare address (which follows the visitor's languages) as `x-default`.
 */
export function writeLanguageLinks(
  html: string,
  { origin = '', path, language }: { origin?: string | undefined; path: string; language: PageLanguage },
): string {
  if (!HEAD_END.test(html)) return html;
  const url = (address: string) => escapeHtml(`${origin}${address}`);
  const canonical = url(languageVersion(path, language));
  const links = [
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    ...PAGE_LANGUAGES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${url(languageVersion(path, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(path)}" />`,
  ];
  return html
    .replace(CANONICAL, '')
    .replace(OG_URL, '')
    .replace(HEAD_END, () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
}
