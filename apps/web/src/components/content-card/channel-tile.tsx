import type { ContentItem } from '@sahra/contracts';
import { detailPath, displayTitle, firstImageUrl } from '../../lib/content-item';
import { responsiveImage } from '../../lib/image';
import { rowImageSizes } from '../slider-row/slides-per-view';
import { useChannelLock } from '../../lib/channel-access';
import { LockIcon } from '../ui/icons';
import { useCardLabels } from './card-labels';
import { CardLink } from './card-link';
import styles from './content-card.module.css';
import { CHANNEL_LOGO_TYPES } from './use-channel-logo';
import { useContentLanguage } from './use-content-language';

export interface ChannelTileProps {
  /** A channel (content type 1). */
  item: ContentItem;
  /** <img sizes>; defaults to a channel row's share of the screen. */
  sizes?: string;
  /** Loads the logo at once; only for tiles in the first screenful. */
  eager?: boolean;
  /** Where the tile leads; by default the channel's page (docs/behaviour/routes-and-frame.md#detail-links: channels open /details/{id}/{slug}). */
  to?: string;
}

/**
 * A channel logo tile (display type Channel). The logo carries the name, so the name is its alt text;
 * a channel the viewer's plan does not cover carries a lock naming the package it needs (ADR 030).
 */
export function ChannelTile({ item, sizes, eager = false, to }: ChannelTileProps) {
  const name = displayTitle(item, useContentLanguage());
  const { packageName, locked } = useChannelLock(item);
  const labels = useCardLabels();
  const url = firstImageUrl(item, CHANNEL_LOGO_TYPES);
  const image = url
    ? responsiveImage(url, { sizes: sizes ?? rowImageSizes('channel'), maxWidth: 960 })
    : null;
  return (
    <CardLink to={to ?? detailPath(item)} className={`${styles.card} ${styles.channelTile}`}>
      <span className={`${styles.art} ${styles.catchup}`}>
        {image ? (
          <img
            {...image}
            alt={name}
            width={960}
            height={540}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.artFallback} dir="auto">
            {name}
          </span>
        )}
        {locked && (
          <span className={styles.lock} role="img" aria-label={labels.locked(packageName)} data-locked>
            <LockIcon size={16} />
          </span>
        )}
      </span>
    </CardLink>
  );
}
