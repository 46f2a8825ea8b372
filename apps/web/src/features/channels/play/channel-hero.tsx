import type { ContentItem } from '@sahra/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonCard } from '../../../components/skeleton/skeleton';
import { channelPackage } from '../../../lib/channel-access';
import { Player } from '../../player';
import { useLiveChannels } from '../../../api/live-channels';
import { channelsLabels } from '../locales/index';
import { channelNeighbours } from './channel-neighbours';
import styles from './channel-play-page.module.css';

interface ChannelHeroProps {
  channel: ContentItem;
  title: string;
  /** Plays from this instant of the DVR window (a past programme) instead of live. */
  startAtInstant: Date | undefined;
  /** Plays this past programme (its start) as catch-up cut from the channel's recording instead of live. */
  programmeStart?: string | undefined;
}

/** The hero player of the channel page: live, or from a past programme; channel up and down zap through the list. */
export function ChannelHero({ channel, title, startAtInstant, programmeStart }: ChannelHeroProps) {
  const { t } = useTranslation(channelsLabels);
  const channels = useLiveChannels().data?.Items ?? [];
  return (
    <section className={styles.hero} aria-label={t('play.player', { title })}>
      <Suspense fallback={<SkeletonCard shape="landscape" lines={0} />}>
        {/* a new start instant is a new stream: the player starts over rather than seeking an old ticket */}
        <Player
          key={programmeStart ?? startAtInstant?.toISOString() ?? 'live'}
          kind={programmeStart ? 'vod' : 'live'}
          contentId={channel.Id}
          title={title}
          zapping={channelNeighbours(channels, channel.Id)}
          startAtInstant={startAtInstant}
          {...(programmeStart ? { programmeStart } : {})}
          packageName={channelPackage(channel)}
        />
      </Suspense>
    </section>
  );
}
