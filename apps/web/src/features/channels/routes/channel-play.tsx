import { Navigate } from 'react-router';
import { SkeletonCard, SkeletonRow } from '../../../components/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useChannelPage } from '../hooks/use-channel-page';
import { ChannelPlayPage } from '../play/channel-play-page';
import styles from '../play/channel-play-page.module.css';

/** /play/:contentID/:slug: a live channel; anything else is not found, another slug moves to the channel's own. */
export function ChannelPlayRoute() {
  const page = useChannelPage();
  switch (page.status) {
    case 'loading':
      return (
        <div className={styles.page}>
          <div className={styles.top}>
            <SkeletonCard shape="landscape" lines={0} />
          </div>
          <SkeletonRow shape="landscape" />
        </div>
      );
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'moved':
      return <Navigate to={page.path} replace />;
    case 'ready':
      return <ChannelPlayPage key={page.channel.Id} channel={page.channel} />;
  }
}
