import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The account screens' labels, registered when the feature's code loads. */
export const authLabels = registerLabels('auth', { en, ar });
