import { paths } from '../../../config/paths';

const SITE = 'https://sahra.invalid';

/**
 * Where to go after login: the `from` parameter only when it is a path on this site (docs/behaviour/routes-and-frame.md#protected-screens, issue 4:
 * never an open redirect), else home. The URL parser decides, as the browser would: `//evil`, `/\evil`,
 * `https:evil` and their encoded forms all leave the site and are refused.
 */
export function safeFromPath(from: string | null | undefined): string {
  if (!from?.startsWith('/') || /[\\\p{Cc}]/u.test(from)) return paths.home;
  let url: URL;
  try {
    url = new URL(from, SITE);
  } catch {
    return paths.home;
  }
  // dot segments can normalise to a leading "//" ("/..//evil"), which a browser reads as another host
  if (url.origin !== SITE || url.pathname.startsWith('//')) return paths.home;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // back to login would only show the login page again
  return url.pathname === paths.login ? paths.home : path;
}
