-- Indexes of the search calls (modules/search) beyond 003 and 004, for the default search's types
-- (series, plays and movies: 3, 6, 8); keep the list in step with TITLE_CONTENT_TYPES, TITLE_DISPLAY_FOLD and
-- TITLE_SQUASH in modules/search/candidate-repository.ts.

-- Both indexes are on expressions that are null for other types rather than partial: an index on an
-- expression gets statistics of its own (a partial one does not), without which the planner takes
-- every prefix for a rare one and reads all of a common one ("s": tens of thousands of titles) to sort
-- it, instead of walking the index in order up to the lookup's LIMIT.

-- A title starting with the text ranks right after one equal to it, in either language. search_text
-- starts with the Arabic title, whose prefix content_item_title_prefix_idx (003) finds; this finds the
-- English (display) titles that start with the text, in byte order as that one does.
create index content_item_title_display_prefix_idx on content_item
  (((case when content_type_id in (3, 6, 8) then search_fold(display_title) end)) collate "C");

-- A skeleton (search_translit) without its spaces, and with the letters doubled across words collapsed
-- as within them: "babelhara" or "بابالحارة" typed as one word (its skeleton, the article dropped,
-- is "BHR") starts the squashed skeleton of باب الحارة / Bab Al Hara ("B HR B HR": "BHRBHR").
create function search_squash(skeleton text) returns text
language sql immutable parallel safe
as $$
  select regexp_replace(replace(skeleton, ' ', ''), '(.)\1+', '\1', 'g')
$$;

create index content_item_title_squash_idx on content_item
  (((case when content_type_id in (3, 6, 8) then search_squash(search_translit) end)) collate "C");

-- the statistics of the new expressions on a database seeded before this migration
analyze content_item;
