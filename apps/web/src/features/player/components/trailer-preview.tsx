import { useEffect, useRef } from 'react';
import { useHls } from '../hooks/use-hls';
import { usePlaybackSession } from '../hooks/use-playback-session';

export interface TrailerPreviewProps {
  /** The trailer to play (a hero slide's SliderLVideo). */
  contentId: number;
  className?: string;
  /** Frames are showing: the art under it may give way. */
  onPlaying: () => void;
  /** It ended, or could not play: the art stays or comes back. Whichever, the preview is over. Stable. */
  onDone: () => void;
}

/**
 * A trailer as a moving picture, not a player: muted, no controls, no sound to fight another player's,
 * hidden from assistive technology (the slide's title and button say what it is). It takes a ticket as
 * the player does (a trailer holds no stream slot), and ends quietly when anything goes wrong.
 */
export function TrailerPreview({ contentId, className, onPlaying, onDone }: TrailerPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { status, latestLink } = usePlaybackSession(contentId);
  useHls({
    video,
    link: status.step === 'streaming' ? status.ticket.link : '',
    latestLink,
    onPreparing: onDone,
    onRefused: onDone,
    onFailed: onDone,
  });
  const over = status.step === 'refused' || status.step === 'failed' || status.step === 'ended';
  useEffect(() => {
    if (over) onDone();
  }, [over, onDone]);
  return (
    <video
      ref={video}
      className={className}
      muted
      playsInline
      autoPlay
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={onPlaying}
      onEnded={onDone}
    />
  );
}
