import type { SubtitleTrack } from '@sahra/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { withFreshToken } from '../utils/media-link';
import { parseSrt } from '../utils/srt';

/**
 * Spec §7 Subtitles: the ticket's SRT files, fetched and parsed when chosen, become a text track of the
 * video. "Off" (undefined) is the default; one track shows at a time.
 */
export function useSubtitles(
  video: RefObject<HTMLVideoElement | null>,
  tracks: readonly SubtitleTrack[],
  latestLink: RefObject<string>,
) {
  const [language, setLanguage] = useState<SubtitleTrack['Language']>();

  useEffect(() => {
    const element = video.current;
    const chosen = tracks.find((track) => track.Language === language);
    if (!element || !chosen) return;
    const abort = new AbortController();
    const track = element.addTextTrack('subtitles', chosen.Label, chosen.Language);
    track.mode = 'showing';
    fetch(withFreshToken(chosen.Url, latestLink.current), {
      signal: abort.signal,
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        for (const cue of parseSrt(text)) track.addCue(new VTTCue(cue.start, cue.end, cue.text));
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      // a text track cannot be removed from a video element, only silenced
      track.mode = 'disabled';
    };
  }, [video, tracks, language, latestLink]);

  return { language, setLanguage };
}
