import type { CustomValue } from '@sahra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATCHUP_SORTS, CatchupSort } from '../catchup-query';
import type { FilterChoice } from '../hooks/use-catchup-selection';
import { CheckboxList } from './checkbox-list';
import styles from './filter-form.module.css';
import { catchupLabels } from '../locales/index';

export interface FilterFormProps {
  channels: readonly CustomValue[];
  genres: readonly CustomValue[];
  /** The choice in the URL now; the form edits a draft of it until Filter is pressed. */
  initial: FilterChoice;
  onApply: (choice: FilterChoice) => void;
  /** Keeps Filter and Clear in reach at the bottom of a scrolling modal. */
  stickyActions?: boolean;
}

/** Sort, Channels and Genre, applied together by the Filter button (docs/behaviour/catch-up.md#filters). */
export function FilterForm({ channels, genres, initial, onApply, stickyActions = false }: FilterFormProps) {
  const { t } = useTranslation(catchupLabels);
  const sortId = useId();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => setDraft({ channels: [], genres: [], sort: CatchupSort.Broadcast });
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={sortId} className={styles.legend}>
          {t('filters.sort')}
        </label>
        <select
          id={sortId}
          className={styles.select}
          value={draft.sort}
          onChange={(event) =>
            setDraft({
              ...draft,
              sort: CATCHUP_SORTS.find((sort) => sort === event.target.value) ?? draft.sort,
            })
          }
        >
          {CATCHUP_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <CheckboxList
        legend={t('filters.channels')}
        values={channels}
        checked={draft.channels}
        pinned={initial.channels}
        onChange={(checked) => setDraft({ ...draft, channels: checked })}
      />
      <CheckboxList
        legend={t('filters.genre')}
        values={genres}
        checked={draft.genres}
        pinned={initial.genres}
        onChange={(checked) => setDraft({ ...draft, genres: checked })}
      />
      <div className={stickyActions ? `${styles.actions} ${styles.sticky}` : styles.actions}>
        <button type="submit" className="button button-primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="button button-secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
