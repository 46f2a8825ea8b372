import { PlayerState } from '@sahra/contracts';

interface StateInputs {
  paused: boolean;
  buffering: boolean;
  live: boolean;
  atLiveEdge: boolean;
}

/** The player state (docs/behaviour/playback-and-streams.md#player-states) from what the video does: live plays are live at the edge and DVR-live behind it. */
export function playerStateOf({ paused, buffering, live, atLiveEdge }: StateInputs): PlayerState {
  if (buffering) return PlayerState.Buffering;
  if (paused) return PlayerState.Paused;
  if (!live) return PlayerState.Playing;
  return atLiveEdge ? PlayerState.Live : PlayerState.DvrLive;
}
