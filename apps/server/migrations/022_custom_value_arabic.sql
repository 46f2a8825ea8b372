-- A filter value's Arabic name (a channel's, a genre's), answered when the call asks for Arabic; values
-- without one (an imported guide's) keep their single name in both languages.
alter table custom_value add column name_ar text;
