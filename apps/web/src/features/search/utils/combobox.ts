import { AUTOCOMPLETE_MIN_LENGTH, type AutoCompleteEntry } from '@sahra/contracts';

/** docs/behaviour/search.md#autocomplete: autocomplete fires and shows only for text longer than 3 characters (spaces around it do not count). */
export function isAutocompleteText(text: string): boolean {
  return text.trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

/** The suggestion list: whether it shows, and which option the arrow keys have reached (-1: none). */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export type ComboboxAction =
  { type: 'open' } | { type: 'move'; step: 1 | -1; count: number } | { type: 'close' };

export const CLOSED: ComboboxState = { open: false, active: -1 };

/**
 * Keyboard rules of the search box (WAI-ARIA combobox with a list): typing or focusing opens the list
 * with no option chosen; Down and Up move through the options and wrap around; a closed list opens on Down
 * at the first option, on Up at the last; Escape, a choice or a click outside close it.
 */
export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'open':
      return { open: true, active: -1 };
    case 'close':
      return CLOSED;
    case 'move': {
      if (action.count <= 0) return { open: true, active: -1 };
      if (!state.open || state.active < 0 || state.active >= action.count) {
        return { open: true, active: action.step > 0 ? 0 : action.count - 1 };
      }
      return { open: true, active: (state.active + action.step + action.count) % action.count };
    }
  }
}

/** The title a suggestion shows: the Arabic name in Arabic, the English display title otherwise. */
export function suggestionTitle(entry: AutoCompleteEntry, language: 'en' | 'ar'): string {
  if (language === 'ar') return entry.Name;
  return entry.DisplayTitle?.trim() || entry.Name;
}
