/**
 * The episode after `currentId` in a show's episodes listed newest first: the one just before it in the
 * list. None for the newest episode, or when the current one is not in the list.
 */
export function nextEpisodeOf<T extends { Id: number }>(
  newestFirst: readonly T[],
  currentId: number,
): T | undefined {
  const index = newestFirst.findIndex((episode) => episode.Id === currentId);
  return index > 0 ? newestFirst[index - 1] : undefined;
}
