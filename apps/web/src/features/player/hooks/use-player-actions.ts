import { steppedVolume } from '../utils/player-keys';
import { clamp, type Span } from '../utils/timeline';

/** What the controls and keys do to a video element (kept out of hooks: they change the element). */
export const videoCommands = {
  seekTo(video: HTMLVideoElement, seconds: number, window: Span) {
    video.currentTime = clamp(seconds, window);
  },
  togglePlay(video: HTMLVideoElement) {
    // a refused play() (autoplay rules) leaves the video paused, which the controls already show
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  },
  setVolume(video: HTMLVideoElement, volume: number) {
    video.volume = steppedVolume(volume, 0);
    video.muted = video.volume === 0;
  },
  toggleMute(video: HTMLVideoElement) {
    video.muted = !video.muted;
  },
  toggleFullscreen(frame: HTMLElement) {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.requestFullscreen().catch(() => undefined);
  },
  togglePictureInPicture(video: HTMLVideoElement) {
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  },
};

/** The controls' and keys' actions on whatever video element and frame are mounted when they run. */
export function usePlayerActions(
  video: { readonly current: HTMLVideoElement | null },
  frame: { readonly current: HTMLElement | null },
  window: Span,
) {
  const on = (command: (element: HTMLVideoElement) => void) => () => {
    if (video.current) command(video.current);
  };
  const seekTo = (seconds: number) => {
    if (video.current) videoCommands.seekTo(video.current, seconds, window);
  };
  return {
    togglePlay: on(videoCommands.togglePlay),
    seekTo,
    seekBy: (seconds: number) => seekTo((video.current?.currentTime ?? 0) + seconds),
    changeVolume: (by: number) => {
      if (video.current) videoCommands.setVolume(video.current, video.current.volume + by);
    },
    setVolume: (volume: number) => {
      if (video.current) videoCommands.setVolume(video.current, volume);
    },
    toggleMute: on(videoCommands.toggleMute),
    toggleFullscreen: () => {
      if (frame.current) videoCommands.toggleFullscreen(frame.current);
    },
    togglePictureInPicture: on(videoCommands.togglePictureInPicture),
  };
}

export type PlayerActions = ReturnType<typeof usePlayerActions>;
