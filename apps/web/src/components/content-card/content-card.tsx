import type { ContentItem } from '@sahra/contracts';
import {
  broadcastDate,
  detailPath,
  displayTitle,
  firstImageUrl,
  genreNames,
  itemChannel,
  seasonEpisode,
} from '../../lib/content-item';
import { responsiveImage } from '../../lib/image';
import { rowImageSizes } from '../slider-row/slides-per-view';
import { useCardLabels } from './card-labels';
import { CardLink } from './card-link';
import styles from './content-card.module.css';
import { useChannelLogo } from './use-channel-logo';
import { useContentLanguage } from './use-content-language';

/** poster: 2:3 poster with genres (movies, series, plays); catchup: 16:9 thumbnail with season, episode and broadcast date. */
export type CardVariant = 'poster' | 'catchup';

const ART = {
  poster: { types: ['poster', 'thumbnail'], width: 600, height: 900 },
  catchup: { types: ['thumbnail', 'background', 'poster'], width: 960, height: 540 },
} as const;

export interface ContentCardProps {
  item: ContentItem;
  variant?: CardVariant;
  /** The list's own art for this item (ListItem.Poster), preferred over the item's images. */
  imageUrl?: string | null;
  /** <img sizes>: the card's width per media condition; defaults to a slider row's share of the screen. */
  sizes?: string;
  /** Loads the art at once; only for cards in the first screenful. */
  eager?: boolean;
}

/** A content card linking to the item's page: art, channel logo, title, and genres or catch-up details. */
export function ContentCard({ item, variant = 'poster', imageUrl, sizes, eager = false }: ContentCardProps) {
  const language = useContentLanguage();
  const title = displayTitle(item, language);
  const art = ART[variant];
  const url = imageUrl || firstImageUrl(item, art.types);
  const image = url
    ? responsiveImage(url, { sizes: sizes ?? rowImageSizes('standard'), maxWidth: art.width })
    : null;
  const path = detailPath(item);
  return (
    <CardLink to={path} className={styles.card}>
      <span className={`${styles.art} ${styles[variant]}`}>
        {image ? (
          <img
            {...image}
            alt=""
            width={art.width}
            height={art.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.artFallback} aria-hidden="true" dir="auto">
            {title}
          </span>
        )}
        <ChannelLogo item={item} />
      </span>
      {/* <bdi>: a title in the other script keeps its own order while the line keeps the page's alignment */}
      <span className={styles.title}>
        <bdi>{title}</bdi>
      </span>
      {variant === 'catchup' ? <CatchupDetails item={item} /> : <Genres item={item} />}
    </CardLink>
  );
}

function ChannelLogo({ item }: { item: ContentItem }) {
  const channel = itemChannel(item);
  const logo = useChannelLogo(channel?.slug);
  if (!channel || !logo) return null;
  const image = responsiveImage(logo, { sizes: '96px', maxWidth: 240, fallbackWidth: 160 });
  return <img {...image} className={styles.logo} alt={channel.name} width={96} height={54} loading="lazy" />;
}

function Genres({ item }: { item: ContentItem }) {
  const genres = genreNames(item, useContentLanguage());
  if (genres.length === 0) return null;
  return <span className={styles.meta}>{genres.join(' · ')}</span>;
}

function CatchupDetails({ item }: { item: ContentItem }) {
  const labels = useCardLabels();
  const date = broadcastDate(item, useContentLanguage());
  const { season, episode } = seasonEpisode(item);
  const marks = [season && labels.season(season), episode && labels.episode(episode)].filter(Boolean);
  if (marks.length === 0 && !date) return null;
  return (
    <span className={styles.meta}>
      {marks.length > 0 && (
        <>
          <span aria-hidden="true">{marks.join(' ')}</span>
          <span className="visually-hidden">{labels.seasonEpisode(season, episode)}</span>
        </>
      )}
      {marks.length > 0 && date && <span aria-hidden="true"> · </span>}
      {date && <span>{date}</span>}
    </span>
  );
}
