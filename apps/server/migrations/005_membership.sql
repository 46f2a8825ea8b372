-- Accounts of docs/behaviour/accounts.md: users, their sessions and tokens, verification codes, the outbox
-- of e-mail and SMS messages, and the counters behind the rate limits.

create table member_user (
  id integer generated always as identity primary key,
  email text not null,
  mobile text not null unique,
  name text not null,
  surname text not null,
  email_verified boolean not null default false,
  mobile_verified boolean not null default false,
  trial_used_at timestamptz,
  password_hash text not null,
  country_iso_code text not null,
  language text not null,
  marketing_allowed boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index member_user_email_key on member_user (lower(email));

-- one signed-in device; its tokens die with it (logout, password change)
create table member_session (
  id text primary key,
  user_id integer not null references member_user (id) on delete cascade,
  device_id text not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index member_session_user on member_session (user_id) where revoked_at is null;

-- only the SHA-256 of a token is kept, so a leaked table signs nobody in; anonymous login tokens
-- have a visitor id instead of a session
create table auth_token (
  token_hash text primary key,
  kind text not null check (kind in ('auth', 'remember', 'login')),
  session_id text references member_session (id) on delete cascade,
  visitor_id text,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  check ((session_id is null) <> (visitor_id is null))
);
create index auth_token_session on auth_token (session_id);

create table verification_code (
  id integer generated always as identity primary key,
  -- the normalised e-mail address or mobile number the code was sent to
  belong_to text not null,
  code_type text not null check (code_type in ('Account', 'ResetPassword')),
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);
create index verification_code_latest on verification_code (belong_to, code_type, id desc);

create table outbox_message (
  id integer generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  language text not null,
  created_at timestamptz not null
);

-- fixed-window counters shared by every server instance on this database
create table rate_limit_window (
  policy text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (policy, subject, window_start)
);
