-- Indexes of the search calls (modules/search) beyond 003_search.sql, for the default search's types
-- (series, plays and movies: 3, 6, 8); keep the list in step with TITLE_CONTENT_TYPES and TITLE_TEXT in
-- modules/search/candidate-sql.ts.

-- A title folded nearly as normalizeSearchText folds a query (Latin accents and rarer punctuation
-- stay): lower case, the Arabic letter forms folded, the punctuation titles use made spaces,
-- diacritics, Quranic marks, superscript alef and tatweel dropped, spaces collapsed. translate() and
-- replace() only, as a regular expression per row costs several times more. One SQL expression, so
-- that the planner inlines it and an index can hold it.
create function search_fold(title text) returns text
language sql immutable parallel safe
as $$
  select btrim(replace(replace(translate(lower(title),
    'أإآٱةىؤئ' || '-_.,:;!?''"()[]/&+'
      || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F'
      || U&'\0610\0611\0612\0613\0614\0615\0616\0617\0618\0619\061A\0670\0640',
    'ااااهيوي' || repeat(' ', 17)), '   ', ' '), '  ', ' '))
$$;

-- A title equal to the query ranks first. These find such titles with one probe per title column;
-- folding both titles of every candidate instead cost as much as the rest of a search for a common
-- word ("بيت": thousands of titles start with it).
create index content_item_title_name_fold_idx on content_item (search_fold(name))
  where content_type_id in (3, 6, 8);
create index content_item_title_display_fold_idx on content_item (search_fold(display_title))
  where content_type_id in (3, 6, 8);

-- Titles featuring a matched person: most credits are of episodes, which this index lacks, so they are
-- passed over without reading the item.
create index content_item_title_id_idx on content_item (id) where content_type_id in (3, 6, 8);

-- Trigram lookups (contains, word starts, similarity) over titles only. An index on an expression,
-- unlike the partial content_item_title_search_trgm_idx, gets statistics of its own: those of titles.
-- The planner otherwise estimates a pattern by the whole table, where episodes' words ("الحلقة",
-- "episode") make "الح" or "ode" look common, and reads the table in search of a thousand titles that
-- few of its rows hold.
create index content_item_title_text_trgm_idx on content_item
  using gin ((case when content_type_id in (3, 6, 8) then search_text end) gin_trgm_ops);

-- the statistics of the new expression on a database seeded before this migration
analyze content_item;
