import { FIRST_SCREEN_STATE_ELEMENT_ID } from '@sahra/contracts';
import type { RenderedPage } from './first-screen-renderer.js';

/**
 * The browsing pages whose first screen the server renders: the ones a visitor lands on from outside
 * (home, on-demand, catch-up, details, play, person, channels, a list's see-all page, a list group, the
 * guide's frame and search results). Account and payment pages depend on the visitor and stay with the
 * browser.
 */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/ondemand\/[^/]+(?:\/\d+)?\/?$/,
  /^\/catchup\/videos\/?$/,
  /^\/details\/\d+(?:\/[^/]*)?\/?$/,
  /^\/catchup\/play\/\d+(?:\/[^/]*)?\/?$/,
  /^\/person\/cast\/[^/]+\/?$/,
  /^\/channel\/?$/,
  /^\/[^/]+\/list-details\/[^/]+\/?$/,
  /^\/(?:en|ar)\/listgroup\/[^/]+\/?$/,
  /^\/guide\/?$/,
  /^\/search\/?$/,
];

export function isRenderedOnServer(pathname: string): boolean {
  return RENDERED_PAGES.some((page) => page.test(pathname));
}

/** index.html marks what the first screen replaces (the boot shell): everything in #root, even its spaces. */
const FIRST_SCREEN_SLOT = /<div id="root">\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*<\/div>/;
/** React writes the page's title, description and canonical link ahead of its markup when rendering to a string. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*\/?>/;
const BODY_END = /<\/body>/i;

/**
 * The page's HTML with its first screen in #root and the state to hydrate it from. The head tags React
 * wrote go into the head in place of the defaults (title and description), unless the server wrote the
 * page's head itself (shareable pages: `keepHead`).
 */
export function writeFirstScreen(html: string, page: RenderedPage, keepHead: boolean): string {
  if (!FIRST_SCREEN_SLOT.test(html) || !BODY_END.test(html)) return html;
  const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(headTags.length);
  let result = html.replace(FIRST_SCREEN_SLOT, () => `<div id="root">${markup}</div>`);
  if (!keepHead) {
    for (const pattern of [TITLE, DESCRIPTION]) {
      const tag = pattern.exec(headTags)?.[0];
      if (tag) result = result.replace(pattern, () => tag);
    }
  }
  // JSON in a data block: only "<" could end the element early, and \u003c reads back as "<"
  const state = JSON.stringify(page.state).replaceAll('<', '\\u003c');
  return result.replace(
    BODY_END,
    () =>
      `<script type="application/json" id="${FIRST_SCREEN_STATE_ELEMENT_ID}">${state}</script>\n  </body>`,
  );
}
