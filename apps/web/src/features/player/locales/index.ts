import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The player's labels, registered when its chunk loads. */
export const playerLabels = registerLabels('player', { en, ar });
