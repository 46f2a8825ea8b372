-- Add-on packages (ADR 030, docs/behaviour/plans-and-payment.md#add-ons): the catalog's 'Sports Plus' and
-- 'Kids Club' channels were in packages no offer sold. Each is sold as an add-on beside the base plans:
-- another package line (ADR 028), bought only by a member with a live subscription of the package
-- named in `add_on_of`, billed on that subscription's dates. Package names equal the catalog's, which is
-- how playback matches a channel to what the member bought.

alter table sales_offer add column add_on_of integer references sales_package (id);
alter table sales_offer add constraint sales_offer_add_on_of_other check (add_on_of is distinct from package_id);

insert into sales_package (id, name) values (2, 'Sports Plus'), (3, 'Kids Club');
insert into sales_license (id, name, duration, duration_type, type, advantage) values
  (6, 'Sports Plus', 1, 3, 2, null),
  (7, 'Kids Club', 1, 3, 2, null);
insert into sales_price_tier (id, price_minor, original_price_minor, currency) values
  (5, 499, 499, 'USD'),
  (6, 299, 299, 'USD');
insert into sales_offer (id, grade, listed, package_id, license_id, price_tier_id, next_offer_id, countries, token, add_on_of) values
  (6, 6, true, 2, 6, 5, null, '{}', 'sports-plus', 1),
  (7, 7, true, 3, 7, 6, null, '{}', 'kids-club', 1);
