import { useTranslation } from 'react-i18next';
import { SorryPage } from '../../components/ui/sorry-page';

/** Any unknown path, and /error/not-found (docs/behaviour/errors-and-messages.md#not-found). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return <SorryPage title={t('errors.pageNotFound')} message={t('errors.pageNotFound')} />;
}
