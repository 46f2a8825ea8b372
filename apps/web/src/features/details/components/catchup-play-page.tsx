import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLanguage } from '../../../components/content-card/use-content-language';
import { detailPath, displayTitle, itemChannel, itemDescription } from '../../../lib/content-item';
import { useItem } from '../../../api/get-item';
import styles from './catchup-play-page.module.css';
import { Credits } from './credits';
import { Description } from './description';
import { EpisodeFacts } from './episode-facts';
import { ListActionButtons } from './list-actions';
import { ChannelEpisodesRow, LatestEpisodesRow } from './more-rows';
import { usePlayRequested } from '../hooks/use-play-request';
import { PageHead } from './page-head';
import { PlayerSlot } from './player-slot';
import { detailsLabels } from '../locales/index';

/** /catchup/play/{id}/{slug} for an episode or clip (docs/behaviour/details-and-people.md#catch-up-play-page): player, when it aired, credits, then more episodes. */
export function CatchupPlayPage({ item }: { item: ContentItem }) {
  const { t } = useTranslation(detailsLabels);
  const language = useContentLanguage();
  const title = displayTitle(item, language);
  const description = itemDescription(item, language);
  // the series page names the show in both languages and gives the link its slug
  const series = useItem(item.ParentId ?? undefined).data;
  const seriesPath = series ? detailPath(series) : undefined;
  const channel = itemChannel(item);
  const playRequested = usePlayRequested();
  return (
    <article className={styles.page}>
      <PageHead item={item} title={title} language={language} />
      <div className={styles.top}>
        <PlayerSlot item={item} autoStart={playRequested} />
        <div className={styles.info}>
          <div className={styles.heading}>
            {series && seriesPath && (
              <Link to={seriesPath} className={styles.series}>
                <span aria-hidden="true" className={styles.back}>
                  ‹
                </span>
                {t('backToSeries', { title: displayTitle(series, language) })}
              </Link>
            )}
            <h1 className={styles.title}>{title}</h1>
          </div>
          <EpisodeFacts item={item} language={language} />
          <ListActionButtons itemId={item.Id} />
          {description && (
            <section className={styles.summary} aria-labelledby="summary-title">
              <h2 id="summary-title" className={styles.subtitle}>
                {t('summary')}
              </h2>
              <Description text={description} />
            </section>
          )}
          <Credits item={item} />
        </div>
      </div>
      <div className={styles.rows}>
        {series && <LatestEpisodesRow series={series} currentId={item.Id} />}
        {channel && <ChannelEpisodesRow channelSlug={channel.slug} seriesId={item.ParentId ?? item.Id} />}
      </div>
    </article>
  );
}
