-- Insights (issue #17; docs/DESIGN.md, "Insights instead of fixed numbers"): visits are stored as
-- per-day aggregates by page, source (referrer domain or utm_source; '' is direct), campaign
-- (utm_campaign) and device class, never one row per visit, so storage grows with the distinct
-- (day, page, source, …) and not with traffic. `day` is the calendar date in the site's time zone.
-- Unique visitors are counted per day without storing anything about them (see visitors.rs).
alter table visit_days add column visitors integer not null default 0;

create table visit_pages (
    day         text    not null,
    page        text    not null,
    visits      integer not null default 0,
    -- Time spent, from the tracker's duration records: their sum and how many there were.
    duration_ms integer not null default 0,
    durations   integer not null default 0,
    primary key (day, page)
) without rowid;

create table visit_sources (
    day    text    not null,
    source text    not null,
    visits integer not null default 0,
    primary key (day, source)
) without rowid;

create table visit_campaigns (
    day      text    not null,
    campaign text    not null,
    visits   integer not null default 0,
    primary key (day, campaign)
) without rowid;

create table visit_devices (
    day    text    not null,
    device text    not null check (device in ('mobile', 'tablet', 'desktop')),
    visits integer not null default 0,
    primary key (day, device)
) without rowid;

-- The visit rows so far become page aggregates (their day in UTC: the rows kept no time zone; the
-- per-day totals in visit_days stay as counted). They carried no source or device.
insert into visit_pages (day, page, visits, duration_ms, durations)
select substr(created_at, 1, 10),
       case when instr(page, '?') > 0 then substr(page, 1, instr(page, '?') - 1) else page end,
       sum(visit_duration is null),
       coalesce(sum(visit_duration), 0),
       count(visit_duration)
from visits
group by 1, 2;

drop table visits;
