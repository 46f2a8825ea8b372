-- A stream whose player was given file tokens that outlast its lease's renewals (an on-demand playlist,
-- read once by a player that may be another app) keeps its slot until they expire (ADR 035).
alter table stream_lease add column held_until timestamptz;
