-- A filter value's place in an Arabic list: channels and genres named in Arabic are listed in Arabic
-- order on Arabic pages (by the English key, their Arabic names came out of alphabetical order). Null
-- keeps the value's one order in both languages (dates, seasons).
alter table custom_value add column sort_key_ar text;

-- A catalog seeded before migration 022 has no Arabic names for its filter values; the catalog itself
-- holds them: a channel value is the channel item of that url name (type 1, named in Arabic), a genre
-- value is the genre metadata of that url value (whose value is the Arabic name).
update custom_value set name_ar = (
  select name from content_item
  where content_item.url_encoded_name = custom_value.url_encoded_name and content_type_id = 1
  limit 1
)
where field_name = 'channel' and name_ar is null;
update custom_value set name_ar = (
  select value from content_metadata
  where namespace = 'genre' and url_encoded_value = custom_value.url_encoded_name
  limit 1
)
where field_name = 'genre' and name_ar is null;

update custom_value set sort_key_ar = name_ar where field_name in ('channel', 'genre') and name_ar is not null;
