-- Indexes of the search calls (modules/search) beyond the trigram indexes of 001_catalog.sql.

-- Exact and prefix matches of the search text and of its transliteration skeleton walk a btree in byte
-- order: collate "C" makes LIKE 'abc%' a range scan whatever the database's collation and yields the
-- range in the order the query asks for, so a LIMIT stops early. The content type rides along so that
-- the type filter is checked in the index without visiting rows of other types.
create index content_item_search_prefix_idx on content_item (search_text collate "C", content_type_id);
create index content_item_translit_prefix_idx on content_item (search_translit collate "C", content_type_id);
-- the same for the default search (see below), which then walks only series, plays and movies
create index content_item_title_prefix_idx on content_item (search_text collate "C") where content_type_id in (3, 6, 8);
create index content_item_title_translit_prefix_idx on content_item (search_translit collate "C")
  where content_type_id in (3, 6, 8);
create index person_search_prefix_idx on person (search_text collate "C");
create index person_translit_prefix_idx on person (search_translit collate "C");

-- Search asks for series, plays and movies (content types 3, 6, 8) unless told otherwise, a small part
-- of a catalog made mostly of episodes. Trigram lookups (contains, similarity) over only those titles
-- read a fraction of the posting lists of the full indexes. The search query names the types as
-- literals so that the planner can prove that these partial indexes apply; keep the list in step with
-- TITLE_CONTENT_TYPES in modules/search/repository.ts.
create index content_item_title_search_trgm_idx on content_item using gin (search_text gin_trgm_ops)
  where content_type_id in (3, 6, 8);

-- A skeleton is a few consonant letters per word, so its trigrams are shared by very many titles and
-- trigram lookups on search_translit read long posting lists. Its words are far more telling: this
-- finds the titles holding every word of a query's skeleton (a Latin spelling of an English or Arabic
-- title further into search_translit) with one short posting list per word.
create index content_item_title_translit_words_idx on content_item using gin (string_to_array(search_translit, ' '))
  where content_type_id in (3, 6, 8);
