import { useTranslation } from 'react-i18next';
import { SorryPage } from '../../components/ui/sorry-page';

/** Any unknown path, and /error/not-found (spec §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return <SorryPage title={t('errors.pageNotFound')} message={t('errors.pageNotFound')} />;
}
