import { MY_LISTS_MORE_SIZE, MY_LISTS_PAGE_SIZE, UserListName, type UserListPage } from '@sahra/contracts';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getUserList, removeFromList, userListKeys } from '../../../api/user-lists';
import { useServerChange } from '../../../lib/use-server-change';

/**
 * One list of the My Lists page (docs/behaviour/lists.md#my-lists-page): the first 10 entries, then 20 more per More, each page
 * continuing after the last entry shown so an entry added meanwhile never shows twice.
 */
export function useListPages(sessionId: string, name: UserListName) {
  return useInfiniteQuery({
    queryKey: userListKeys.list(sessionId, name),
    queryFn: ({ pageParam, signal }) =>
      getUserList(
        sessionId,
        name,
        pageParam === null
          ? { pageSize: MY_LISTS_PAGE_SIZE }
          : { pageSize: MY_LISTS_MORE_SIZE, after: pageParam },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.After ?? undefined,
    retry: false,
  });
}

/** The pages without one entry, and one fewer in the total, after the server removed it. */
function without(data: InfiniteData<UserListPage> | undefined, contentId: number) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const Items = page.Items.filter((entry) => entry.contentID !== contentId);
      return { ...page, Items, TotalCount: page.TotalCount - (page.Items.length - Items.length) };
    }),
  };
}

/** Takes a title out of Continue Watching; it leaves the page once the server confirmed it. */
export function useRemoveUnfinished(sessionId: string) {
  const queryClient = useQueryClient();
  return useServerChange(async (contentId: number) => {
    await removeFromList(sessionId, UserListName.Unfinished, contentId);
    queryClient.setQueryData<InfiniteData<UserListPage>>(
      userListKeys.list(sessionId, UserListName.Unfinished),
      (data) => without(data, contentId),
    );
    await queryClient.invalidateQueries({ queryKey: userListKeys.summary(sessionId, contentId) });
  });
}
