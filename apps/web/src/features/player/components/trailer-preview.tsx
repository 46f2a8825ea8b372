import { useEffect, useRef, type RefObject } from 'react';
import { usePlaybackSession } from '../hooks/use-playback-session';
import type { Engine } from '../utils/hls-engine';
import type { StreamLink } from '../utils/media-link';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const ignore = () => undefined;

/**
 * Plays `link` in `video`: by the browser itself where it plays HLS (Android's and Apple's browsers,
 * current Chrome), otherwise through hls.js, fetched then. A muted preview needs none of what the player
 * takes hls.js for (quality ladder, reconnecting, live edge), and on a phone hls.js's 300 kB compiling a
 * second after the page showed held the main thread for tens of milliseconds. A playlist names its files
 * with the token it was read with, so the browser's own requests are signed as hls.js's are.
 */
function usePreviewStream(
  video: RefObject<HTMLVideoElement | null>,
  link: string,
  latestLink: StreamLink,
  onDone: () => void,
) {
  useEffect(() => {
    const element = video.current;
    if (!element || !link) return;
    if (element.canPlayType(HLS_TYPE)) {
      element.setAttribute('src', link);
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let engine: Engine | undefined;
    let left = false;
    void import('../utils/hls-engine').then(({ attachHls }) => {
      if (left) return;
      engine = attachHls(
        element,
        { link, latestLink },
        {
          levels: ignore,
          levelSwitched: ignore,
          live: ignore,
          reconnecting: ignore,
          preparing: onDone,
          refused: onDone,
          failed: onDone,
        },
      );
    });
    return () => {
      left = true;
      engine?.destroy();
    };
  }, [video, link, latestLink, onDone]);
}

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
 * the player does (a trailer holds no stream slot), and ends quietly when anything goes wrong (the browser's
own player cannot tell a library still preparing from a failure: either way the preview is over).
 */
export function TrailerPreview({ contentId, className, onPlaying, onDone }: TrailerPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { status, latestLink } = usePlaybackSession(contentId);
  usePreviewStream(video, status.step === 'streaming' ? status.ticket.link : '', latestLink, onDone);
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
      onError={onDone}
    />
  );
}
