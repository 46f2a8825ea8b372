import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The see-all screens' labels, registered when the feature's code loads. */
export const seeAllLabels = registerLabels('see-all', { en, ar });
