-- The catalog of docs/behaviour/catalog-calls.md#content-item: content items, their categories, images, metadata, people,
-- lists, list groups, slider groups, category cards, home groups and the home configuration.
create extension if not exists pg_trgm;

create table category (
  id integer primary key,
  name text not null,
  url_encoded_name text not null,
  parent_id integer references category (id),
  tags text[] not null default '{}'
);

create table content_item (
  id integer primary key,
  content_type_id smallint not null check (content_type_id between 1 and 8),
  name text not null,
  display_title text,
  url_encoded_name text not null,
  description text not null default '',
  create_date timestamptz not null,
  duration_seconds integer not null default 0,
  -- the container (series) an episode or season belongs to; seasons are containers too
  parent_id integer references content_item (id),
  season_no smallint,
  episode_no smallint,
  -- denormalised from metadata for the hot catch-up queries: sort by broadcast date, filter by channel
  broadcast_at timestamptz,
  channel_slug text,
  display_order integer not null default 0,
  asset_id text unique,
  -- application-normalised search text (Arabic folding + lower-cased English) and its Latin transliteration
  search_text text not null default '',
  search_translit text not null default ''
);
create index content_item_type_idx on content_item (content_type_id);
create index content_item_parent_idx on content_item (parent_id, season_no, episode_no);
create index content_item_channel_broadcast_idx on content_item (channel_slug, broadcast_at desc);
create index content_item_broadcast_idx on content_item (broadcast_at desc);
create index content_item_create_idx on content_item (create_date desc);
create index content_item_search_trgm_idx on content_item using gin (search_text gin_trgm_ops);
create index content_item_translit_trgm_idx on content_item using gin (search_translit gin_trgm_ops);

create table content_item_category (
  item_id integer not null references content_item (id) on delete cascade,
  category_id integer not null references category (id),
  position smallint not null default 0,
  primary key (category_id, item_id)
);
create index content_item_category_item_idx on content_item_category (item_id);

create table content_image (
  item_id integer not null references content_item (id) on delete cascade,
  image_type text not null,
  image_url text not null,
  primary key (item_id, image_type)
);

create table content_metadata (
  item_id integer not null references content_item (id) on delete cascade,
  namespace text not null,
  field text not null,
  value text not null,
  long_value text,
  short_value text,
  url_encoded_value text not null,
  position smallint not null default 0,
  primary key (item_id, namespace, position)
);
create index content_metadata_filter_idx on content_metadata (namespace, url_encoded_value, item_id);

create table person (
  id integer primary key,
  name text not null,
  name_en text not null,
  url_encoded_name text not null unique,
  search_text text not null default '',
  search_translit text not null default ''
);
create index person_search_trgm_idx on person using gin (search_text gin_trgm_ops);
create index person_translit_trgm_idx on person using gin (search_translit gin_trgm_ops);

create table content_person (
  item_id integer not null references content_item (id) on delete cascade,
  person_id integer not null references person (id),
  role text not null check (role in ('Cast', 'Director', 'Host')),
  position smallint not null default 0,
  primary key (item_id, role, person_id)
);
create index content_person_person_idx on content_person (person_id);

create table content_list (
  id integer primary key,
  type text not null check (type in ('Dynamic', 'Static')),
  name text not null,
  title text not null,
  title_en text,
  list_order integer not null default 0,
  tags text[] not null default '{}',
  -- for dynamic lists: the stored GetFilteredVideos request the list is answered from
  request jsonb
);

create table content_list_item (
  list_id integer not null references content_list (id) on delete cascade,
  item_id integer not null references content_item (id) on delete cascade,
  position integer not null,
  poster text,
  primary key (list_id, item_id)
);
create index content_list_item_order_idx on content_list_item (list_id, position);

create table category_card (
  id integer primary key,
  list_id integer not null references content_list (id) on delete cascade,
  position integer not null,
  poster text not null,
  url text not null,
  title_first_row text not null
);

create table list_group (
  id integer primary key,
  name text not null
);

create table list_group_member (
  list_group_id integer not null references list_group (id) on delete cascade,
  list_id integer not null references content_list (id) on delete cascade,
  position integer not null,
  primary key (list_group_id, list_id)
);

create table slider_group (
  id integer primary key,
  name text not null
);

create table slider_entry (
  id integer primary key,
  slider_group_id integer not null references slider_group (id) on delete cascade,
  item_id integer references content_item (id) on delete cascade,
  position integer not null,
  title_first_row text not null,
  button_label text not null,
  poster text not null,
  url text not null
);

create table home_group (
  slug text primary key,
  list_groups_id integer references list_group (id),
  content_slider_id integer references slider_group (id),
  ues_lists jsonb not null default '[]',
  page_title text not null
);

create table home_configuration (
  page_id integer primary key,
  app_group text not null check (app_group in ('web', 'mobile')),
  slug text not null,
  page_title text not null,
  parent_page integer references home_configuration (page_id),
  root_page boolean not null,
  display_type text,
  position integer not null
);

-- values offered as filters (channels, genres, dates, countries, seasons) per category and field
create table custom_value (
  category_id integer not null references category (id),
  field_name text not null,
  name text not null,
  url_encoded_name text not null,
  sort_key text not null,
  primary key (category_id, field_name, url_encoded_name)
);

-- bumped by every catalog write so that cached catalog answers can be dropped
create table catalog_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalog_version (id, version) values (true, 1);
