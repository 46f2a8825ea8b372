import type { ContentItem } from '@sahra/contracts';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { contentTypeOf, displayTitle, isPlayable, itemChannel } from '../../../lib/content-item';
import { usePlayRequested } from '../hooks/use-play-request';
import { detailsLayout, PrimaryAction } from '../utils/details-layout';
import { DetailsHero } from './details-hero';
import styles from './details-page.module.css';
import { ChannelEpisodesRow, SimilarTitlesRows } from './more-rows';
import { PageHead } from './page-head';
import { PlayerSlot } from './player-slot';
import { SeriesEpisodes } from './series-episodes';

/** /details/{id}/{slug} for a series, movie, play or channel (docs/behaviour/details-and-people.md#details-page). */
export function DetailsPage({ item }: { item: ContentItem }) {
  const language = useContentLanguage();
  const title = displayTitle(item, language);
  const layout = detailsLayout(contentTypeOf(item));
  const playRequested = usePlayRequested();
  const channel = itemChannel(item);
  return (
    <article className={styles.page}>
      <PageHead item={item} title={title} language={language} />
      <DetailsHero item={item} title={title} language={language} />
      <div className={styles.sections}>
        {playRequested && layout.primaryAction === PrimaryAction.WatchNow && isPlayable(item) && (
          <PlayerSlot item={item} autoStart />
        )}
        {layout.episodes && <SeriesEpisodes series={item} />}
        {layout.episodes && channel && <ChannelEpisodesRow channelSlug={channel.slug} seriesId={item.Id} />}
        {layout.similarTitles && <SimilarTitlesRows item={item} />}
      </div>
    </article>
  );
}
