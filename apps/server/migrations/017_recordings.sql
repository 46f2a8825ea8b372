-- Recording of sourced channels into the DVR (modules/recording). Every instance serves the
-- recordings; exactly one records a channel at a time, by lease.

-- Who records a channel: an instance holds the lease while it renews it; an expired lease is taken
-- by any other instance (UPDATE … WHERE expires_at < now()).
create table recording_lease (
  channel_id integer primary key,
  holder text not null,
  expires_at timestamptz not null
);

-- What a recorded channel offers and how it is doing. `renditions` is the ladder its segments come in:
-- [{ "name": "source" | "540p" | …, "bandwidth": n, "width": n, "height": n, "codecs": "avc1…,mp4a…" }];
-- `mode` is copy (re-packaged without re-encoding) or ladder (re-encoded into the product's ladder).
create table recording_channel (
  channel_id integer primary key,
  mode text not null check (mode in ('copy', 'ladder')),
  renditions jsonb not null,
  status text not null check (status in ('recording', 'source-down', 'stopped')),
  status_since timestamptz not null,
  last_error text
);

-- Every recorded segment of every rendition. `sequence` grows by one per segment of a channel, over
-- restarts and failovers, and is never reused, so it is the live playlist's media sequence.
-- `starts_at` is the arrival time (the playlist's PROGRAM-DATE-TIME); `discontinuity` marks a segment
-- that does not continue the one before (new ffmpeg run, slate start or end); `slate` marks the picture
-- shown while the source is down. Paths are relative to the recordings folder (RECORDINGS_DIR).
create table recorded_segment (
  channel_id integer not null,
  rendition text not null,
  sequence bigint not null,
  starts_at timestamptz not null,
  duration_ms integer not null check (duration_ms > 0),
  discontinuity boolean not null default false,
  slate boolean not null default false,
  init_path text not null,
  path text not null,
  primary key (channel_id, rendition, sequence)
);
create index recorded_segment_time_idx on recorded_segment (channel_id, rendition, starts_at);

-- The spans a channel's source was down (the slate played): shown in the guide and the channel status.
create table recording_gap (
  channel_id integer not null,
  starts_at timestamptz not null,
  ends_at timestamptz,
  reason text not null default '',
  primary key (channel_id, starts_at)
);
