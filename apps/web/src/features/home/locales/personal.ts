import { registerLabels } from '../../../lib/i18n';
import ar from './personal.ar.json';
import en from './personal.en.json';

/** The personal rows' labels: in their own chunk, which only signed-in users load. */
export const personalRowsLabels = registerLabels('home-personal', { en, ar });
