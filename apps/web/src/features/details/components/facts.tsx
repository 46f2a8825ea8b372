import type { ContentItem } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { genreNames, metadataValue, type ContentLanguage } from '../../../lib/content-item';
import { durationParts, itemDurationSeconds } from '../utils/duration';
import { DurationText } from './duration-text';
import styles from './facts.module.css';
import { detailsLabels } from '../locales/index';

interface FactsProps {
  item: ContentItem;
  language: ContentLanguage;
}

/** Genres, production year, running time and rating on one line; each only when the catalog has it. */
export function Facts({ item, language }: FactsProps) {
  const { t } = useTranslation(detailsLabels);
  const genres = genreNames(item, language);
  const year = metadataValue(item, 'production_year');
  const duration = durationParts(itemDurationSeconds(item));
  const rating = metadataValue(item, 'rating');
  return (
    <dl className={styles.facts}>
      {genres.length > 0 && (
        <div className={styles.fact}>
          <dt className="visually-hidden">{t('genres')}</dt>
          <dd>{genres.join(' · ')}</dd>
        </div>
      )}
      {year && /^\d{4}$/.test(year) && (
        <div className={styles.fact}>
          <dt className="visually-hidden">{t('year')}</dt>
          <dd>{year}</dd>
        </div>
      )}
      {duration && (
        <div className={styles.fact}>
          <dt className="visually-hidden">{t('duration')}</dt>
          <dd>
            <DurationText duration={duration} />
          </dd>
        </div>
      )}
      {rating && /^\d{1,2}(\.\d)?$/.test(rating) && (
        <div className={styles.fact}>
          <dt className="visually-hidden">{t('rating')}</dt>
          <dd className={styles.rating}>
            <span aria-hidden="true">★ {rating}</span>
            <span className="visually-hidden">{t('ratingValue', { rating })}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
