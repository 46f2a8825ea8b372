import type { Language } from '../../lib/i18n';
import { useContentLanguage } from './use-content-language';

interface CardLabels {
  /** Short season mark on a catch-up card ("S2"). */
  season: (season: number) => string;
  /** Short episode mark on a catch-up card ("E3"). */
  episode: (episode: number) => string;
  /** Spoken form of the marks, since "S2 E3" reads badly aloud. */
  seasonEpisode: (season: number | undefined, episode: number | undefined) => string;
  channelLogo: (channel: string) => string;
  /** The lock on a channel the viewer's plan does not cover (ADR 030). */
  locked: (packageName: string) => string;
}

/**
 * The cards' words. Like the pager's, they belong in the shared `translation` namespace (src/locales),
 * which this component's owner does not edit; until they move there they live here, typed per language.
 */
const LABELS: Record<Language, CardLabels> = {
  en: {
    season: (season) => `S${season}`,
    episode: (episode) => `E${episode}`,
    seasonEpisode: (season, episode) =>
      [season && `Season ${season}`, episode && `Episode ${episode}`].filter(Boolean).join(', '),
    channelLogo: (channel) => `${channel} logo`,
    locked: (packageName) => `Locked: needs ${packageName}`,
  },
  ar: {
    season: (season) => `م${season}`,
    episode: (episode) => `ح${episode}`,
    seasonEpisode: (season, episode) =>
      [season && `الموسم ${season}`, episode && `الحلقة ${episode}`].filter(Boolean).join('، '),
    channelLogo: (channel) => `شعار ${channel}`,
    locked: (packageName) => `مقفلة: تحتاج إلى ${packageName}`,
  },
};

export function useCardLabels(): CardLabels {
  return LABELS[useContentLanguage()];
}
