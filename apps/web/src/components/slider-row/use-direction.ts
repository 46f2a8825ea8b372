import { useTranslation } from 'react-i18next';

/** The reading direction of the chosen language; sliders are rebuilt when it changes, as Swiper reads it once. */
export function useDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.resolvedLanguage);
}
