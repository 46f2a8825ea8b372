import { registerLabels } from '../../../lib/i18n';
import ar from './ar.json';
import en from './en.json';

/** The payment and subscription screens' labels, registered when the feature's code loads. */
export const paymentLabels = registerLabels('payment', { en, ar });
