import { registerLabels } from '../../../lib/i18n';
import ar from './page.ar.json';
import en from './page.en.json';

/** The search results page's labels: in its chunk, apart from the search box's, which every page loads. */
export const searchPageLabels = registerLabels('search-page', { en, ar });
