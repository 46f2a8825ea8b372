/** What the server writes into the head of a shareable page. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (before its language), a path such as /details/100001/bab-al-hara. */
  canonicalPath: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Catalog text is untrusted: escaped for both element text and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const MAX_DESCRIPTION_LENGTH = 160;

/** One line of at most 160 characters, cut at a word where possible: what search results show. */
export function summarize(text: string, maxLength = MAX_DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Each tag of the page's head, found by a pattern matching index.html's default of it. */
function headTags(head: PageHead): [RegExp, string][] {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  return [
    [/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`],
    [/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${description}" />`],
    // link previews (chat apps, social networks) read the Open Graph twins
    [/<meta\s+property="og:title"[^>]*>/i, `<meta property="og:title" content="${title}" />`],
    [
      /<meta\s+property="og:description"[^>]*>/i,
      `<meta property="og:description" content="${description}" />`,
    ],
  ];
}

const HEAD_END = /<\/head>/i;

/**
 * index.html with the page's title and description: each default tag replaced where it stands, a missing
 * one added before </head>. Replacements are functions, so a `$&` in a title stays text. The canonical
 * link, per language, is written by `writeLanguageLinks`.
 */
export function writeHead(html: string, head: PageHead): string {
  if (!HEAD_END.test(html)) return html; // not the app's page: leave it alone rather than guess
  return headTags(head).reduce(
    (page, [pattern, tag]) =>
      pattern.test(page)
        ? page.replace(pattern, () => tag)
        : page.replace(HEAD_END, () => `  ${tag}\n  </head>`),
    html,
  );
}
