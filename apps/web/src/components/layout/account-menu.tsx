import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './account-menu.module.css';

/**
 * Who is signed in, as the page frame needs it. Accounts do not exist yet, so nothing passes one and
 * guests' buttons show; the session feature will hand one to the frame (root-layout) when it does.
 */
export interface SignedInUser {
  displayName: string;
  /** Clears the stored verification code, logs out and goes home (docs/behaviour/routes-and-frame.md#navigation-bar). */
  onLogout: () => void;
}

interface AccountMenuProps {
  user: SignedInUser;
  /** Called after a choice, so the panel it sits in closes. */
  onNavigate: () => void;
}

/** A signed-in user's options: Account, My Lists, Support Centre (an outside site) and Log out. */
export function AccountMenu({ user, onNavigate }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} aria-label={t('account.menu')}>
      <p className={styles.name}>{user.displayName}</p>
      <ul className={styles.list}>
        <li>
          <Link to={paths.account} className={styles.item} onClick={onNavigate}>
            {t('account.account')}
          </Link>
        </li>
        <li>
          <Link to={paths.myLists} className={styles.item} onClick={onNavigate}>
            {t('account.myLists')}
          </Link>
        </li>
        <li>
          <a
            className={styles.item}
            href={paths.external.supportCentre}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('account.supportCentre')}
            <span className="visually-hidden"> {t('account.opensInNewTab')}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              onNavigate();
              user.onLogout();
            }}
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
