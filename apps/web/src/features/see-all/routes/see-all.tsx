import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { findHomeGroup } from '@sahra/contracts';
import { useHomeGroups } from '../../../components/slider-row/api/get-home-groups';
import { useListsByGroupId } from '../../../components/slider-row/api/get-lists-by-group-id';
import { PagedList } from '../../../components/slider-row/paged-list';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { paths } from '../../../config/paths';
import { findListBySlug } from '@sahra/contracts';
import { seeAllLabels } from '../locales/index';

/**
 * The see-all page of a list (/{slug}/list-details/{listIdOrSlug}): its title and all its items,
 * 20 per page (query pageNo). A list named by slug is looked up among the lists of the page's group.
 */
export function SeeAllRoute() {
  const { t } = useTranslation(seeAllLabels);
  const { slug = '', listIdOrSlug = '' } = useParams();
  const listId = /^\d{1,10}$/.test(listIdOrSlug) ? Number(listIdOrSlug) : undefined;
  return (
    <>
      <meta name="description" content={t('description')} />
      {listId === undefined ? (
        <ListBySlug pageSlug={slug} listSlug={listIdOrSlug} />
      ) : (
        <PagedList key={listId} listId={listId} pageTitle={(list) => t('pageTitle', { list })} />
      )}
    </>
  );
}

function ListBySlug({ pageSlug, listSlug }: { pageSlug: string; listSlug: string }) {
  const { t } = useTranslation(seeAllLabels);
  const groups = useHomeGroups();
  const group = groups.data && findHomeGroup(groups.data, pageSlug);
  // with no group there are no lists to look in; the disabled query then reports nothing
  const lists = useListsByGroupId(
    group?.listGroupsId ?? 0,
    useContentLanguage(),
    group?.listGroupsId != null,
  );
  if (groups.isPending || (group?.listGroupsId != null && lists.isPending)) return <LoadingIndicator />;
  const list = lists.data && findListBySlug(lists.data, listSlug);
  if (!list) return <Navigate to={paths.notFound} replace />;
  return <PagedList key={list.ID} listId={list.ID} pageTitle={(title) => t('pageTitle', { list: title })} />;
}
