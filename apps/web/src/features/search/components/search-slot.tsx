import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSlotProps } from '../../../components/layout/nav-bar';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { ClientPart, clientLazy } from '../../../lib/client-part';
import { searchLabels } from '../locales/index';
import type { SearchHandOver } from './search-box';
import styles from './search-box.module.css';

const SearchBox = clientLazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/**
 * The navigation bar's search. Its first view is a plain search form, which submits to the search page
 * as any form does; the box with suggestions is a chunk of its own (kept out of what every page needs
 * before its first render) and replaces the form as soon as it is there, taking over what was typed and
 * the focus.
 */
export function SearchSlot(props: SearchSlotProps) {
  const plainInput = useRef<HTMLInputElement>(null);
  const handOver = (): SearchHandOver => ({
    text: plainInput.current?.value ?? '',
    focused: plainInput.current !== null && document.activeElement === plainInput.current,
  });
  return (
    <ClientPart firstView={<PlainSearchForm inputRef={plainInput} />}>
      <SearchBox {...props} handOver={handOver} />
    </ClientPart>
  );
}

function PlainSearchForm({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation(searchLabels);
  return (
    <form role="search" className={styles.box} action={paths.search('')}>
      <label htmlFor="search-plain-input" className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id="search-plain-input"
        className={styles.input}
        type="search"
        name="q"
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t('submit')}>
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
