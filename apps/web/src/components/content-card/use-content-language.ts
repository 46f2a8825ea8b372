import { useTranslation } from 'react-i18next';
import { contentLanguage, type ContentLanguage } from '../../lib/content-item';

/** The language content is shown in, following the visitor's chosen language. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return contentLanguage(i18n.resolvedLanguage ?? i18n.language);
}
