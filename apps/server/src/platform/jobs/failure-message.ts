const MAX_LENGTH = 200;
// a URL's user and password (`postgres://user:secret@host`), and its query and fragment, where tokens travel
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi;
const URL_QUERY = /\b([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#]\S*/gi;

/**
 * What a failed run leaves in the jobs table for an operator to read: the error's first line, without
 * URL credentials or queries, cut at 200 characters. Never the stack trace (the log has it).
 */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const line = (text.split('\n')[0] ?? '').trim();
  const safe = line.replace(URL_CREDENTIALS, '$1').replace(URL_QUERY, '$1');
  if (safe === '') return error instanceof Error ? error.name : 'failed';
  return safe.length > MAX_LENGTH ? `${safe.slice(0, MAX_LENGTH - 1)}…` : safe;
}
