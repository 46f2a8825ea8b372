import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The plans page's labels, registered when the feature's code loads. */
export const plansLabels = registerLabels('plans', { en, ar });
