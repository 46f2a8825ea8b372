-- The demo outbox page (GET /notify/outbox) shows each message's code apart from its text, so a
-- person or a journey need not pick it out of a sentence in either language; it lists the newest
-- first, for one recipient or all.
alter table outbox_message add column code text;
create index outbox_message_recipient on outbox_message (recipient, id desc);
