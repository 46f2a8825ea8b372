-- Catch-up cut from the recording (modules/media, ADR 033). The recorder deletes segments older than
-- a channel's DVR window, so a programme that aired on a recorded channel is cut into its own copy:
-- hard links (copies where the filesystem refuses) under `catchup/{cut id}/` in the recordings folder,
-- and rows of its own. A cut is kept CATCHUP_DAYS after the programme ended, then removed with its files.

create table catchup_cut (
  id serial primary key,
  channel_id integer not null,
  -- the guide programme this is, by its key (guide_programme's primary key) and its times when cut
  programme_start timestamptz not null,
  programme_stop timestamptz not null,
  title text not null,
  -- the span cut: the programme's times widened by CATCHUP_PADDING_SECONDS on both sides
  cut_from timestamptz not null,
  cut_to timestamptz not null,
  -- the ladder the cut has (recording_channel.renditions at cut time); [] when nothing was recorded then
  renditions jsonb not null,
  made_at timestamptz not null,
  unique (channel_id, programme_start)
);
create index catchup_cut_stop_idx on catchup_cut (programme_stop);

-- The segments of a cut, per rendition, in play order; paths relative to the recordings folder.
create table catchup_segment (
  cut_id integer not null,
  rendition text not null,
  position integer not null,
  starts_at timestamptz not null,
  duration_ms integer not null check (duration_ms > 0),
  discontinuity boolean not null,
  init_path text not null,
  path text not null,
  primary key (cut_id, rendition, position)
);

-- Every discontinuity a recorded channel's live playlists have listed, kept after the recorder deletes
-- its segment: EXT-X-DISCONTINUITY-SEQUENCE counts the discontinuities before a window, which must not
-- go down when their rows age out (RFC 8216 §6.2.2). Copied by the catch-up job every minute and when a
-- playlist is first built.
create table recorded_discontinuity (
  channel_id integer not null,
  rendition text not null,
  sequence bigint not null,
  primary key (channel_id, rendition, sequence)
);
