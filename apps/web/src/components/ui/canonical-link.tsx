/**
 * The page's one address, hoisted into <head> by React. Rendered in the browser only: on the server the
 * origin is not known to the app, and the server writes the canonical link of every shareable page into
 * the head itself (modules/web/page-heads.ts on the server).
 */
export function CanonicalLink({ path }: { path: string }) {
  if (typeof window === 'undefined') return null;
  return <link rel="canonical" href={new URL(path, window.location.origin).href} />;
}
