-- The guide grid reads a window of programmes by (channel, stop) and wants only their start, title,
-- titles and catch-up link beside the key: carried in the index, the grid's query is answered from
-- the index alone (an index-only scan once a vacuum has marked the pages all-visible, which every
-- import ends with), rather than visiting the table's pages too. Same key, so no extra index to keep.
drop index guide_programme_stop_idx;
create index guide_programme_stop_idx on guide_programme (channel_id, stops_at)
  include (starts_at, title, titles, content_id);
