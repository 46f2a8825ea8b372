-- Whether a title has media of its own that plays (issue 32, ADR 051). Closed by default: a title made
-- without media is not offered as playable (no play link in its CdnUrls, no Watch, the ticket refused
-- NoMedia) and nothing, not even a demo clip, plays in its place. The demo catalog marks its titles,
-- which play the demo clips; the media library (issue 33) marks a title once its own media is packaged.
-- Rows made before this column keep false: a demo data folder from before plays no on-demand title
-- until it is made again (docs/OPERATIONS.md).
alter table content_item add column has_media boolean not null default false;
