import { useTranslation } from 'react-i18next';
import { SorryPage } from '../../components/ui/sorry-page';
import { Logo } from '../../components/layout/logo';

/**
 * Shown when the content is not available in the visitor's country, or the home configuration failed to load.
 * No link home: home would only lead back here.
 */
export function CountryErrorRoute() {
  const { t } = useTranslation();
  return (
    <SorryPage
      title={t('common.sorry')}
      message={t('errors.notAvailableInCountry')}
      action={<Logo />}
      fullScreen
    />
  );
}
