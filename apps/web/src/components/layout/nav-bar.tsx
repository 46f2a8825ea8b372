import type { HomeConfigurationEntry } from '@sahra/contracts';
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../ui/icons';
import type { SignedInUser } from './account-menu';
import { buildMenu } from './build-menu';
import { GuestActions } from './guest-actions';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { pageLabels } from './page-label';
import styles from './nav-bar.module.css';
import { NavMenu } from './nav-menu';
import { navToggleReducer, openPanel, type NavPanel } from './nav-toggles';

// Only signed-in users have the account menu: it loads once someone is, while its panel is still closed.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));
// The popup and its channel list load on first use: most visits never open it.
const LiveChannelPopup = lazy(async () => ({
  default: (await import('./live-channel-popup/live-channel-popup')).LiveChannelPopup,
}));

/** What the frame hands the search box it is given. */
export interface SearchSlotProps {
  /** The search panel was just opened from its toggle (narrow screens): the input takes the focus. */
  active: boolean;
  /** The visitor chose a result or pressed Escape: the search panel closes. */
  onDone: () => void;
}

export interface NavBarProps {
  menuEntries: readonly HomeConfigurationEntry[];
  /** The search box; the app passes it in so the frame does not depend on the search feature. */
  renderSearch?: (slot: SearchSlotProps) => ReactNode;
  /** Null for guests, who get Start Your Free Trial and Login instead of the account menu. */
  signedInUser?: SignedInUser | null;
}

const MENU_ID = 'main-menu';
const SEARCH_ID = 'site-search';
const ACCOUNT_ID = 'account-options';

export function NavBar({ menuEntries, renderSearch, signedInUser = null }: NavBarProps) {
  const { t } = useTranslation();
  const menu = useMemo(() => {
    return buildMenu(menuEntries, { catchupGuides: t('nav.catchupGuides'), page: pageLabels(t) });
  }, [menuEntries, t]);
  const { pathname } = useLocation();
  const [toggles, dispatch] = useReducer(navToggleReducer, null);
  const open = openPanel(toggles, pathname);
  const toggle = (panel: NavPanel) => dispatch({ type: 'toggle', panel, path: pathname });
  const close = () => dispatch({ type: 'close' });
  // like the panels, the popup belongs to the page it was opened on: choosing a channel closes it
  const [popupOpenedAt, setPopupOpenedAt] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target))
        dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open]);

  const toggleButton = (
    panel: NavPanel,
    controls: string,
    label: string,
    icon: ReactNode,
    place?: string,
  ) => (
    <button
      type="button"
      className={`${styles.toggle} ${place ?? ''}`}
      aria-label={label}
      aria-expanded={open === panel}
      aria-controls={controls}
      onClick={() => toggle(panel)}
    >
      {open === panel ? <CloseIcon /> : icon}
    </button>
  );

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar} data-signed-in={signedInUser !== null}>
        {toggleButton('menu', MENU_ID, t('nav.openMenu'), <MenuIcon />, styles.menuToggle)}
        <div className={styles.logo}>
          <Logo onClick={close} />
        </div>
        <nav id={MENU_ID} className={styles.menu} data-open={open === 'menu'} aria-label={t('nav.label')}>
          <NavMenu items={menu} onNavigate={close} onOpenPopup={() => setPopupOpenedAt(pathname)} />
        </nav>
        {renderSearch && (
          <>
            {toggleButton('search', SEARCH_ID, t('nav.openSearch'), <SearchIcon />, styles.searchToggle)}
            <div id={SEARCH_ID} className={styles.search} data-open={open === 'search'}>
              {renderSearch({ active: open === 'search', onDone: close })}
            </div>
          </>
        )}
        {toggleButton('account', ACCOUNT_ID, t('nav.openAccount'), <UserIcon />, styles.accountToggle)}
        <div id={ACCOUNT_ID} className={styles.actions} data-open={open === 'account'}>
          <LanguageSwitch />
          {signedInUser ? (
            <Suspense fallback={null}>
              <AccountMenu user={signedInUser} onNavigate={close} />
            </Suspense>
          ) : (
            <GuestActions onNavigate={close} />
          )}
        </div>
      </div>
      {popupOpenedAt === pathname && (
        <Suspense fallback={null}>
          <LiveChannelPopup onClose={() => setPopupOpenedAt(null)} />
        </Suspense>
      )}
    </header>
  );
}
