-- The programme guide (docs/behaviour/channels-live-guide.md#guide-calls), filled only by the guide module's
-- XMLTV import, and the channel sources of M3U imports. Channel and content ids are catalog item ids
-- without foreign keys: the catalog is emptied and written whole by the seed (truncate), which a
-- foreign key from here would block; the guide is re-imported instead.

create table guide_channel (
  channel_id integer primary key,
  -- the XMLTV channel id (M3U tvg-id) this channel answers to; it overrides the catalog's Epg ID
  epg_id text unique,
  -- a real encoder/packager's HLS playlist, played instead of the generated one
  hls_origin text,
  logo_url text,
  group_title text,
  updated_at timestamptz not null default now()
);

create table guide_programme (
  channel_id integer not null,
  starts_at timestamptz not null,
  stops_at timestamptz not null check (stops_at > starts_at),
  title text not null,
  -- every title of the programme by language code, e.g. {"ar": "…", "en": "…"}
  titles jsonb not null default '{}',
  description text not null default '',
  thumbnail text,
  image text,
  -- the catch-up episode that this broadcast is, when one aired on the channel at this start
  content_id integer,
  primary key (channel_id, starts_at)
);
-- programmes of a channel never overlap after an import, so ordering by stop equals ordering by
-- start: "what runs at or after t" is a range scan on this index
create index guide_programme_stop_idx on guide_programme (channel_id, stops_at);
create index guide_programme_content_idx on guide_programme (content_id) where content_id is not null;

-- one row per import, so the daily demo guide knows whether today's has been imported
create table guide_import (
  id serial primary key,
  source text not null,
  imported_at timestamptz not null default now(),
  programmes integer not null
);
create index guide_import_source_idx on guide_import (source);
