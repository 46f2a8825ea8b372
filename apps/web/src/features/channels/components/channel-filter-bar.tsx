import { useTranslation } from 'react-i18next';
import type { ChannelFilter } from '../channel-filters';
import styles from './channel-filter-bar.module.css';
import { CountrySelect } from './country-select';
import { channelsLabels } from '../locales/index';

export interface ChannelFilterBarProps {
  filter: ChannelFilter;
  countries: readonly string[];
  onChange: (filter: ChannelFilter) => void;
  /**
   * The Only Favorites filter is for signed-in users (spec §2, §6): the route passes it only to them,
   * and it is not rendered for visitors.
   */
  onlyFavorites?: { checked: boolean; onChange: (checked: boolean) => void };
}

/** Only Favorites (signed-in only), Only HD and Country. */
export function ChannelFilterBar({ filter, countries, onChange, onlyFavorites }: ChannelFilterBarProps) {
  const { t } = useTranslation(channelsLabels);
  return (
    <div className={styles.bar}>
      {onlyFavorites && (
        <label className={styles.control}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={onlyFavorites.checked}
            onChange={(event) => onlyFavorites.onChange(event.target.checked)}
          />
          {t('filters.onlyFavorites')}
        </label>
      )}
      <label className={styles.control}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={filter.onlyHd}
          onChange={(event) => onChange({ ...filter, onlyHd: event.target.checked })}
        />
        {t('filters.onlyHd')}
      </label>
      <CountrySelect
        countries={countries}
        selected={filter.countries}
        onChange={(selected) => onChange({ ...filter, countries: selected })}
      />
    </div>
  );
}
