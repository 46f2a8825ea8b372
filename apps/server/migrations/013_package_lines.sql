-- One live subscription per package line (ADR 028): a user holds at most one subscription that has not
-- ended (state > 0) per package, and at most one purchase of a package charging at a time. The package
-- is copied onto purchases and subscriptions so the database itself can refuse a second one; the rules
-- in purchase/ and subscription/ check both tables together under the user's purchase lock.

alter table sales_purchase add column package_id integer references sales_package (id);
update sales_purchase p set package_id = o.package_id from sales_offer o where o.id = p.offer_id;
alter table sales_purchase alter column package_id set not null;

alter table subscription add column package_id integer references sales_package (id);
update subscription s set package_id = o.package_id from sales_offer o where o.id = s.offer_id;
alter table subscription alter column package_id set not null;

-- A charge that backs nothing (a purchase completed while another subscription already held its line)
-- is given back: the purchase ends Refunded and its charge waits in payment_refund for the refund job.
alter table sales_purchase drop constraint sales_purchase_state_check;
alter table sales_purchase add constraint sales_purchase_state_check
  check (state in ('Started', 'Charging', 'Succeeded', 'Failed', 'Cancelled', 'Refunded'));

create table payment_refund (
  charge_key text primary key,
  charge_id text not null,
  user_id integer not null,
  purchase_id uuid references sales_purchase (id),
  subscription_id integer,
  amount_minor integer not null,
  currency text not null,
  reason text not null,
  -- Due until the provider confirmed it; an instance claims a due refund for a short lease
  state text not null check (state in ('Due', 'Refunded')),
  lease_until timestamptz,
  created_at timestamptz not null,
  refunded_at timestamptz
);
create index payment_refund_due on payment_refund (created_at) where state = 'Due';

-- Databases that already hold two live subscriptions of one line (the double charge this migration
-- closes): the newest stays, the others are revoked and their current period's charge is refunded.
with ranked as (
  select id, user_id, last_charge_key, last_charge_id,
         row_number() over (partition by user_id, package_id order by id desc) as rank
  from subscription where state > 0
), revoked as (
  update subscription s set state = -4, auto_renew = false, pending_charge_key = null, lease_until = null,
         updated_at = now()
  from ranked r where r.id = s.id and r.rank > 1
  returning s.id, s.user_id, s.last_charge_key, s.last_charge_id, s.purchase_id
), ledger as (
  insert into money_ledger (occurred_at, user_id, subscription_id, purchase_id, event, charge_key, state, details)
  select now(), user_id, id, purchase_id, 'subscription.revoked', last_charge_key, -4,
         '{"reason": "a second live subscription of its package line"}'::jsonb
  from revoked
)
insert into payment_refund (charge_key, charge_id, user_id, purchase_id, subscription_id, amount_minor, currency, reason, state, created_at)
select r.last_charge_key, r.last_charge_id, r.user_id, r.purchase_id, r.id,
       charged.amount_minor, charged.currency, 'duplicate-subscription', 'Due', now()
from revoked r
-- the amount the ledger booked for that charge (a purchase or a renewal)
join lateral (
  select amount_minor, currency from money_ledger
  where charge_key = r.last_charge_key and amount_minor is not null and currency is not null
  order by id limit 1
) charged on true
where r.last_charge_id is not null;

create unique index subscription_one_live_per_line on subscription (user_id, package_id) where state > 0;
create unique index sales_purchase_one_charging_per_line on sales_purchase (user_id, package_id)
  where state = 'Charging';
