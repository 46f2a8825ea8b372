import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UrlParam, withParams } from '../../../lib/url-state';
import styles from './season-buttons.module.css';
import { detailsLabels } from '../locales/index';

/** The URL parameter of the chosen season (the first season is left out). */
export const SEASON_PARAM = 'season';

interface SeasonButtonsProps {
  seasons: readonly number[];
  current: number;
}

/** One toggle button per season; choosing one shows its first page and keeps the rest of the URL. */
export function SeasonButtons({ seasons, current }: SeasonButtonsProps) {
  const { t } = useTranslation(detailsLabels);
  const [params, setParams] = useSearchParams();
  const choose = (season: number) =>
    setParams(
      withParams(params, {
        [SEASON_PARAM]: season === seasons[0] ? null : String(season),
        [UrlParam.PageNo]: null,
      }),
      // the buttons sit at the top of the row, already in view
      { preventScrollReset: true },
    );
  return (
    <div className={styles.seasons} role="group" aria-label={t('seasons')}>
      {seasons.map((season) => (
        <button
          key={season}
          type="button"
          className={styles.season}
          aria-pressed={season === current}
          onClick={() => choose(season)}
        >
          {t('season', { number: season })}
        </button>
      ))}
    </div>
  );
}
