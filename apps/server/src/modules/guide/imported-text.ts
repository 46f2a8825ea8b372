/**
 * What an imported text may hold (issue 32): guides, lists and the operator's source settings come from
 * files and feeds the product does not control. A NUL cannot be stored (PostgreSQL text has none) and
 * answered 500; CR or LF in a referrer or user agent would end the HTTP header ffmpeg sends it in and
 * start one of the sender's choosing.
 */

/**
 * The longest each imported text is kept, in characters: longer ones are cut there and their entry
 * kept, and the import counts them (`truncated`). A feed once sent one 200 MB description, stored
 * whole, and the public schedule answered 210 MB.
 */
export const TEXT_LIMITS = {
  /** a programme's title (each language's), a channel's display name */
  title: 300,
  description: 5000,
  /** a channel id as a guide or list names it */
  id: 200,
  /** an icon or logo URL: one cut short leads nowhere, so a longer one is left out (and counted) */
  url: 2048,
  /** a source's HTTP User-Agent */
  userAgent: 512,
} as const;

/** `text` cut to `limit` characters, and whether it was. */
export function capped(text: string, limit: number): { text: string; cut: boolean } {
  return text.length > limit ? { text: text.slice(0, limit), cut: true } : { text, cut: false };
}

/** C0 controls but tab, LF and CR, and DEL: no guide's text means them. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;
/** Every C0 control and DEL: a header value or a URL holds none (RFC 9110 5.5, WHATWG URL). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/u;

/** The names of the fields among `fields` whose text holds a control character it may not. */
function withControls(fields: Record<string, string | null | undefined>, control: RegExp): string[] {
  return Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && control.test(value))
    .map(([name]) => name);
}

/** Why these texts cannot be imported, or null: a control character other than tab and line breaks. */
export function controlInText(fields: Record<string, string | null | undefined>): string | null {
  const names = withControls(fields, CONTROL_IN_TEXT);
  return names.length === 0 ? null : `the ${names.join(' and ')} hold a control character (such as NUL)`;
}

/** Why these one-line values (a URL, a header) cannot be used, or null: any control character, CR and LF too. */
export function controlInLine(fields: Record<string, string | null | undefined>): string | null {
  const names = withControls(fields, CONTROL_IN_LINE);
  return names.length === 0
    ? null
    : `the ${names.join(' and ')} hold a control character (such as CR, LF or NUL), which no URL or HTTP header may`;
}
