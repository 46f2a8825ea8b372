import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { DetailsPage } from '../components/details-page';
import { PageSkeleton } from '../components/page-skeleton';
import { usePageItem } from '../hooks/use-page-item';
import { PageKind } from '../utils/page-kind';

/** /details/:contentID/:slug: a series, movie, play or channel; anything else goes to its own page or to not-found. */
export function DetailsRoute() {
  const page = usePageItem(PageKind.Details);
  switch (page.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'moved':
      return <Navigate to={page.path} replace />;
    case 'ready':
      return <DetailsPage key={page.item.Id} item={page.item} />;
  }
}
