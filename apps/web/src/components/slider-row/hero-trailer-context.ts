import { createContext, type ReactNode } from 'react';

export interface HeroTrailerProps {
  contentId: number;
  className?: string;
  onPlaying: () => void;
  onDone: () => void;
}

/**
 * What draws a slide's trailer. The app provides the player's preview (features/player), so that this
 * shared carousel needs no feature, and without a provider a slide shows its art alone. A module of its
 * own, importing nothing of the carousel: the app's entry imports it, and the carousel's chunk imports
 * the entry's, so a shared module here would make the two chunks import each other (the server's
 * renderer then met React undefined while the carousel's chunk was evaluated).
 */
export const HeroTrailerContext = createContext<((props: HeroTrailerProps) => ReactNode) | null>(null);
