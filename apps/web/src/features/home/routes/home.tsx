import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { findHomeGroup } from '@sahra/contracts';
import { useHomeGroups } from '../../../components/slider-row/api/get-home-groups';
import { HomeGroupSkeleton, HomeGroupView } from '../../../components/slider-row/home-group-view';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth/session/session-store';
import { CallToAction } from '../components/call-to-action';
import { homeLabels } from '../locales/index';

// the personal rows' code and calls are for signed-in users only, so visitors never load them
const PersonalRows = lazy(() => import('../components/personal-rows'));

/**
 * Home (/) and the pages of the other home groups (/{pageSlug}, e.g. /catchup): the group's hero
 * and rows, with the visitor's call to action; on / a signed-in user's personal rows take its place. /
 * shows the first home group (docs/behaviour/home-and-on-demand.md#home).
 */
export function HomeRoute() {
  const { t } = useTranslation(homeLabels);
  const { pageSlug } = useParams();
  const groups = useHomeGroups();
  const session = useSession();

  // like the home configuration (docs/behaviour/home-and-on-demand.md#home-configuration), page configuration that cannot load means the country is not served
  if (groups.isError) return <Navigate to={paths.countryError} replace />;
  if (groups.isPending) return <HomeGroupSkeleton />;
  const group = pageSlug === undefined ? groups.data[0] : findHomeGroup(groups.data, pageSlug);
  if (!group) return <Navigate to={paths.notFound} replace />;
  const isHome = pageSlug === undefined;
  const title = isHome ? t('title') : t('pageTitle', { page: group.pageTitle });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={t('description')} />
      <h1 className="visually-hidden">{isHome ? t('heading') : group.pageTitle}</h1>
      <HomeGroupView
        group={group}
        beforeRows={
          // signed-in users see their own rows on home instead of the visitor's call to action (docs/behaviour/product.md#call-to-action, docs/behaviour/home-and-on-demand.md#personal-rows)
          !session ? (
            <CallToAction />
          ) : (
            isHome && (
              <Suspense fallback={null}>
                <PersonalRows sessionId={session.SessionId} />
              </Suspense>
            )
          )
        }
      />
    </>
  );
}
