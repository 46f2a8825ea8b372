import { SKIP_SECONDS, type SubtitleTrack } from '@sahra/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerActions } from '../hooks/use-player-actions';
import type { QualityLevel } from '../utils/hls-engine';
import type { VideoState } from '../hooks/use-video-state';
import { playerLabels } from '../locales/index';
import type { PlayerProps } from '../player-props';
import type { Span } from '../utils/timeline';
import { ChoiceMenu } from './choice-menu';
import styles from './controls.module.css';
import {
  ChannelIcon,
  FullscreenIcon,
  LinkIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayIcon,
  SkipIcon,
  VolumeIcon,
} from './player-icons';
import { TimelineBar } from './timeline-bar';

export type OpenMenu = 'quality' | 'subtitles' | undefined;

export interface ControlsProps {
  video: VideoState;
  actions: PlayerActions;
  live: boolean;
  timeline: { window: Span; position: number; programme?: Span; valueText: string; timeText: string };
  /** Live: where Go Live and Start over go; undefined when there is nowhere to go. */
  liveEdge?: number;
  atLiveEdge: boolean;
  programmeStart?: number;
  quality: { levels: QualityLevel[]; level: number; playingLevel: number; setLevel: (index: number) => void };
  subtitles: {
    tracks: readonly SubtitleTrack[];
    language: SubtitleTrack['Language'] | undefined;
    setLanguage: (language: SubtitleTrack['Language'] | undefined) => void;
  };
  zapping: PlayerProps['zapping'];
  fullscreen: boolean;
  openMenu: OpenMenu;
  onOpenMenu: (menu: OpenMenu) => void;
  /** The stream's link for another player (an app, a TV); see usePlaybackSession. */
  onHandOver: () => string;
}

/** The control bar: time line, then play, skips, volume, time or live, and the menus and window buttons. */
export function Controls(props: ControlsProps) {
  const { t } = useTranslation(playerLabels);
  const { video, actions, live, timeline, quality, subtitles, zapping, openMenu, onOpenMenu } = props;
  const heightOf = (index: number) => quality.levels.find((rung) => rung.index === index)?.height;
  const playingHeight = heightOf(quality.playingLevel);
  const autoLabel = playingHeight
    ? t('qualityAutoPlaying', { level: `${playingHeight}p` })
    : t('qualityAuto');
  const qualityChoices = [
    { value: -1, label: autoLabel },
    ...quality.levels.map((rung) => ({ value: rung.index, label: `${rung.height}p` })),
  ];
  const subtitleChoices = [
    { value: undefined, label: t('subtitlesOff') },
    ...subtitles.tracks.map((track) => ({ value: track.Language, label: track.Label })),
  ];
  return (
    <div className={styles.controls}>
      <TimelineBar
        window={timeline.window}
        position={timeline.position}
        programme={timeline.programme}
        valueText={timeline.valueText}
        onSeek={actions.seekTo}
      />
      {/* the buttons keep the time line's left-to-right order in Arabic too: back stays left of forward */}
      <div className={styles.row} dir="ltr">
        <button
          type="button"
          className={styles.icon}
          onClick={actions.togglePlay}
          aria-label={video.paused ? t('play') : t('pause')}
        >
          {video.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button
          type="button"
          className={styles.icon}
          onClick={() => actions.seekBy(-SKIP_SECONDS)}
          aria-label={t('skipBack', { seconds: SKIP_SECONDS })}
        >
          <SkipIcon forward={false} />
        </button>
        <button
          type="button"
          className={styles.icon}
          onClick={() => actions.seekBy(SKIP_SECONDS)}
          aria-label={t('skipForward', { seconds: SKIP_SECONDS })}
        >
          <SkipIcon forward />
        </button>
        <button
          type="button"
          className={`${styles.icon} ${styles.optional}`}
          onClick={actions.toggleMute}
          aria-label={video.muted ? t('unmute') : t('mute')}
        >
          <VolumeIcon muted={video.muted} />
        </button>
        <input
          className={styles.volume}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={video.muted ? 0 : video.volume}
          aria-label={t('volume')}
          onChange={(event) => actions.setVolume(Number(event.currentTarget.value))}
        />
        {live ? <LiveButtons {...props} /> : <span className={styles.time}>{timeline.timeText}</span>}
        <span className={styles.spacer} />
        {zapping && <ZappingLinks zapping={zapping} />}
        {subtitles.tracks.length > 0 && (
          <ChoiceMenu
            label={t('subtitles')}
            mark="CC"
            current={subtitleChoices.find((choice) => choice.value === subtitles.language)?.label ?? ''}
            choices={subtitleChoices}
            selected={subtitles.language}
            open={openMenu === 'subtitles'}
            onOpenChange={(open) => onOpenMenu(open ? 'subtitles' : undefined)}
            onChoose={subtitles.setLanguage}
          />
        )}
        {quality.levels.length > 1 && (
          <ChoiceMenu
            label={t('quality')}
            current={qualityChoices.find((choice) => choice.value === quality.level)?.label ?? autoLabel}
            choices={qualityChoices}
            selected={quality.level}
            open={openMenu === 'quality'}
            onOpenChange={(open) => onOpenMenu(open ? 'quality' : undefined)}
            onChoose={quality.setLevel}
          />
        )}
        <CopyLinkButton onHandOver={props.onHandOver} />
        {typeof document !== 'undefined' && document.pictureInPictureEnabled && (
          <button
            type="button"
            className={`${styles.icon} ${styles.optional}`}
            onClick={actions.togglePictureInPicture}
            aria-label={t('pictureInPicture')}
          >
            <PictureInPictureIcon />
          </button>
        )}
        <button
          type="button"
          className={styles.icon}
          onClick={actions.toggleFullscreen}
          aria-label={props.fullscreen ? t('exitFullscreen') : t('fullscreen')}
        >
          <FullscreenIcon active={props.fullscreen} />
        </button>
      </div>
    </div>
  );
}

/**
 * Copies the stream's link for another player (VLC, a TV, ffmpeg), which keeps it playing by reading its
 * playlists; says so where the viewer looks. Hidden where the browser has no clipboard.
 */
function CopyLinkButton({ onHandOver }: { onHandOver: () => string }) {
  const { t } = useTranslation(playerLabels);
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <>
      <button
        type="button"
        className={`${styles.icon} ${styles.optional}`}
        onClick={() => void navigator.clipboard.writeText(onHandOver()).then(() => setCopied(true))}
        aria-label={t('copyLink')}
      >
        <LinkIcon />
      </button>
      {copied && (
        <p role="status" className={styles.note}>
          {t('linkCopied')}
        </p>
      )}
    </>
  );
}

/** Live: the Live badge (Go Live when behind), Start over, and the time line's earliest reachable time. */
function LiveButtons({ actions, atLiveEdge, liveEdge, programmeStart, timeline }: ControlsProps) {
  const { t } = useTranslation(playerLabels);
  return (
    <>
      <button
        type="button"
        className={atLiveEdge ? `${styles.live} ${styles.atLive}` : styles.live}
        disabled={liveEdge === undefined}
        onClick={() => liveEdge !== undefined && actions.seekTo(liveEdge)}
        aria-label={atLiveEdge ? t('live') : t('goLive')}
      >
        <span className={styles.dot} aria-hidden="true" />
        {atLiveEdge ? t('live') : t('goLive')}
      </button>
      {programmeStart !== undefined && (
        <button type="button" className={styles.text} onClick={() => actions.seekTo(programmeStart)}>
          {t('startOver')}
        </button>
      )}
      <span className={styles.time}>{timeline.timeText}</span>
    </>
  );
}

/** Channel down and up; the page gives the neighbouring channels' play pages. */
function ZappingLinks({ zapping }: { zapping: NonNullable<PlayerProps['zapping']> }) {
  const { t } = useTranslation(playerLabels);
  return (
    <>
      {zapping.previousHref && (
        <Link to={zapping.previousHref} className={styles.icon} aria-label={t('previousChannel')}>
          <ChannelIcon next={false} />
        </Link>
      )}
      {zapping.nextHref && (
        <Link to={zapping.nextHref} className={styles.icon} aria-label={t('nextChannel')}>
          <ChannelIcon next />
        </Link>
      )}
    </>
  );
}
