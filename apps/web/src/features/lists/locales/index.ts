import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The personal lists' labels, registered when the feature's code loads. */
export const listsLabels = registerLabels('lists', { en, ar });
