import type { CustomValue } from '@sahra/contracts';
import { useMemo } from 'react';
import styles from './filter-form.module.css';

export interface CheckboxListProps {
  legend: string;
  values: readonly CustomValue[];
  checked: readonly string[];
  /** Values listed first (those ticked when the panel opened), so a long list shows the choice without scrolling. */
  pinned: readonly string[];
  onChange: (checked: string[]) => void;
}

/** One group of filter checkboxes; the catalog's names are shown as text, keyed by url name. */
export function CheckboxList({ legend, values, checked, pinned, onChange }: CheckboxListProps) {
  const ordered = useMemo(
    () => [
      ...values.filter((value) => pinned.includes(value.UrlEncodedName)),
      ...values.filter((value) => !pinned.includes(value.UrlEncodedName)),
    ],
    [values, pinned],
  );
  const toggle = (urlName: string, on: boolean) =>
    onChange(on ? [...checked, urlName] : checked.filter((value) => value !== urlName));
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {ordered.map((value) => (
          <li key={value.UrlEncodedName}>
            <label className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={checked.includes(value.UrlEncodedName)}
                onChange={(event) => toggle(value.UrlEncodedName, event.target.checked)}
              />
              <span>{value.Name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
