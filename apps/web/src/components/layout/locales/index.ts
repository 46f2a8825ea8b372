import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/**
 * The footer's labels (its support chat's too), registered when the footer's code loads: the footer
 * comes after the first render, and so do they.
 */
export const footerLabels = registerLabels('footer', { en, ar });
