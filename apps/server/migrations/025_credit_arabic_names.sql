-- A person's credit names them in Arabic too: the English name stays the value (and the url value
-- its slug), the Arabic one is the long value, which Arabic pages show. A catalog seeded before this
-- takes the Arabic names from its people.
update content_metadata set long_value = (
  select name from person where person.url_encoded_name = content_metadata.url_encoded_value
)
where namespace in ('Cast', 'Director', 'Host', 'person') and long_value is null;
