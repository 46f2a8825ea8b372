-- Channel sources (issue: real channels). A channel's source is any input the recorder's ffmpeg reads
-- (HLS, RTMP, SRT, UDP, RTP), kept in guide_channel.hls_origin (the name is historical: it held only
-- HTTP playlists before recording), with the HTTP referrer and user agent an M3U line names
-- (#EXTVLCOPT:http-referrer / http-user-agent), which some sources refuse requests without.
alter table guide_channel add column source_referrer text;
alter table guide_channel add column source_user_agent text;
