-- Inquiries per minute they arrived (`YYYY-MM-DDTHH:MM`, UTC), kept by triggers like the inbox's
-- counts. Insights add minutes up to the days of the site's time zone (every zone's day starts on
-- a whole minute); grouping the inquiries themselves read each of them, and 40,000 in the window
-- took the dashboard's insights from 1 ms to 17 ms.
create table inquiry_minutes (
    minute text    primary key,
    count  integer not null
) without rowid;
insert into inquiry_minutes (minute, count)
    select substr(created_at, 1, 16), count(*) from contact_submissions where true group by 1;
create trigger contact_insert_minutes after insert on contact_submissions
    begin
        insert into inquiry_minutes (minute, count) values (substr(new.created_at, 1, 16), 1)
            on conflict (minute) do update set count = count + 1;
    end;
create trigger contact_delete_minutes after delete on contact_submissions
    begin
        update inquiry_minutes set count = count - 1 where minute = substr(old.created_at, 1, 16);
        delete from inquiry_minutes where minute = substr(old.created_at, 1, 16) and count <= 0;
    end;
