import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { attachHls, type Engine, type LiveInfo, type QualityLevel } from '../utils/hls-engine';
import type { StreamLink } from '../utils/media-link';

interface HlsOptions {
  video: RefObject<HTMLVideoElement | null>;
  link: string;
  latestLink: StreamLink;
  startPosition?: number;
  onPreparing: () => void;
  onRefused: () => void;
  onFailed: (message: string) => void;
}

/** The hls.js engine of one ticket, with what the controls show of it (ladder, reconnecting, programme dates). */
export function useHls({
  video,
  link,
  latestLink,
  startPosition,
  onPreparing,
  onRefused,
  onFailed,
}: HlsOptions) {
  const engine = useRef<Engine | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(-1);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [reconnecting, setReconnecting] = useState(false);
  const [live, setLive] = useState<LiveInfo>({});
  const [startAt] = useState(startPosition);

  useEffect(() => {
    const element = video.current;
    if (!element || !link) return;
    const attached = attachHls(
      element,
      { link, latestLink, startPosition: startAt },
      {
        levels: setLevels,
        levelSwitched: setPlayingLevel,
        live: setLive,
        reconnecting: setReconnecting,
        preparing: onPreparing,
        refused: onRefused,
        failed: onFailed,
      },
    );
    engine.current = attached;
    return () => {
      attached.destroy();
      engine.current = null;
    };
  }, [video, link, latestLink, startAt, onPreparing, onRefused, onFailed]);

  const setLevel = useCallback((index: number) => {
    engine.current?.setLevel(index);
    setLevelState(index);
  }, []);
  return { levels, level, playingLevel, setLevel, reconnecting, ...live };
}
