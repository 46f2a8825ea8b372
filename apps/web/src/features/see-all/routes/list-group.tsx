import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { findHomeGroup } from '@sahra/contracts';
import { useHomeGroups } from '../../../components/slider-row/api/get-home-groups';
import { HomeGroupSkeleton, HomeGroupView } from '../../../components/slider-row/home-group-view';
import { paths } from '../../../config/paths';
import { seeAllLabels } from '../locales/index';

/**
 * A list-group link (/{language}/listgroup/{slug}, docs/behaviour/home-and-on-demand.md#list-group): the lists of the home group of that slug,
 * with its hero. The language segment is part of shared links; the page follows the visitor's own
 * language choice rather than switching it.
 */
export function ListGroupRoute() {
  const { t } = useTranslation(seeAllLabels);
  const { slug = '' } = useParams();
  const groups = useHomeGroups();
  if (groups.isError) return <Navigate to={paths.countryError} replace />;
  if (groups.isPending) return <HomeGroupSkeleton />;
  const group = findHomeGroup(groups.data, slug);
  if (!group) return <Navigate to={paths.notFound} replace />;
  return (
    <>
      <title>{t('groupTitle', { page: group.pageTitle })}</title>
      <meta name="description" content={t('description')} />
      <h1 className="visually-hidden">{group.pageTitle}</h1>
      <HomeGroupView group={group} />
    </>
  );
}
