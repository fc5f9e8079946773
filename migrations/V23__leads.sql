-- Leads (docs/DESIGN.md, "HTTP contract, phase 3"): an inquiry gains a stage, an owner, a
-- follow-up, an expected value, the source of the visit that sent it and the spam verdict.
-- Inquiries stored before are new leads of no known source, not spam.
alter table contact_submissions add column status text not null default 'new'
    check (status in ('new', 'contacted', 'proposal', 'won', 'lost', 'spam'));
-- An account id, without a foreign key: ids are never given again (V15), so the id of a deleted
-- account keeps naming who it was and never comes to name another admin.
alter table contact_submissions add column assignee_id integer;
-- `YYYY-MM-DD`, or an RFC 3339 UTC time.
alter table contact_submissions add column follow_up_at text;
-- In cents.
alter table contact_submissions add column value integer check (value is null or value >= 0);
alter table contact_submissions add column source_landing_page text not null default '';
alter table contact_submissions add column source_referrer text not null default '';
alter table contact_submissions add column source_utm_source text not null default '';
alter table contact_submissions add column source_utm_medium text not null default '';
alter table contact_submissions add column source_utm_campaign text not null default '';
alter table contact_submissions add column source_device text not null default '';
alter table contact_submissions add column spam_score integer not null default 0;
-- A JSON array of the reasons, as the scorer words them.
alter table contact_submissions add column spam_reasons text not null default '[]';

create index contact_submissions_status on contact_submissions (status, created_at desc, id desc);
create index contact_submissions_follow_up on contact_submissions (follow_up_at)
    where follow_up_at is not null;
-- The spam check counts the same message sent from other addresses in the last day: found by the
-- message's start, then the addresses on either side of the sender's, so a sender who repeats
-- themselves (or a benchmark) reads nothing, and a flood is counted only up to a few.
create index contact_submissions_repeats on contact_submissions (substr(message, 1, 64), email, created_at);

-- What happened to a lead, oldest first: notes, stage changes, assignments, replies sent (with
-- their delivery), follow-up and value changes. `from_value` and `to_value` are the values as
-- text (an account id for an assignment, cents for a value); null is "none".
create table lead_events (
    id             integer primary key,
    inquiry_id     integer not null references contact_submissions (id) on delete cascade,
    kind           text    not null
        check (kind in ('note', 'stage', 'assignment', 'reply', 'followUp', 'value')),
    actor          text    not null,
    at             text    not null,
    text           text    not null default '',
    subject        text    not null default '',
    from_value     text,
    to_value       text,
    -- For a reply: sending, sent or failed; and what the mail server said when it failed.
    delivery       text check (delivery is null or delivery in ('sending', 'sent', 'failed')),
    delivery_error text    not null default ''
);
create index lead_events_inquiry on lead_events (inquiry_id, id);

-- Spam is kept apart: it is not unread mail (docs/DESIGN.md, "HTTP contract, phase 3"), and the
-- inbox's default list leaves it out, so its size is counted beside the total.
alter table inbox_counts add column spam integer not null default 0;
drop trigger contact_insert_counts;
drop trigger contact_delete_counts;
drop trigger contact_read_counts;
create trigger contact_insert_counts after insert on contact_submissions
    begin
        update inbox_counts set total = total + 1,
            unread = unread + (new.read = 0 and new.status <> 'spam'),
            spam = spam + (new.status = 'spam');
    end;
create trigger contact_delete_counts after delete on contact_submissions
    begin
        update inbox_counts set total = total - 1,
            unread = unread - (old.read = 0 and old.status <> 'spam'),
            spam = spam - (old.status = 'spam');
    end;
create trigger contact_read_counts after update of read, status on contact_submissions
    begin
        update inbox_counts set
            unread = unread + (new.read = 0 and new.status <> 'spam') - (old.read = 0 and old.status <> 'spam'),
            spam = spam + (new.status = 'spam') - (old.status = 'spam');
    end;

-- The insights' inquiries per minute (V14) count leads, not spam.
drop trigger contact_insert_minutes;
drop trigger contact_delete_minutes;
create trigger contact_insert_minutes after insert on contact_submissions when new.status <> 'spam'
    begin
        insert into inquiry_minutes (minute, count) values (substr(new.created_at, 1, 16), 1)
            on conflict (minute) do update set count = count + 1;
    end;
create trigger contact_delete_minutes after delete on contact_submissions when old.status <> 'spam'
    begin
        update inquiry_minutes set count = count - 1 where minute = substr(old.created_at, 1, 16);
        delete from inquiry_minutes where minute = substr(old.created_at, 1, 16) and count <= 0;
    end;
create trigger contact_status_minutes after update of status on contact_submissions
    when (old.status = 'spam') <> (new.status = 'spam')
    begin
        insert into inquiry_minutes (minute, count)
            values (substr(new.created_at, 1, 16), iif(new.status = 'spam', -1, 1))
            on conflict (minute) do update set count = count + iif(new.status = 'spam', -1, 1);
        delete from inquiry_minutes where minute = substr(new.created_at, 1, 16) and count <= 0;
    end;
