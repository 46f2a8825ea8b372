import Hls, { type ErrorData, type LevelLoadedData } from 'hls.js/light';
import { renewing, withFreshToken, type StreamLink } from './media-link';
import { reconnectDelayMs } from './reconnect';
import type { ClockAnchor } from './timeline';

/** A rung of the adaptive ladder, as the quality menu offers it. */
export interface QualityLevel {
  index: number;
  height: number;
}

export interface EngineOptions {
  /** The ticket's link: where loading starts. */
  link: string;
  /** The newest link from the heartbeat: every request is signed with its token part. */
  latestLink: StreamLink;
  /** VOD: resume from this second. */
  startPosition?: number;
}

export interface LiveInfo {
  anchor?: ClockAnchor;
  /** Where live playback sits when it is live: hls.js keeps a few segments from the newest. */
  liveSyncPosition?: number;
}

export interface EngineEvents {
  levels: (levels: QualityLevel[]) => void;
  levelSwitched: (index: number) => void;
  /** Live, with each playlist: the programme date of a moment of the time line, and the live sync point. */
  live: (live: LiveInfo) => void;
  reconnecting: (reconnecting: boolean) => void;
  preparing: () => void;
  /**
   * The media origin refused the stream's token (403): its stream was stopped, replaced or signed out,
   * or its token is stale. The session asks the server at once which; meanwhile loading is retried.
   */
  refused: () => void;
  failed: (message: string) => void;
}

export interface Engine {
  setLevel: (index: number) => void;
  destroy: () => void;
}

const HTTP_SERVICE_UNAVAILABLE = 503;
const HTTP_FORBIDDEN = 403;

/**
 * hls.js on a video element for one ticket (ADR 016). Requests carry the newest signed link; a fatal
 * error is recovered with backoff (reload the playlist, restart loading, or recover the media element)
 * before `failed`, except a network that does not answer, which is waited for however long it is down,
 * until a heartbeat answers with a fresh link (the server takes the lapsed stream back); a 503 of media still being generated is `preparing`. `destroy()` leaves nothing behind.
 */
export function attachHls(video: HTMLVideoElement, options: EngineOptions, on: EngineEvents): Engine {
  if (!Hls.isSupported()) return attachNative(video, options.link);
  const { link } = options;
  const hls = new Hls({
    startPosition: options.startPosition ?? -1,
    // on the lightest rung (hls.js orders levels by bitrate), then ABR climbs: on a slow link its
    // first segment arrives in a fraction of the time. Not by estimate: with no sample yet the browser's
    // guess picked 540p; and not by bandwidth test, which loads a light segment only to measure the
    // link and throws it away before loading a heavier one
    startLevel: 0,
    xhrSetup: (xhr, url) => xhr.open('GET', withFreshToken(url, options.latestLink.current || link), true),
  });
  let attempt = 0;
  let manifestLoaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Loading waiting for the network: resumed by the next fresh link (ADR 041). */
  let waitingForNetwork: (() => void) | undefined;
  const stopWaiting = options.latestLink.onRenewed(() => waitingForNetwork?.());

  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    manifestLoaded = true;
    on.levels(
      data.levels.map((rung, index) => ({ index, height: rung.height })).sort((a, b) => b.height - a.height),
    );
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => on.levelSwitched(data.level));
  hls.on(Hls.Events.LEVEL_LOADED, (_event, data: LevelLoadedData) => {
    if (!data.details.live) return;
    const first = data.details.fragments[0];
    on.live({
      anchor:
        first?.programDateTime != null
          ? { mediaTime: first.start, date: new Date(first.programDateTime) }
          : undefined,
      liveSyncPosition: hls.liveSyncPosition ?? undefined,
    });
  });
  hls.on(Hls.Events.FRAG_LOADED, () => {
    if (attempt > 0) on.reconnecting(false);
    attempt = 0;
  });
  hls.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    if (data.response?.code === HTTP_SERVICE_UNAVAILABLE) return on.preparing();
    if (data.response?.code === HTTP_FORBIDDEN) on.refused();
    on.reconnecting(true);
    const resume = () => {
      waitingForNetwork = undefined;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else if (manifestLoaded) hls.startLoad();
      else hls.loadSource(renewing(link));
    };
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    // no HTTP answer at all: the network dropped, however long for. The token held may expire meanwhile,
    // so loading resumes with a heartbeat's fresh link, which the session asks for as soon as the browser
    // is back online, and at every interval in case the browser never noticed the drop
    if (!navigator.onLine || (data.type === Hls.ErrorTypes.NETWORK_ERROR && !data.response?.code)) {
      waitingForNetwork = resume;
      return;
    }
    if (delay === undefined) {
      on.reconnecting(false);
      return on.failed(data.error.message);
    }
    timer = setTimeout(resume, delay);
  });
  hls.loadSource(renewing(link));
  hls.attachMedia(video);
  return {
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => {
      clearTimeout(timer);
      stopWaiting();
      hls.destroy();
    },
  };
}

/**
 * Safari without MSE plays HLS itself; its requests cannot be re-signed, so the stream runs on the
 * ticket's link as a handed-over one does (a title's tokens last the title, and hold its slot as long),
 * and the quality follows the browser.
 */
function attachNative(video: HTMLVideoElement, link: string): Engine {
  video.src = link;
  return {
    setLevel: () => undefined,
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
  };
}
