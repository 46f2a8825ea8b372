-- Indexes of the content service's GetFilteredVideos beyond those of 001_catalog.sql.

-- Catch-up pages are newest first with undated items last and the id breaking ties:
-- "order by broadcast_at desc nulls last, id desc". These indexes hold exactly that order, so a page
-- is a short index walk with a LIMIT; content_type_id is included so that counting a channel's
-- catch-up items reads the index only (content_item_channel_broadcast_idx is nulls-first and has no id).
create index content_item_recent_idx on content_item (broadcast_at desc nulls last, id desc) include (content_type_id);
create index content_item_channel_recent_idx on content_item (channel_slug, broadcast_at desc nulls last, id desc)
  include (content_type_id);

-- A filter value may be the shown Value of the metadata instead of its url-encoded value: this finds
-- the url-encoded value of a shown one with one index probe instead of a scan of the namespace.
create index content_metadata_value_idx on content_metadata (namespace, value);

-- Alphabetic sorting (A-Z, Z-A) of a large selection walks this index with a LIMIT instead of sorting
-- the whole selection; the collation is explicit so that every database orders names alike.
create index content_item_name_idx on content_item ((lower(name) collate "C"), id);
