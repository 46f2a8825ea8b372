import type { ContentItem } from '@sahra/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { metadataValue, urlSlug } from '../../../lib/content-item';
import { parseContentId } from '../../../lib/content-id';
import { UrlParam, withParams, toSearch } from '../../../lib/url-state';
import { channelsLabels } from '../locales/index';
import { PromoDialog } from '../promo/promo-dialog';
import styles from './channel-play-page.module.css';

interface ChannelActionsProps {
  channel: ContentItem;
  title: string;
  /**
   * ADD/REMOVE FAVOURITES (docs/behaviour/channels-live-guide.md#channel-play-page): the lists feature's favourite toggle for this channel, handed in
   * where the app composes the two features.
   */
  favouriteButton?: ReactNode;
}

/** The catch-up page showing only this channel's videos (docs/behaviour/channels-live-guide.md#channel-play-page: filtered by checkedChannels). */
function channelCatchupPath(channel: ContentItem): string {
  return `${paths.catchupVideos}${toSearch(withParams(new URLSearchParams(), { [UrlParam.CheckedChannels]: urlSlug(channel) }))}`;
}

/** The channel page's buttons (docs/behaviour/channels-live-guide.md#channel-play-page): ALL CATCHUP VIDEOS, PROMO, ADD/REMOVE FAVOURITES. */
export function ChannelActions({ channel, title, favouriteButton }: ChannelActionsProps) {
  const { t } = useTranslation(channelsLabels);
  const [promoOpen, setPromoOpen] = useState(false);
  // a channel without a promotion video has no PROMO button
  const promoId = parseContentId(metadataValue(channel, 'promotion'));
  return (
    <div className={styles.actions}>
      <Link className="button button-primary" to={channelCatchupPath(channel)}>
        {t('play.allCatchupVideos')}
      </Link>
      {promoId !== undefined && (
        <>
          <button type="button" className="button button-secondary" onClick={() => setPromoOpen(true)}>
            {t('play.promo')}
          </button>
          <PromoDialog
            open={promoOpen}
            onClose={() => setPromoOpen(false)}
            promoId={promoId}
            channelTitle={title}
          />
        </>
      )}
      {favouriteButton}
    </div>
  );
}
