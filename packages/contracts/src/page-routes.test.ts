import { expect, test } from 'vitest';
import { onDemandMenuSlug } from './page-routes.js';

test("an on-demand group is named by its menu slug: movies is the menu's OnDemandMovies", () => {
  expect(['movies', 'OnDemandHome', 'Series'].map(onDemandMenuSlug)).toEqual([
    'ondemandmovies',
    'ondemandhome',
    'ondemandseries',
  ]);
});
