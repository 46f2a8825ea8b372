-- Money (docs/behaviour/plans-and-payment.md, DESIGN "Money"): what is sold (sales_*), what was paid (payment_*, the
-- sandbox provider's own charges), subscriptions, and an append-only ledger of payment and state events.
-- Amounts are integer minor units. The demo offers and vouchers are seeded here, so every database
-- (first start, tests, `npm run migrate`) has the same ones.

create table sales_package (
  id integer primary key,
  name text not null unique
);

create table sales_license (
  id integer primary key,
  name text not null,
  duration integer not null check (duration > 0),
  -- 1 day, 2 week, 3 month, 4 year (docs/behaviour/plans-and-payment.md#offers)
  duration_type integer not null check (duration_type between 1 and 4),
  -- 1 trial, 2 plan, 3 promotion
  type integer not null check (type in (1, 2, 3)),
  advantage text
);

create table sales_price_tier (
  id integer primary key,
  price_minor integer not null check (price_minor >= 0),
  original_price_minor integer not null check (original_price_minor >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$')
);

create table sales_offer (
  id integer primary key,
  grade integer not null,
  is_active boolean not null default true,
  -- listed offers appear in POST /sales/offers; the others only through a voucher
  listed boolean not null default true,
  package_id integer not null references sales_package (id),
  license_id integer not null references sales_license (id),
  price_tier_id integer not null references sales_price_tier (id),
  -- the plan this offer turns into when its license ends (a trial's monthly plan)
  next_offer_id integer references sales_offer (id),
  -- ISO codes where the offer is sold; empty means everywhere
  countries text[] not null default '{}',
  token text not null
);

create table sales_voucher (
  code text primary key check (code = upper(code)),
  offer_id integer not null references sales_offer (id),
  expires_at timestamptz not null,
  max_uses integer not null check (max_uses > 0),
  uses integer not null default 0,
  check (uses <= max_uses)
);

-- one redemption per user and code; the row is written with the use count in one transaction
create table sales_voucher_redemption (
  code text not null references sales_voucher (code),
  user_id integer not null,
  redeemed_at timestamptz not null,
  primary key (code, user_id)
);

create table sales_purchase (
  id uuid primary key,
  user_id integer not null,
  idempotency_key text not null,
  -- SHA-256 of the request the key was first used with: another body under the same key is refused
  request_hash text not null,
  offer_id integer not null references sales_offer (id),
  voucher_code text,
  amount_minor integer not null check (amount_minor >= 0),
  currency text not null,
  state text not null check (state in ('Started', 'Charging', 'Succeeded', 'Failed', 'Cancelled')),
  reason_code integer,
  reason_message text,
  -- each charge attempt has its own key, stored before the provider is called
  charge_attempt integer not null default 0,
  provider_charge_key text unique,
  -- the Idempotency-Key of the subscribe call that began the current attempt
  charge_request_key text,
  customer_id text,
  payment_method_id text,
  card_last4 text,
  subscription_id integer,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, idempotency_key)
);
create index sales_purchase_charging on sales_purchase (updated_at) where state = 'Charging';

-- Idempotency-Keys of subscribe calls with the request each was first used with: another body
-- under a key is refused; the charge itself is made idempotent by the purchase's charge key
create table payment_idempotency (
  user_id integer not null,
  idempotency_key text not null,
  request_hash text not null,
  created_at timestamptz not null,
  primary key (user_id, idempotency_key)
);

create table payment_customer (
  user_id integer primary key,
  provider text not null,
  customer_id text not null unique
);

-- the sandbox provider's own books, as a real provider keeps them: one charge per idempotency key
create table payment_sandbox_charge (
  idempotency_key text primary key,
  charge_id text not null unique,
  customer_id text,
  payment_method_id text not null,
  amount_minor integer not null,
  currency text not null,
  outcome text not null,
  succeeded boolean not null,
  refunded boolean not null default false,
  created_at timestamptz not null
);

-- provider events already handled (webhooks), so a replay does nothing
create table payment_webhook_event (
  event_id text primary key,
  type text not null,
  received_at timestamptz not null
);

create table subscription (
  id integer generated always as identity primary key,
  user_id integer not null,
  offer_id integer not null references sales_offer (id),
  purchase_id uuid unique references sales_purchase (id),
  -- docs/behaviour/subscription.md#states
  state integer not null check (state in (1, 2, 3, 4, 5, 6, 7, -1, -2, -3, -4, -5, -6, -7, -8)),
  started_at timestamptz not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  -- counts paid periods, so each renewal's charge key is its own
  period_no integer not null default 1,
  auto_renew boolean not null default true,
  -- dunning: the retry position (0 before the first failure) and when the next attempt is due
  retry_no integer not null default 0,
  next_attempt_at timestamptz not null,
  -- a renewal charge stored before the provider is called; cleared once its outcome is applied
  pending_charge_key text,
  lease_until timestamptz,
  customer_id text,
  payment_method_id text,
  card_last4 text,
  -- the charge that paid the current period, for refunds
  last_charge_key text,
  last_charge_id text,
  updated_at timestamptz not null
);
create index subscription_user on subscription (user_id, id desc);
create index subscription_due on subscription (next_attempt_at) where state > 0;

create table money_ledger (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null,
  user_id integer not null,
  purchase_id uuid,
  subscription_id integer,
  event text not null,
  amount_minor integer,
  currency text,
  charge_key text,
  state integer,
  details jsonb
);
create index money_ledger_subscription on money_ledger (subscription_id, id);

create function money_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'money_ledger is append-only';
end;
$$;
create trigger money_ledger_no_change before update or delete on money_ledger
  for each row execute function money_ledger_append_only();
create trigger money_ledger_no_truncate before truncate on money_ledger
  for each statement execute function money_ledger_append_only();

-- the demo catalogue of what is sold
insert into sales_package (id, name) values (1, 'Arabic Premium');
insert into sales_license (id, name, duration, duration_type, type, advantage) values
  (1, 'Free Trial', 1, 2, 1, 'First week free'),
  (2, 'Monthly', 1, 3, 2, null),
  (3, 'Yearly', 1, 4, 2, 'Save 17%'),
  (4, 'Welcome Month', 30, 1, 3, '30 days free'),
  (5, 'Canada Launch', 3, 3, 3, 'Three months for the price of two');
insert into sales_price_tier (id, price_minor, original_price_minor, currency) values
  (1, 0, 0, 'USD'),
  (2, 999, 999, 'USD'),
  (3, 9999, 11988, 'USD'),
  (4, 1998, 2997, 'USD');
insert into sales_offer (id, grade, listed, package_id, license_id, price_tier_id, next_offer_id, countries, token) values
  (2, 2, true, 1, 2, 2, null, '{}', 'monthly'),
  (3, 3, true, 1, 3, 3, null, '{}', 'yearly'),
  (1, 1, true, 1, 1, 1, 2, '{}', 'trial'),
  (4, 4, false, 1, 4, 1, null, '{}', 'welcome'),
  (5, 5, true, 1, 5, 4, 2, '{CA}', 'canada-launch');
insert into sales_voucher (code, offer_id, expires_at, max_uses) values
  ('WELCOME30', 4, '2030-12-31T23:59:59Z', 1000),
  ('LAUNCH2024', 4, '2024-12-31T23:59:59Z', 1000),
  ('ONLYONCE', 4, '2030-12-31T23:59:59Z', 1);
