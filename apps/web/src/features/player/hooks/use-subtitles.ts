import type { SubtitleTrack } from '@sahra/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { withFreshToken, type StreamLink } from '../utils/media-link';
import { parseSrt } from '../utils/srt';

/** A margin between the cues and the control bar, in percent of the picture's height. */
const CUE_MARGIN_PERCENT = 2;

/**
 * Cues sit on the picture's bottom lines; with `clearance` (a share of the height) covered by the
 * controls, the cues' bottom edge rises above it instead.
 */
function placeCues(track: TextTrack, clearance: number) {
  for (const cue of Array.from(track.cues ?? [])) {
    if (!(cue instanceof VTTCue)) continue;
    if (clearance > 0) {
      cue.snapToLines = false;
      cue.lineAlign = 'end';
      cue.line = Math.max(0, 100 - clearance * 100 - CUE_MARGIN_PERCENT);
    } else {
      cue.snapToLines = true;
      cue.lineAlign = 'start';
      cue.line = 'auto';
    }
  }
}

/**
 * docs/behaviour/playback-and-streams.md#subtitles: the ticket's SRT files, fetched and parsed when chosen, become a text track of the
 * video. "Off" (undefined) is the default; one track shows at a time.
 */
export function useSubtitles(
  video: RefObject<HTMLVideoElement | null>,
  tracks: readonly SubtitleTrack[],
  latestLink: StreamLink,
  clearance: number,
) {
  const [language, setLanguage] = useState<SubtitleTrack['Language']>();
  const showing = useRef<TextTrack>(undefined);
  const currentClearance = useRef(clearance);

  useEffect(() => {
    currentClearance.current = clearance;
    if (showing.current) placeCues(showing.current, clearance);
  }, [clearance]);

  useEffect(() => {
    const element = video.current;
    const chosen = tracks.find((track) => track.Language === language);
    if (!element || !chosen) return;
    const abort = new AbortController();
    const track = element.addTextTrack('subtitles', chosen.Label, chosen.Language);
    track.mode = 'showing';
    showing.current = track;
    fetch(withFreshToken(chosen.Url, latestLink.current), {
      signal: abort.signal,
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        for (const cue of parseSrt(text)) track.addCue(new VTTCue(cue.start, cue.end, cue.text));
        placeCues(track, currentClearance.current);
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      // a text track cannot be removed from a video element, only silenced
      track.mode = 'disabled';
      showing.current = undefined;
    };
  }, [video, tracks, language, latestLink]);

  return { language, setLanguage };
}
