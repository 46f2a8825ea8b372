import { lazy } from 'react';

export type { PlayerProps } from './player-props';

/** The player and hls.js load only on playback pages (issue 6): this is the chunk boundary. */
export const Player = lazy(() => import('./player').then((module) => ({ default: module.Player })));
