import { useEffect } from 'react';
import { LOADING_PLACEHOLDERS } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelTile } from '../../../components/content-card/channel-tile';
import { SkeletonCard, SkeletonGroup } from '../../../components/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { encodedName } from '../../../lib/content-item';
import { whenIdle } from '../../../lib/when-idle';
import { useLiveChannels } from '../../../api/live-channels';
import { countriesPresent, filterChannels, isHd } from '../channel-filters';
import { ChannelFilterBar } from '../components/channel-filter-bar';
import { useSession } from '../../auth/session/session-store';
import { usePlayerPreload } from '../../player';
import { useChannelFilter } from '../hooks/use-channel-filter';
import { useFavouriteChannels } from '../hooks/use-favourite-channels';
import styles from './channels.module.css';
import { channelsLabels } from '../locales/index';

const NO_CHANNELS = [] as const;
/** Tile widths per media condition, matching the columns in channels.module.css. */
const TILE_SIZES = '(min-width: 1200px) 16vw, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

/** /channel (docs/behaviour/channels-live-guide.md#channels-page): every live channel as a logo tile opening its player, with Only HD and Country filters. */
export function ChannelsRoute() {
  const { t } = useTranslation(channelsLabels);
  const channels = useLiveChannels();
  // a tile opens the channel's play page, whose player then starts at once: both are fetched ahead
  usePlayerPreload();
  useEffect(() => whenIdle(() => void import('./channel-play')), []);
  const all = channels.data?.Items ?? NO_CHANNELS;
  const countries = countriesPresent(all);
  const { filter, change, onlyFavorites, changeOnlyFavorites } = useChannelFilter(countries);
  // Only Favorites is for signed-in users (docs/behaviour/channels-live-guide.md#channels-page): a visitor's link with it shows every channel
  const sessionId = useSession()?.SessionId;
  const favouritesShown = onlyFavorites && sessionId !== undefined;
  const favourites = useFavouriteChannels(sessionId, favouritesShown);
  const shown = filterChannels(all, {
    ...filter,
    favourites: favouritesShown ? (favourites.data ?? new Set()) : undefined,
  });
  const loading = channels.isPending || (favouritesShown && favourites.isPending);
  const failed = channels.isError || (favouritesShown && favourites.isError);
  return (
    <div className={styles.page}>
      <title>{t('title')}</title>
      <meta name="description" content={t('metaDescription')} />
      <div className={styles.header}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <Link to={paths.guide} className={styles.guideLink}>
          {t('guideLink')}
        </Link>
        <ChannelFilterBar
          filter={filter}
          countries={countries}
          onChange={change}
          {...(sessionId !== undefined && {
            onlyFavorites: { checked: onlyFavorites, onChange: changeOnlyFavorites },
          })}
        />
      </div>
      {loading && (
        <SkeletonGroup className={styles.grid} label={t('results.loading')}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
            <SkeletonCard key={index} shape="landscape" lines={0} />
          ))}
        </SkeletonGroup>
      )}
      {failed && (
        <p className={styles.message}>
          {t(favouritesShown && favourites.isError ? 'results.favouritesFailed' : 'results.failed')}
        </p>
      )}
      {!loading && !failed && shown.length === 0 && (
        <p className={styles.message}>{t(favouritesShown ? 'results.noFavourites' : 'results.empty')}</p>
      )}
      {!loading && !failed && shown.length > 0 && (
        <ul className={styles.grid} aria-label={t('results.label')}>
          {shown.map((channel, index) => (
            <li key={channel.Id} className={styles.cell}>
              <ChannelTile
                item={channel}
                sizes={TILE_SIZES}
                eager={index < 12}
                to={paths.livePlay(channel.Id, encodedName(channel))}
              />
              {isHd(channel) && <span className={styles.hd}>{t('results.hd')}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
