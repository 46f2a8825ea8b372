import { isPageLanguage, languageVersion } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The page's one address in the language it is shown in, hoisted into <head> by React. Rendered in the
 * browser only: on the server the origin is not known to the app, and the server writes the canonical
 * and hreflang links of every browsing page into the head itself (modules/web/page-language.ts).
 */
export function CanonicalLink({ path }: { path: string }) {
  const { i18n } = useTranslation();
  if (typeof window === 'undefined') return null;
  const language = isPageLanguage(i18n.language) ? i18n.language : undefined;
  const address = language ? languageVersion(path, language) : path;
  return <link rel="canonical" href={new URL(address, window.location.origin).href} />;
}
