-- Where a device signed in (the country of its address, as the country gate reads it), so the account
-- page tells two devices with the same browser apart.
alter table member_session add column country text;
