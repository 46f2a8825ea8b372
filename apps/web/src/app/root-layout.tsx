import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import type { SignedInUser } from '../components/layout/account-menu';
import type { SearchSlotProps } from '../components/layout/nav-bar';
import { PageFrame } from '../components/layout/page-frame';
import { showsPageFrame } from '../components/layout/page-frame-visibility';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { paths } from '../config/paths';
import { ViewerPackagesProvider, type ViewerPackages } from '../lib/channel-access';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { logOut } from '../features/auth/session/session-lifecycle';
import { useSession } from '../features/auth/session/session-store';
import { showsPromotion } from '../features/promotion/utils/promotion';
import { SearchSlot } from '../features/search/components/search-slot';

// Only the plans and register pages show the promotion, so its code is a chunk of its own: fetched as one
// of them opens, while the home configuration the page waits for loads, so it is there when the page shows.
const loadPromotionBanner = async () => ({
  default: (await import('../features/promotion/components/promotion-banner')).PromotionBanner,
});
const PromotionBanner = lazy(loadPromotionBanner);

const NO_ENTRIES: readonly never[] = [];
const renderSearch = (slot: SearchSlotProps) => <SearchSlot {...slot} />;

/**
 * The root route: scroll to top on navigation (ScrollRestoration: new pages start at the top, Back
 * returns to where the visitor was), and the page frame wherever the spec shows it. The country
 * promotion is placed here because the plans and register features may not import another feature.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const promoted = showsPromotion(pathname);
  useEffect(() => {
    if (promoted) void loadPromotionBanner();
  }, [promoted]);
  const page = (
    <>
      {promoted && (
        <Suspense fallback={null}>
          <PromotionBanner />
        </Suspense>
      )}
      <Outlet />
    </>
  );
  return (
    <ViewerPackagesProvider packages={useViewerPackagesOfSession()}>
      <ScrollRestoration />
      {showsPageFrame(pathname) ? <FramedPage>{page}</FramedPage> : page}
    </ViewerPackagesProvider>
  );
}

/** The packages the session's products cover, for the locks on channel tiles (ADR 030). */
function useViewerPackagesOfSession(): ViewerPackages {
  const session = useSession();
  const signedOut = session === null;
  // one key for the names, so a new session object with the same products keeps the same list
  const names = session?.Products.map((product) => product.Package.Name).join('\n');
  return useMemo(() => {
    if (names === undefined) return signedOut ? null : undefined;
    return names === '' ? [] : names.split('\n');
  }, [names, signedOut]);
}

/** The app composes the frame with the features it shows: the menu from app-config, the search box. */
function FramedPage({ children }: { children: ReactNode }) {
  const appConfig = useAppConfig();
  const signedInUser = useSignedInUser();
  // docs/behaviour/home-and-on-demand.md#home-configuration: a home configuration that cannot be loaded means the visitor's country is not served.
  if (appConfig.isError) return <Navigate to={paths.countryError} replace />;
  return (
    <PageFrame
      menuEntries={appConfig.data ?? NO_ENTRIES}
      renderSearch={renderSearch}
      signedInUser={signedInUser}
    >
      {appConfig.isPending ? <LoadingIndicator /> : children}
    </PageFrame>
  );
}

/**
 * Log out (docs/behaviour/routes-and-frame.md#navigation-bar): the session ends, then the home page loads afresh, so nothing fetched for the user
 * (lists, account answers in the query cache) outlives their session.
 */
const onLogout = () => void logOut().then(() => window.location.assign(paths.home));

/** The session's user as the frame shows it. */
function useSignedInUser(): SignedInUser | null {
  const user = useSession()?.User;
  return user ? { displayName: `${user.Name} ${user.Surname}`.trim() || user.Email, onLogout } : null;
}
