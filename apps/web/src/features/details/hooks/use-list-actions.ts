/** Add to my list and like, for one item. */
export type ListActions =
  | { available: false }
  | {
      available: true;
      inMyList: boolean;
      liked: boolean;
      toggleMyList: () => void;
      toggleLike: () => void;
    };

/**
 * The visitor's personal-list state of an item. The personal lists issue connects this to the lists
 * service (and to sign-in); until it lands the buttons show but are unavailable.
 */
export function useListActions(_itemId: number): ListActions {
  return { available: false };
}
