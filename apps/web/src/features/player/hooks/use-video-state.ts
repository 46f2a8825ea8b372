import { useEffect, useState, type RefObject } from 'react';
import type { Span } from '../utils/timeline';

/** What the controls show of the video element, updated from its own events. */
export interface VideoState {
  paused: boolean;
  /** Waiting for data while meant to play. */
  buffering: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** What can be sought now: the DVR window on live, the whole video on demand. */
  seekable: Span;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'canplay',
  'ended',
  'timeupdate',
  'durationchange',
  'volumechange',
  'progress',
  'loadedmetadata',
] as const;

function seekableOf(video: HTMLVideoElement): Span {
  const ranges = video.seekable;
  if (ranges.length === 0) return { start: 0, end: Number.isFinite(video.duration) ? video.duration : 0 };
  return { start: ranges.start(0), end: ranges.end(ranges.length - 1) };
}

function read(video: HTMLVideoElement, waiting: boolean): VideoState {
  return {
    paused: video.paused,
    buffering: waiting && !video.paused,
    ended: video.ended,
    currentTime: video.currentTime,
    duration: video.duration,
    volume: video.volume,
    muted: video.muted,
    seekable: seekableOf(video),
  };
}

const initial: VideoState = {
  paused: true,
  buffering: false,
  ended: false,
  currentTime: 0,
  duration: Number.NaN,
  volume: 1,
  muted: false,
  seekable: { start: 0, end: 0 },
};

export function useVideoState(video: RefObject<HTMLVideoElement | null>): VideoState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let waiting = false;
    const update = (event: Event) => {
      if (event.type === 'waiting' || event.type === 'seeking') waiting = true;
      if (event.type === 'playing' || event.type === 'canplay' || event.type === 'seeked') waiting = false;
      setState(read(element, waiting));
    };
    for (const name of EVENTS) element.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) element.removeEventListener(name, update);
    };
  }, [video]);
  return state;
}
