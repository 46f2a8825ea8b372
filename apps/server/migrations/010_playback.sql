-- Playback (issue 6): the account page's signed-in devices, and the stream leases behind the
-- three-streams rule (ADR 014).

-- what the account page shows of a signed-in device: a name from its user agent, and when it was last
-- seen (refreshed at most every few minutes by the calls it makes)
alter table member_session add column device_name text not null default '';
alter table member_session add column last_seen_at timestamptz;
update member_session set last_seen_at = created_at;

-- one row per stream a signed-in device plays; it counts towards the limit while it was renewed within
-- STREAM_LEASE_SECONDS and its session lives. A stopped or replaced stream's row is deleted, an expired
-- one when its user starts the next stream. Anonymous Public-channel plays have no row.
create table stream_lease (
  -- opaque id of the stream: the media links' session part and what "stop this stream" names
  id text primary key,
  -- SHA-256 of the ticket, the player's bearer credential for heartbeats
  ticket_hash text not null unique,
  user_id integer not null references member_user (id) on delete cascade,
  session_id text not null references member_session (id) on delete cascade,
  device_id text not null,
  device_name text not null,
  content_id integer not null,
  kind text not null check (kind in ('live', 'vod')),
  title text not null,
  package_name text not null,
  started_at timestamptz not null,
  renewed_at timestamptz not null
);
create index stream_lease_user on stream_lease (user_id);
