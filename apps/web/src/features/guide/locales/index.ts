import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The guide screen's labels, registered when the feature's code loads. */
export const guideLabels = registerLabels('guide', { en, ar });
