import { UserListName } from '@sahra/contracts';
import { paths } from '../../config/paths';

/** The lists of the My Lists selector, in its order (docs/behaviour/lists.md#my-lists-page); the first is the default. */
export const MY_LISTS = [UserListName.Watchlist, UserListName.Unfinished, UserListName.Liked] as const;
export type MyListName = (typeof MY_LISTS)[number];

/** The list a `listN` route parameter names; anything else is the default, My List. */
export function myListOf(listN: string | undefined): MyListName {
  return MY_LISTS.find((name) => name === listN) ?? UserListName.Watchlist;
}

/** Share of a title watched, in whole percent from 0 to 100; 0 when the duration is not known. */
export function watchedPercent(position: number | null, duration: number | null): number {
  if (position === null || duration === null || duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}

/** /mylists/{listN}; the default list is plain /mylists. */
export const myListPath = (name: MyListName) =>
  name === UserListName.Watchlist ? paths.myLists : `${paths.myLists}/${name}`;
