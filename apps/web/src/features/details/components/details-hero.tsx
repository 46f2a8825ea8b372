import { ContentTypeId, type ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  contentTypeOf,
  detailPath,
  encodedName,
  firstImageUrl,
  isPlayable,
  itemDescription,
  type ContentLanguage,
} from '../../../lib/content-item';
import { responsiveImage } from '../../../lib/image';
import { PLAY_HASH } from '../hooks/use-play-request';
import { detailsLayout, PrimaryAction } from '../utils/details-layout';
import { Credits } from './credits';
import styles from './details-hero.module.css';
import { Description } from './description';
import { Facts } from './facts';
import { ListActionButtons } from './list-actions';
import { detailsLabels } from '../locales/index';

const BACKDROP_TYPES = ['background', 'Background', 'webSlider', 'WSlider', 'thumbnail'] as const;

interface DetailsHeroProps {
  item: ContentItem;
  title: string;
  language: ContentLanguage;
}

/** The top of a details page: backdrop art, poster, title, facts, the primary action, description and credits. */
export function DetailsHero({ item, title, language }: DetailsHeroProps) {
  const backdrop = firstImageUrl(item, BACKDROP_TYPES);
  const poster = firstImageUrl(item, ['poster']);
  return (
    <section className={styles.hero} aria-labelledby="details-title">
      {backdrop && (
        <img
          className={styles.backdrop}
          // blurred on wide screens, so a small file does; phones show it sharp at full width
          {...responsiveImage(backdrop, { sizes: '(min-width: 768px) 640px, 100vw', maxWidth: 1280 })}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
        />
      )}
      <div className={styles.inner}>
        {poster && (
          // the heading beside it already names the title, so the poster is not announced twice
          <img
            className={styles.poster}
            {...responsiveImage(poster, { sizes: '(min-width: 1200px) 260px, 200px', maxWidth: 520 })}
            alt=""
            width={260}
            height={390}
          />
        )}
        <div className={styles.body}>
          <h1 id="details-title" className={styles.title}>
            {title}
          </h1>
          <Facts item={item} language={language} />
          <PrimaryActionLink item={item} />
          {/* a channel is a favourite (its play page), not a title for My List */}
          {contentTypeOf(item) !== ContentTypeId.Channel && <ListActionButtons itemId={item.Id} />}
          <Description text={itemDescription(item, language)} className={styles.description} />
          <Credits item={item} />
        </div>
      </div>
    </section>
  );
}

/**
 * Watch now for titles (the details path with #play, where the player will start), Watch live for
 * channels; a title without media of its own yet says so in its place.
 */
function PrimaryActionLink({ item }: { item: ContentItem }) {
  const { t } = useTranslation(detailsLabels);
  const action = detailsLayout(contentTypeOf(item)).primaryAction;
  if (action === undefined) return null;
  if (!isPlayable(item)) return <p className={styles.notPlayable}>{t('notPlayable')}</p>;
  const live = action === PrimaryAction.WatchLive;
  // a title's own path (as the shared reader encodes it) plus the hash the player will answer
  const to = live ? paths.livePlay(item.Id, encodedName(item)) : `${detailPath(item) ?? ''}${PLAY_HASH}`;
  return (
    <div>
      <Link to={to} className={`button button-primary ${styles.watch}`}>
        <span aria-hidden="true">▶</span>
        {live ? t('watchLive') : t('watchNow')}
      </Link>
    </div>
  );
}
