import { onDemandMenuSlug } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useHomeGroups } from '../../../components/slider-row/api/get-home-groups';
import { CanonicalLink } from '../../../components/ui/canonical-link';
import { HomeGroupSkeleton, HomeGroupView } from '../../../components/slider-row/home-group-view';
import { PagedList } from '../../../components/slider-row/paged-list';
import { pageLabels } from '../../../components/layout/page-label';
import { paths } from '../../../config/paths';
import { findOnDemandGroup, parseListId } from '../on-demand-slug';
import { ondemandLabels } from '../locales/index';

/**
 * On-demand pages (/ondemand/{slug}, docs/behaviour/home-and-on-demand.md#on-demand): the home group's hero and rows, or with a list id
 * (/ondemand/{slug}/{listID}?pageNo=) that one list paged as a grid. An unknown group, or a list id
 * that is not a number, is not found.
 */
export function OnDemandRoute() {
  const { t } = useTranslation(ondemandLabels);
  const { t: common } = useTranslation();
  const { slug = '', listID } = useParams();
  const groups = useHomeGroups();
  const listId = parseListId(listID);
  const group = groups.data && findOnDemandGroup(groups.data, slug);
  const pageName = group && pageLabels(common)({ ...group, slug: onDemandMenuSlug(group.slug) });

  if (groups.isError) return <Navigate to={paths.countryError} replace />;
  if ((groups.isSuccess && !group) || (listID !== undefined && listId === undefined)) {
    return <Navigate to={paths.notFound} replace />;
  }
  const canonicalPath =
    listId === undefined
      ? paths.onDemand(slug.toLowerCase())
      : paths.onDemandList(slug.toLowerCase(), listId);
  const head = (
    <>
      <CanonicalLink path={canonicalPath} />
      {group && <meta name="description" content={t('description', { page: pageName })} />}
    </>
  );
  // a list page needs only its list, so it starts loading while the group is still being checked
  if (listId !== undefined) {
    return (
      <>
        {head}
        <PagedList key={listId} listId={listId} pageTitle={(list) => t('listTitle', { list })} />
      </>
    );
  }
  if (!group) return <HomeGroupSkeleton />;
  return (
    <>
      {head}
      <title>{t('pageTitle', { page: pageName })}</title>
      <h1 className="visually-hidden">{pageName}</h1>
      <HomeGroupView group={group} />
    </>
  );
}
