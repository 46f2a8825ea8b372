-- Billing e-mails (billing/notices, ADR 029): every ledger row remembers the transaction
-- that wrote it, so the mail job reads only rows of transactions that have ended. A row id alone would
-- skip a row whose transaction took its id first but committed after a later one.
alter table money_ledger add column tx_id xid8 not null default pg_current_xact_id();

-- One row per cursor: the last ledger row (transaction, id) turned into mail. Locked FOR UPDATE SKIP
-- LOCKED by the instance that reads on; the others skip their turn.
create table billing_mail_cursor (
  name text primary key,
  tx_id xid8 not null,
  ledger_id bigint not null
);
-- starts after what the ledger holds now: the history before this migration is not mailed
insert into billing_mail_cursor (name, tx_id, ledger_id)
  select 'ledger', pg_current_xact_id(), coalesce(max(id), 0) from money_ledger;

-- The composed billing mails; `key` (ledger:<id>, trial-ending:<subscription id>) makes each one once.
create table billing_mail (
  id bigint generated always as identity primary key,
  key text not null unique,
  user_id integer not null,
  kind text not null,
  recipient text not null,
  language text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null,
  -- the instance sending it holds it until then; after it another instance may send it again
  lease_until timestamptz,
  sent_at timestamptz
);
create index billing_mail_unsent on billing_mail (id) where sent_at is null;
create index money_ledger_user on money_ledger (user_id, id);
