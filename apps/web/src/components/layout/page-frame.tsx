import type { HomeConfigurationEntry } from '@sahra/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import type { SignedInUser } from './account-menu';
import { NavBar, type SearchSlotProps } from './nav-bar';
import styles from './page-frame.module.css';

// The footer is below the fold on every page (the main area is at least a screen tall), so it loads after the first render.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

interface PageFrameProps {
  /** The home configuration the menu is built from. */
  menuEntries: readonly HomeConfigurationEntry[];
  /** The search box of the navigation bar (the search feature's, handed in by the app). */
  renderSearch?: (slot: SearchSlotProps) => ReactNode;
  /** Who is signed in; null (guests) until accounts exist. */
  signedInUser?: SignedInUser | null;
  children: ReactNode;
}

/** Navigation bar, page content and footer: the frame of every page except the funnels and errors (docs/behaviour/routes-and-frame.md#page-frame). */
export function PageFrame({ menuEntries, renderSearch, signedInUser = null, children }: PageFrameProps) {
  return (
    <div className={styles.page}>
      <NavBar menuEntries={menuEntries} renderSearch={renderSearch} signedInUser={signedInUser} />
      <main className={styles.main}>{children}</main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
