/**
 * The personal lists' names and page sizes, apart from their calls' schemas (lists.ts): the details page
 * and the cards name the lists, and a module without zod keeps zod out of their code.
 */

/** The four personal lists (docs/behaviour/lists.md#the-lists). */
export const UserListName = {
  Favorites: 'favorites',
  Watchlist: 'watchlist',
  Liked: 'liked',
  Unfinished: 'unfinished',
} as const;
export type UserListName = (typeof UserListName)[keyof typeof UserListName];

/** Every list's name, for the schema that checks one. */
export const USER_LIST_NAMES = [
  UserListName.Favorites,
  UserListName.Watchlist,
  UserListName.Liked,
  UserListName.Unfinished,
] as const;

/** docs/behaviour/lists.md#my-lists-page: the My Lists page shows 10 entries, and More loads 20 more. */
export const MY_LISTS_PAGE_SIZE = 10;
export const MY_LISTS_MORE_SIZE = 20;

/**
 * A title watched past this share of its duration is finished: it leaves Continue Watching, as the end
 * credits are all that is left.
 */
export const FINISHED_FRACTION = 0.95;
