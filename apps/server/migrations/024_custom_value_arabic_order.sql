-- A filter value's place in an Arabic list: channels and genres named in Arabic are listed in Arabic
-- order on Arabic pages (by the English key, their Arabic names came out of alphabetical order). Null
-- keeps the value's one order in both languages (dates, seasons). A catalog seeded before this takes
-- the order of the Arabic names it has.
alter table custom_value add column sort_key_ar text;
update custom_value set sort_key_ar = name_ar where field_name in ('channel', 'genre') and name_ar is not null;
