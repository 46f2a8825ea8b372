import { startTransition, useOptimistic } from 'react';
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
   * The Only Favorites filter is for signed-in users (docs/behaviour/channels-live-guide.md#channels-page): the route passes it only to them,
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
        <FilterCheckbox
          label={t('filters.onlyFavorites')}
          checked={onlyFavorites.checked}
          onChange={onlyFavorites.onChange}
        />
      )}
      <FilterCheckbox
        label={t('filters.onlyHd')}
        checked={filter.onlyHd}
        onChange={(onlyHd) => onChange({ ...filter, onlyHd })}
      />
      <CountrySelect
        countries={countries}
        selected={filter.countries}
        onChange={(selected) => onChange({ ...filter, countries: selected })}
      />
    </div>
  );
}

/**
 * A filter's checkbox. A change is a navigation (the URL holds the filter), which React keeps pending
 * while the filtered list loads: the box shows the new state at once instead of springing back until then.
 */
function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [shown, setShown] = useOptimistic(checked);
  return (
    <label className={styles.control}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={shown}
        onChange={(event) => {
          const next = event.target.checked;
          startTransition(() => {
            setShown(next);
            onChange(next);
          });
        }}
      />
      {label}
    </label>
  );
}
