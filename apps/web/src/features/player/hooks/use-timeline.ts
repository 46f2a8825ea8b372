import { guideEntryTitle, type GuideEntry } from '@sahra/contracts';
import { useTranslation } from 'react-i18next';
import { clockTimeFormat } from '../../../lib/clock-time';
import { playerLabels } from '../locales/index';
import {
  entryAt,
  formatClock,
  instantOf,
  isAtLiveEdge,
  programmeSpan,
  type ClockAnchor,
  type Span,
} from '../utils/timeline';
import type { VideoState } from './use-video-state';

interface TimelineInputs {
  video: VideoState;
  live: boolean;
  liveSyncPosition: number | undefined;
  anchor: ClockAnchor | undefined;
  schedule: readonly GuideEntry[];
}

/**
 * What the time line shows: the seekable window, the position, and on live the live edge, whether
 * playback is at it, and the programme on air (from the guide, placed by the programme date).
 */
export function useTimeline({ video, live, liveSyncPosition, anchor, schedule }: TimelineInputs) {
  const { t, i18n } = useTranslation(playerLabels);
  const position = video.currentTime;
  const window: Span = video.seekable;
  if (!live) {
    const duration = Number.isFinite(video.duration) ? video.duration : window.end;
    const time = formatClock(position);
    const total = formatClock(duration);
    return {
      window: { start: 0, end: duration },
      position,
      valueText: t('timeOf', { time, duration: total }),
      timeText: `${time} / ${total}`,
      atLiveEdge: false,
    };
  }
  const liveEdge = liveSyncPosition ?? window.end;
  const atLiveEdge = isAtLiveEdge(position, liveEdge);
  const programme = anchor ? entryAt(schedule, instantOf(position, anchor)) : undefined;
  const span = programme && anchor ? programmeSpan(programme, anchor) : undefined;
  const clock = anchor ? clockTimeFormat(i18n.language).format(instantOf(position, anchor)) : '';
  const behind = formatClock(liveEdge - position);
  return {
    window,
    position,
    programme: span,
    programmeTitle: programme && guideEntryTitle(programme, i18n.language),
    valueText: atLiveEdge ? t('atLive', { clock }) : t('behindLive', { clock, behind }),
    timeText: atLiveEdge ? clock : `${clock} (−${behind})`,
    atLiveEdge,
    liveEdge,
    // start over goes to the programme's start, or as far back as the window reaches
    programmeStart: span ? Math.max(span.start, window.start) : undefined,
  };
}
