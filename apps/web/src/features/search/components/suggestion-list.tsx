import { ContentTypeId } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './search-box.module.css';
import { searchLabels } from '../locales/index';

export interface SuggestionOption {
  key: string;
  label: string;
  /** Series, movie or play; absent on the "See all results" entry. */
  contentType?: number;
  to: string;
}

interface SuggestionListProps {
  id: string;
  label: string;
  options: SuggestionOption[];
  hidden: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (to: string) => void;
}

/**
 * The listbox under the search box. Each option is a real link (middle-click and "open in new tab"
 * work) that plays the option role; focus stays in the input and the arrow keys move
 * aria-activedescendant, so the options are taken out of the tab order.
 */
export function SuggestionList({
  id,
  label,
  options,
  hidden,
  activeIndex,
  optionId,
  onChoose,
}: SuggestionListProps) {
  const { t } = useTranslation(searchLabels);
  const typeLabels: Record<number, string> = {
    [ContentTypeId.Container]: t('types.series'),
    [ContentTypeId.Movie]: t('types.movie'),
    [ContentTypeId.Play]: t('types.play'),
  };
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.list} hidden={hidden}>
      {options.map((option, index) => (
        <li key={option.key} role="presentation">
          <Link
            id={optionId(index)}
            to={option.to}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            className={option.contentType === undefined ? `${styles.option} ${styles.seeAll}` : styles.option}
            onClick={(event) => {
              // a plain click is handled here so the list closes; modified clicks open a tab as usual
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onChoose(option.to);
            }}
          >
            <span className={styles.optionTitle} dir="auto">
              {option.label}
            </span>
            {option.contentType !== undefined && (
              <span className={styles.optionType}>{typeLabels[option.contentType]}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
