/** docs/behaviour/accounts.md#validation: the last word of the full name becomes the surname, the words before it the name. */
export function splitFullName(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const surname = words.length > 1 ? (words.at(-1) ?? '') : '';
  return { name: words.slice(0, words.length > 1 ? -1 : undefined).join(' '), surname };
}
