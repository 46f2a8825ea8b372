import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { CatchupPlayPage } from '../components/catchup-play-page';
import { PageSkeleton } from '../components/page-skeleton';
import { usePageItem } from '../hooks/use-page-item';
import { PageKind } from '../utils/page-kind';

/** /catchup/play/:contentID/:slug: an episode or clip; anything else goes to its own page or to not-found. */
export function CatchupPlayRoute() {
  const page = usePageItem(PageKind.CatchupPlay);
  switch (page.status) {
    case 'loading':
      return <PageSkeleton player />;
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'moved':
      return <Navigate to={page.path} replace />;
    case 'ready':
      return <CatchupPlayPage key={page.item.Id} item={page.item} />;
  }
}
