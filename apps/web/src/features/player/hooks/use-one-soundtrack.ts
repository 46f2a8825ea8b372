import { useEffect, type RefObject } from 'react';

/** The videos of the players on the page, and for each one paused by another, which one. */
const videos = new Set<HTMLVideoElement>();
const pausedBy = new Map<HTMLVideoElement, HTMLVideoElement>();

/** Plays again what `video` paused: it ended, or its player closed. */
function release(video: HTMLVideoElement) {
  for (const [other, by] of pausedBy) {
    if (by !== video) continue;
    pausedBy.delete(other);
    if (other.isConnected) void other.play().catch(() => undefined);
  }
}

/**
 * One soundtrack on the page: a player that starts playing pauses the others (a channel's PROMO over
 * the channel), and when it ends or closes, what it paused plays on.
 */
export function useOneSoundtrack(ref: RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    videos.add(video);
    const pauseOthers = () => {
      for (const other of videos) {
        if (other === video || other.paused) continue;
        other.pause();
        pausedBy.set(other, video);
      }
    };
    const ended = () => release(video);
    video.addEventListener('play', pauseOthers);
    video.addEventListener('ended', ended);
    return () => {
      video.removeEventListener('play', pauseOthers);
      video.removeEventListener('ended', ended);
      videos.delete(video);
      pausedBy.delete(video);
      release(video);
    };
  }, [ref]);
}
