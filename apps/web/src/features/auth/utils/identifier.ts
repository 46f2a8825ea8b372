/** docs/behaviour/accounts.md#validation: text with no letter and no @ is a mobile number, so the field switches to phone input. */
export function looksLikePhone(text: string): boolean {
  return text.trim() !== '' && !/[@\p{L}]/u.test(text);
}

/**
 * docs/behaviour/accounts.md#validation: on login a single leading digit gets the country dialling prefix, so the number is always
 * international: the first digit typed becomes "+{code}{digit}", a national trunk 0 giving way to it.
 * A whole national number gets it the same way, for digits pasted, or typed before the page was ready.
 */
export function withDiallingPrefix(text: string, callingCode: string): string {
  if (!/^\d+$/.test(text)) return text;
  return `+${callingCode}${text.replace(/^0/, '')}`;
}

/** A number typed as "+{code}…" moves to another country's prefix when the visitor picks that country. */
export function replaceDiallingPrefix(text: string, from: string, to: string): string {
  return text.startsWith(`+${from}`) ? `+${to}${text.slice(from.length + 1)}` : text;
}

/** An address has an @ (docs/behaviour/accounts.md#validation); the form's schema has already written a number as + and digits. */
export function asIdentifier(text: string): { email: string } | { mobile: string } {
  return text.includes('@') ? { email: text } : { mobile: text };
}
