/** The largest id the content service accepts (a 32-bit integer column). */
const MAX_CONTENT_ID = 2_147_483_647;

/**
 * The contentID of a details, catch-up play or channel play URL. Anything that is not a plain positive whole number
 * in the service's range (abc, -1, 1e5, 99999999999) is no content at all, so the page can go to
 * not-found without asking the server.
 */
export function parseContentId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_CONTENT_ID ? id : undefined;
}
