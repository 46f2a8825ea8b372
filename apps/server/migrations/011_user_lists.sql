-- Personal lists of docs/behaviour/lists.md#the-lists (favorites, watchlist, liked, unfinished): one row per title in a
-- user's list. The primary key makes adding idempotent, so the same add sent twice at once is one entry.
create sequence user_list_entry_seq;

create table user_list_entry (
  user_id integer not null references member_user (id) on delete cascade,
  list_name text not null check (list_name in ('favorites', 'watchlist', 'liked', 'unfinished')),
  -- no foreign key: the catalog is replaced by imports, and an entry whose title left simply stops showing
  content_id integer not null,
  -- unfinished only: where the viewer stopped and the title's length, in seconds
  position_seconds double precision,
  duration_seconds double precision,
  added_at timestamptz not null,
  -- taken again on every add, so a list reads newest first and a page's last seq is the next cursor
  seq bigint not null default nextval('user_list_entry_seq'),
  primary key (user_id, list_name, content_id)
);
create index user_list_entry_recent on user_list_entry (user_id, list_name, seq desc);
create index user_list_entry_content on user_list_entry (user_id, content_id);
