import { MediaKind, type TicketResult } from '@sahra/contracts';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveSchedule } from '../api/get-schedule';
import { useControlsVisibility } from '../hooks/use-controls-visibility';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useHls } from '../hooks/use-hls';
import { useOneSoundtrack } from '../hooks/use-one-soundtrack';
import { usePositionReports } from '../hooks/use-position-reports';
import { useControlsClearance } from '../hooks/use-controls-clearance';
import { useSubtitles } from '../hooks/use-subtitles';
import { useTimeline } from '../hooks/use-timeline';
import { useVideoState } from '../hooks/use-video-state';
import { playerLabels } from '../locales/index';
import type { PlayerProps } from '../player-props';
import type { StreamLink } from '../utils/media-link';
import { nextEpisodeDue } from '../utils/next-episode';
import { keyAction, type KeyAction } from '../utils/player-keys';
import { playerStateOf } from '../utils/player-state';
import { mediaTimeOf } from '../utils/timeline';
import { usePlayerActions } from '../hooks/use-player-actions';
import { Controls, type OpenMenu } from './controls';
import { NextEpisodePrompt } from './next-episode-prompt';
import { Spinner } from './spinner';
import styles from './stream-view.module.css';

interface StreamViewProps extends PlayerProps {
  ticket: TicketResult;
  /** The heartbeats get no answer: the network dropped (the picture may still play from its buffer). */
  connectionLost: boolean;
  latestLink: StreamLink;
  /** The stream's link for another player; the stream then outlives this page. */
  onHandOver: () => string;
  frame: RefObject<HTMLDivElement | null>;
  onPreparing: () => void;
  /** The media origin refused the stream's token: ask the server why, at once. */
  onRefused: () => void;
  onFailed: (message: string) => void;
}

/** The picture and its controls for one granted ticket. */
export function StreamView(props: StreamViewProps) {
  const { ticket, latestLink, frame, contentId, next, endingTime, zapping, startAtInstant } = props;
  const { t } = useTranslation(playerLabels);
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const live = ticket.Kind === MediaKind.Live;
  const hls = useHls({
    video: videoRef,
    link: ticket.link,
    latestLink,
    startPosition: live ? undefined : props.startAt,
    onPreparing: props.onPreparing,
    onRefused: props.onRefused,
    onFailed: props.onFailed,
  });
  const video = useVideoState(videoRef);
  useOneSoundtrack(videoRef);
  const schedule = useLiveSchedule(contentId, live);
  const timeline = useTimeline({
    video,
    live,
    liveSyncPosition: hls.liveSyncPosition,
    anchor: hls.anchor,
    schedule,
  });
  const actions = usePlayerActions(videoRef, frame, timeline.window);
  const fullscreen = useFullscreen(frame);
  usePositionReports(videoRef, props.onPosition);
  const [openMenu, setOpenMenu] = useState<OpenMenu>();
  const tapShowsControls = useRef(false);
  const [nextDismissed, setNextDismissed] = useState(false);
  const promptOpen =
    next !== undefined && !nextDismissed && nextEpisodeDue(video.currentTime, video.duration, endingTime);
  const bar = useRef<HTMLDivElement>(null);
  const [mouseOnBar, setMouseOnBar] = useState(false);
  const controls = useControlsVisibility(video.paused || openMenu !== undefined || promptOpen || mouseOnBar);
  const subtitles = useSubtitles(
    videoRef,
    ticket.Subtitles,
    latestLink,
    useControlsClearance(videoRef, bar, controls.visible),
  );
  const state = playerStateOf({ ...video, live, atLiveEdge: timeline.atLiveEdge });
  const reconnecting = hls.reconnecting || props.connectionLost;

  // a past programme chosen in the guide: once the window and its programme dates are known, seek there
  const startedAt = useRef<number>(undefined);
  const { anchor } = hls;
  useEffect(() => {
    if (!live || !startAtInstant || !anchor || video.seekable.end === 0) return;
    if (startedAt.current === startAtInstant.getTime()) return;
    startedAt.current = startAtInstant.getTime();
    actions.seekTo(mediaTimeOf(startAtInstant, anchor));
  }, [live, startAtInstant, anchor, video.seekable.end, actions]);

  const perform = (action: KeyAction) => {
    switch (action.type) {
      case 'seek':
        return actions.seekBy(action.by);
      case 'seek-edge':
        return actions.seekTo(
          action.to === 'start' ? timeline.window.start : (timeline.liveEdge ?? timeline.window.end),
        );
      case 'volume':
        return actions.changeVolume(action.by);
      case 'toggle-play':
        return actions.togglePlay();
      case 'mute':
        return actions.toggleMute();
      case 'fullscreen':
        return actions.toggleFullscreen();
      case 'channel': {
        const href = action.to === 'next' ? zapping?.nextHref : zapping?.previousHref;
        if (href) void navigate(href);
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // menus and the volume range handle their own keys
    if (event.altKey || event.ctrlKey || event.metaKey || target.closest('[role="menu"], input')) return;
    const action = keyAction(event.key, target.closest('button, a') !== null);
    if (!action) return;
    event.preventDefault();
    perform(action);
    controls.show();
  };

  return (
    <div
      className={controls.visible ? styles.view : `${styles.view} ${styles.idle}`}
      data-controls={controls.visible ? 'shown' : 'hidden'}
      // focusable, so that a click on the picture takes the focus here and the keys work after it
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // a finger does not hover: only a mouse's move shows the controls, and a mouse resting on the bar
      // keeps them (read from the bar's box: while hidden the bar takes no pointer events)
      onPointerMove={(event) => {
        if (event.pointerType === 'touch') return;
        controls.show();
        setMouseOnBar(bar.current !== null && isWithin(bar.current.getBoundingClientRect(), event));
      }}
      onPointerLeave={() => setMouseOnBar(false)}
      onFocus={controls.show}
    >
      <video
        ref={videoRef}
        className={styles.video}
        autoPlay
        playsInline
        // whether a finger pressed while the controls were hidden, before the focus it takes shows them;
        // a mouse's press always plays or pauses (the move that brings the mouse shows the controls, but
        // its render may not have landed when the press comes)
        onPointerDown={(event) => {
          tapShowsControls.current = event.pointerType === 'touch' && !controls.visible;
        }}
        // a tap on hidden controls (a phone has no mouse move) shows them rather than pausing
        onClick={() => {
          if (tapShowsControls.current) controls.show();
          else actions.togglePlay();
          tapShowsControls.current = false;
        }}
        onDoubleClick={actions.toggleFullscreen}
        aria-label={props.title}
      />
      <p className="visually-hidden" aria-live="polite">
        {reconnecting ? t('reconnecting') : t(`state.${state}`)}
      </p>
      {reconnecting && <p className={styles.banner}>{t('reconnecting')}</p>}
      {state === 'buffering' && !reconnecting && <Spinner centred />}
      {live && timeline.programmeTitle && <p className={styles.programme}>{timeline.programmeTitle}</p>}
      {promptOpen && (
        <NextEpisodePrompt
          next={next}
          playing={!video.paused}
          ended={video.ended}
          onDismiss={() => setNextDismissed(true)}
        />
      )}
      <div ref={bar} className={styles.controls}>
        <Controls
          video={video}
          actions={actions}
          live={live}
          timeline={timeline}
          liveEdge={timeline.liveEdge}
          atLiveEdge={timeline.atLiveEdge}
          programmeStart={timeline.programmeStart}
          quality={hls}
          subtitles={{ tracks: ticket.Subtitles, ...subtitles }}
          zapping={zapping}
          fullscreen={fullscreen}
          openMenu={openMenu}
          onOpenMenu={setOpenMenu}
          onHandOver={props.onHandOver}
        />
      </div>
    </div>
  );
}

function isWithin(box: DOMRect, point: { clientX: number; clientY: number }): boolean {
  return (
    point.clientX >= box.left &&
    point.clientX <= box.right &&
    point.clientY >= box.top &&
    point.clientY <= box.bottom
  );
}
