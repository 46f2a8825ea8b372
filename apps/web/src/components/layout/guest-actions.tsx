import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** What a visitor who is not signed in sees on the right of the navigation bar (docs/behaviour/routes-and-frame.md#navigation-bar). */
export function GuestActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.plans} className="button button-primary" onClick={onNavigate}>
        {t('nav.startFreeTrial')}
      </Link>
      <Link to={paths.login} className="button button-secondary" onClick={onNavigate}>
        {t('nav.login')}
      </Link>
    </>
  );
}
