import { useTranslation } from 'react-i18next';
import { SorryPage } from '../../components/ui/sorry-page';

/** Catches what a screen throws while loading or rendering, e.g. a code chunk gone after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <SorryPage
      title={t('common.sorry')}
      message={t('errors.somethingWentWrong')}
      fullScreen
      action={
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      }
    />
  );
}
