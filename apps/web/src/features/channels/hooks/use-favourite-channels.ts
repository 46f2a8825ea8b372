import { ContentTypeId, MAX_PAGE_SIZE, UserListName } from '@sahra/contracts';
import { useQuery } from '@tanstack/react-query';
import { getUserList, userListKeys } from '../../../api/user-lists';

/**
 * The ids of the signed-in user's favourite channels, for Only Favorites: one page of the favorites
 * list's channels, as many as the service answers at once (more than the catalog's live channels).
 */
export function useFavouriteChannels(sessionId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...userListKeys.list(sessionId ?? '', UserListName.Favorites), 'channel-ids'],
    queryFn: async ({ signal }) => {
      const page = await getUserList(
        sessionId ?? '',
        UserListName.Favorites,
        { pageSize: MAX_PAGE_SIZE, contentType: ContentTypeId.Channel },
        signal,
      );
      return new Set(page.Items.map((entry) => entry.contentID));
    },
    enabled: enabled && sessionId !== undefined,
    retry: false,
  });
}
