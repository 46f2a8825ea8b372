import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { countryOptions } from '../channel-filters';
import styles from './channel-filter-bar.module.css';
import { channelsLabels } from '../locales/index';

export interface CountrySelectProps {
  /** Country url names ("ae") of the channels present. */
  countries: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * A multi-select dropdown: a button that shows and hides a group of checkboxes. Escape and a click
 * outside close it; focus returns to the button on Escape so keyboard users are not lost.
 */
export function CountrySelect({ countries, selected, onChange }: CountrySelectProps) {
  const { t, i18n } = useTranslation(channelsLabels);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  const locale = i18n.resolvedLanguage ?? 'en';
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...selected, code] : selected.filter((value) => value !== code));
  return (
    <div className={styles.dropdown} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.control}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {selected.length > 0 ? t('filters.countryCount', { count: selected.length }) : t('filters.country')}
        <ChevronDownIcon />
      </button>
      <fieldset id={panelId} className={styles.panel} hidden={!open}>
        <legend className="visually-hidden">{t('filters.country')}</legend>
        {countryOptions(countries, locale).map(({ code, name }) => (
          <label key={code} className={styles.option}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={selected.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            <span>{name}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
