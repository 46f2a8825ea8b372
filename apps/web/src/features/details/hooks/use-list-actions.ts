import { UserListName } from '@sahra/contracts';
import { useListToggle, type ListToggle } from '../../../lib/use-user-lists';
import { useSession } from '../../auth/session/session-store';

/** Add to my list and like, for one item. */
export type ListActions = { available: false } | { available: true; myList: ListToggle; like: ListToggle };

/**
 * The signed-in user's My List (watchlist) and Liked state of an item; unavailable to visitors, as
 * personal lists need sign-in (docs/behaviour/lists.md#the-lists).
 */
export function useListActions(itemId: number): ListActions {
  const sessionId = useSession()?.SessionId;
  const myList = useListToggle(sessionId, itemId, UserListName.Watchlist);
  const like = useListToggle(sessionId, itemId, UserListName.Liked);
  return sessionId === undefined ? { available: false } : { available: true, myList, like };
}
