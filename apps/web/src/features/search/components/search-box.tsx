import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchSlotProps } from '../../../components/layout/nav-bar';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { contentLanguage } from '../../../lib/content-item';
import { useAutocomplete } from '../api/get-autocomplete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CLOSED, comboboxReducer, isAutocompleteText, suggestionTitle } from '../utils/combobox';
import styles from './search-box.module.css';
import type { SuggestionOption } from './suggestion-list';
import { searchLabels } from '../locales/index';

// The list shows only once 4 characters are typed (docs/behaviour/search.md#autocomplete), so its code loads then, well within the
// pause before the first suggestions are asked for.
const SuggestionList = lazy(async () => ({ default: (await import('./suggestion-list')).SuggestionList }));

/** A pause in typing this long sends the text for suggestions. */
const DEBOUNCE_MS = 250;
const MAX_TEXT_LENGTH = 200;

/** What the plain form the box replaces held: its text, and whether the visitor was in it. */
export interface SearchHandOver {
  text: string;
  focused: boolean;
}

/** The navigation bar's search box: suggestions as you type (docs/behaviour/search.md#search-box), Enter for the search page. */
export function SearchBox({
  active,
  onDone,
  handOver,
}: SearchSlotProps & { handOver?: () => SearchHandOver }) {
  const { t, i18n } = useTranslation(searchLabels);
  const navigate = useNavigate();
  const listboxId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // read while the plain form is still on the page: this render replaces it
  const [taken] = useState(() => handOver?.() ?? { text: '', focused: false });
  const [text, setText] = useState(taken.text);
  const [combobox, dispatch] = useReducer(comboboxReducer, CLOSED);
  const term = text.trim();
  const settledTerm = useDebouncedValue(term, DEBOUNCE_MS);
  const suggestions = useAutocomplete(settledTerm);
  const expanded = combobox.open && isAutocompleteText(term);

  const language = contentLanguage(i18n.resolvedLanguage);
  const options: SuggestionOption[] = [
    ...(isAutocompleteText(settledTerm) ? (suggestions.data ?? []) : []).map((entry) => ({
      key: String(entry.Id),
      label: suggestionTitle(entry, language),
      contentType: entry.ContentTypeId,
      to: paths.details(entry.Id, entry.UrlEncodedName),
    })),
    { key: 'all', label: t('seeAll'), to: paths.search(term) },
  ];
  const activeIndex = combobox.active < options.length ? combobox.active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  // the panel opened from the toggle on a phone, or the visitor was typing in the plain form: go on here
  useEffect(() => {
    if (active || taken.focused) inputRef.current?.focus();
  }, [active, taken.focused]);

  useEffect(() => {
    if (!expanded) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target))
        dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [expanded]);

  const go = (to: string) => {
    dispatch({ type: 'close' });
    onDone();
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && isAutocompleteText(term)) {
      event.preventDefault();
      dispatch({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      const chosen = options[activeIndex];
      if (chosen) go(chosen.to);
    } else if (event.key === 'Escape' && (expanded || text)) {
      // the list, then the text, go first; only an empty box lets Escape close the search panel
      event.preventDefault();
      event.stopPropagation();
      if (expanded) dispatch({ type: 'close' });
      else setText('');
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLFormElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      dispatch({ type: 'close' });
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={styles.box}
      action={paths.search('')}
      onBlur={closeWhenFocusLeaves}
      onSubmit={(event) => {
        event.preventDefault();
        if (term) go(paths.search(term));
      }}
    >
      <label htmlFor={`${listboxId}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={`${listboxId}-input`}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_TEXT_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          dispatch({ type: 'open' });
        }}
        onFocus={() => dispatch({ type: 'open' })}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label={t('submit')}>
        <SearchIcon size={20} />
      </button>
      {isAutocompleteText(term) && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listboxId}
            label={t('suggestions')}
            options={options}
            hidden={!expanded}
            activeIndex={activeIndex}
            optionId={optionId}
            onChoose={go}
          />
        </Suspense>
      )}
    </form>
  );
}
