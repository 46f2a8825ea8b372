import { UserListName } from '@sahra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addToList, userListKeys } from '../../../api/user-lists';
import { useServerChange } from '../../../lib/use-server-change';
import { useListSummary } from '../../../lib/use-user-lists';
import { useSession } from '../../auth/session/session-store';

export interface ResumePosition {
  /** The saved position is known (or there is none to know: a visitor, a failed load). */
  ready: boolean;
  /** Where to start, in seconds: the position saved when the page opened; undefined to start at 0. */
  startAt?: number;
  /** Saves where the viewer is (the player calls it about every 10 s, on pause and on leaving). */
  save: (seconds: number, duration: number) => void;
}

/**
 * Continue Watching for the player: the saved position of a title and a way to save a new one in the
 * signed-in user's unfinished list. A title watched into its last 5 % leaves the list (the server
 * decides). Visitors have no lists: nothing is loaded and save does nothing.
 */
export function useResumePosition(contentId: number): ResumePosition {
  const sessionId = useSession()?.SessionId;
  const queryClient = useQueryClient();
  const summary = useListSummary(sessionId, contentId);
  // the position when playback began: later saves must not move the start of a player already running
  const [startAt, setStartAt] = useState<number | null | undefined>(undefined);
  if (startAt === undefined && summary.isSuccess) setStartAt(summary.data.position ?? null);
  const save = useServerChange(async ({ seconds, duration }: { seconds: number; duration: number }) => {
    if (sessionId === undefined) return;
    await addToList(sessionId, {
      name: UserListName.Unfinished,
      contentID: contentId,
      position: Math.max(0, seconds),
      duration: Math.max(0, duration),
    });
    // the summary is only marked stale: refetching it every save would buy the running player nothing
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userListKeys.list(sessionId, UserListName.Unfinished) }),
      queryClient.invalidateQueries({
        queryKey: userListKeys.summary(sessionId, contentId),
        refetchType: 'none',
      }),
    ]);
  });
  return {
    ready: sessionId === undefined || startAt !== undefined || summary.isError,
    ...(typeof startAt === 'number' && startAt > 0 ? { startAt } : {}),
    save: (seconds, duration) => {
      if (sessionId !== undefined && Number.isFinite(seconds) && Number.isFinite(duration)) {
        save.run({ seconds, duration });
      }
    },
  };
}
