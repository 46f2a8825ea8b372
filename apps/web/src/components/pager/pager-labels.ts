import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n';

interface PagerLabels {
  navigation: string;
  first: string;
  last: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

/**
 * The pager's words. They belong in the shared `translation` namespace (src/locales), which this
 * component's owner does not edit; until they move there they live here, typed per language so a new
 * language cannot be forgotten. Moving them changes only this file.
 */
const LABELS: Record<Language, PagerLabels> = {
  en: {
    navigation: 'Pages',
    first: 'First',
    last: 'Last',
    previous: 'Previous page',
    next: 'Next page',
    page: (page) => `Page ${page}`,
  },
  ar: {
    navigation: 'الصفحات',
    first: 'الأولى',
    last: 'الأخيرة',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: (page) => `الصفحة ${page}`,
  },
};

export function usePagerLabels(): PagerLabels {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'ar' ? LABELS.ar : LABELS.en;
}
