import {
  AUTOCOMPLETE_PAGE_SIZE,
  ContentTypeId,
  FilterMode,
  type AutoCompleteEntry,
  type AutoCompleteRequest,
  MINUTE_MS,
} from '@sahra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/client';
import { isAutocompleteText } from '../utils/combobox';

/** docs/behaviour/search.md#calls: autocomplete asks for series, plays and movies, 10 at most, of titles offered on the website. */
export function autocompleteRequest(text: string): AutoCompleteRequest {
  return {
    ContentTypes: [ContentTypeId.Container, ContentTypeId.Play, ContentTypeId.Movie],
    PageSize: AUTOCOMPLETE_PAGE_SIZE,
    PageIndex: 0,
    CustomFilters: [{ Name: 'device', Value: 'website', FilterMode: FilterMode.AndWhenExists }],
    Text: text,
  };
}

export function getAutocomplete(text: string, signal?: AbortSignal): Promise<AutoCompleteEntry[]> {
  return apiPost<AutoCompleteEntry[]>('/api/AutoComplete', autocompleteRequest(text), { signal });
}

export function getAutocompleteQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['autocomplete', trimmed],
    // A newer text gets a new key: the older call is cancelled through the signal and its answer,
    // should it still arrive, lands under its own key, so a stale answer never shows.
    queryFn: ({ signal }) => getAutocomplete(trimmed, signal),
    enabled: isAutocompleteText(trimmed),
    staleTime: 5 * MINUTE_MS,
  });
}

/** Suggestions for the search box; nothing is asked for texts of 3 characters or fewer (docs/behaviour/search.md#autocomplete). */
export function useAutocomplete(text: string) {
  return useQuery(getAutocompleteQueryOptions(text));
}
