import type { SliderEntry } from '@sahra/contracts';
import { Suspense, useContext } from 'react';
import { Link } from 'react-router';
import {
  detailPath,
  displayTitle,
  genreNames,
  itemDescription,
  itemImageUrl,
  metadataValue,
} from '../../lib/content-item';
import { responsiveImage } from '../../lib/image';
import { catalogAppPath } from '../content-card/category-path';
import { useContentLanguage } from '../content-card/use-content-language';
import styles from './hero-slider.module.css';
import { useSlideTrailer } from './hero-trailer';
import { HeroTrailerContext } from './hero-trailer-context';
import { useSliderLabels } from './slider-labels';

export interface HeroSlideProps {
  entry: SliderEntry;
  /** The first slide's art is the page's largest image: it loads at once and first. */
  priority: boolean;
  /** False leaves the art out until the carousel comes near the slide. */
  showArt: boolean;
  /** The slide in view while the carousel moves: its trailer (SliderLVideo) may play. */
  active: boolean;
  /** Its trailer started or stopped playing. Stable. */
  onTrailerPlaying?: (playing: boolean) => void;
}

/** The trailer a slide's title names in its SliderLVideo metadata, if it names one. */
function trailerOf(entry: SliderEntry): number | undefined {
  const id = entry.Item ? Number(metadataValue(entry.Item, 'SliderLVideo')) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * One hero slide: wide art (portrait art on phones), title, a short line, genres and the slide's button;
 * a second after it comes into view its trailer plays over the art, muted, until it ends.
 */
export function HeroSlide({ entry, priority, showArt, active, onTrailerPlaying }: HeroSlideProps) {
  const renderTrailer = useContext(HeroTrailerContext);
  const trailerId = trailerOf(entry);
  const trailer = useSlideTrailer(
    active && renderTrailer !== null && trailerId !== undefined,
    onTrailerPlaying,
  );
  const language = useContentLanguage();
  const labels = useSliderLabels();
  const item = entry.Item;
  const title = item ? displayTitle(item, language) : entry.TitleFirstRow;
  const summary = item ? itemDescription(item, language) : '';
  const details = item ? [...genreNames(item, language), metadataValue(item, 'production_year') ?? ''] : [];
  // the catalog's button labels are English only, so Arabic visitors get the app's own words
  const buttonLabel = language === 'ar' || !entry.ButtonLabel ? labels.watchNow : entry.ButtonLabel;
  const path = catalogAppPath(entry.Url) ?? (item ? detailPath(item) : undefined);
  const wide = responsiveImage(entry.Poster, { sizes: '100vw', fallbackWidth: 1280 });
  const portraitUrl = item && itemImageUrl(item, 'mobileSlider');
  const portrait = portraitUrl ? responsiveImage(portraitUrl, { sizes: '100vw', maxWidth: 750 }) : null;
  return (
    <div className={styles.slide}>
      {showArt && (
        <picture>
          {portrait && <source media="(max-width: 767px)" srcSet={portrait.srcSet} sizes={portrait.sizes} />}
          <img
            {...wide}
            className={styles.art}
            alt=""
            width={1920}
            height={800}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        </picture>
      )}
      {trailer.wanted && renderTrailer && trailerId !== undefined && (
        <Suspense fallback={null}>
          {renderTrailer({
            contentId: trailerId,
            className: trailer.showing ? `${styles.trailer} ${styles.trailerShowing}` : styles.trailer,
            onPlaying: trailer.onPlaying,
            onDone: trailer.onDone,
          })}
        </Suspense>
      )}
      <div className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.title}>
          <bdi>{title}</bdi>
        </p>
        {summary && (
          <p className={styles.summary}>
            <bdi>{summary}</bdi>
          </p>
        )}
        {details.some(Boolean) && <p className={styles.details}>{details.filter(Boolean).join(' · ')}</p>}
        {path && (
          <Link to={path} className={`button button-primary ${styles.button}`}>
            {buttonLabel}
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
