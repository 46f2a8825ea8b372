import { UserListName, type ListSummary } from '@sahra/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerChange } from './use-server-change';
import { addToList, getListSummary, removeFromList, userListKeys } from '../api/user-lists';

/**
 * Which of the signed-in user's lists hold a title (get_summary); idle for a visitor (no session id).
 * A failed load is not retried by the query: the call itself has refreshed the login token already.
 */
export function useListSummary(sessionId: string | undefined, contentId: number) {
  return useQuery({
    queryKey: userListKeys.summary(sessionId ?? '', contentId),
    queryFn: ({ signal }) => getListSummary(sessionId ?? '', contentId, signal),
    enabled: sessionId !== undefined,
    retry: false,
  });
}

export interface ListToggle {
  /** The summary answered: the button can show its state and act. */
  ready: boolean;
  inList: boolean;
  /** A change is on its way; the button waits for its answer before it toggles (docs/behaviour/lists.md#list-buttons). */
  pending: boolean;
  /** The last change or the summary failed. */
  failed: boolean;
  toggle: () => void;
}

/** The summary after a change the server confirmed. */
function withChange(summary: ListSummary | undefined, name: UserListName, inList: boolean) {
  if (!summary) return summary;
  const others = summary.lists.filter((list) => list !== name);
  return { ...summary, lists: inList ? [...others, name] : others };
}

/**
 * Add or remove a title from one list. The pressed state comes only from the server's answers: it
 * toggles once the change succeeded, never before (docs/behaviour/lists.md#list-buttons).
 */
export function useListToggle(
  sessionId: string | undefined,
  contentId: number,
  name: UserListName,
): ListToggle {
  const queryClient = useQueryClient();
  const summary = useListSummary(sessionId, contentId);
  const inList = summary.data?.lists.includes(name) ?? false;
  const change = useServerChange(async (add: boolean) => {
    if (sessionId === undefined) return;
    const result = add
      ? await addToList(sessionId, { name, contentID: contentId })
      : await removeFromList(sessionId, name, contentId);
    queryClient.setQueryData<ListSummary>(userListKeys.summary(sessionId, contentId), (old) =>
      withChange(old, name, result.inList),
    );
    await queryClient.invalidateQueries({ queryKey: userListKeys.list(sessionId, name) });
  });
  return {
    ready: summary.isSuccess,
    inList,
    pending: change.pending,
    failed: summary.isError || change.failed,
    toggle: () => {
      if (summary.isSuccess && !change.pending) change.run(!inList);
    },
  };
}
