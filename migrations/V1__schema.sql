-- The complete schema of docs/PRODUCT.md §3 plus users, settings and visit counters.
-- Timestamps are RFC 3339 UTC text with milliseconds; booleans are 0/1 integers.

create table users (
    id             integer primary key,
    username       text    not null collate nocase unique,
    password_hash  text    not null,
    is_admin       integer not null default 1 check (is_admin in (0, 1)),
    is_super_admin integer not null default 0 check (is_super_admin in (0, 1)),
    created_at     text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- At most one super admin, enforced by the database rather than trusted to the code.
create unique index users_one_super_admin on users (is_super_admin) where is_super_admin = 1;

create table settings (
    key   text primary key,
    value text not null
) without rowid;

-- Secrets are made here, on first migrate, so none ever lives in the source or the bundle.
insert into settings (key, value) values
    ('site_name', 'MYTH Agency'),
    ('contact_email', 'hello@mythagency.example'),
    ('contact_phone', '+1 (305) 555-0142'),
    ('time_zone', 'America/New_York'),
    ('public_url', 'http://127.0.0.1:8080'),
    ('analytics_id', ''),
    ('registration_key', lower(hex(randomblob(12)))),
    ('jwt_secret', lower(hex(randomblob(32)))),
    -- New-inquiry e-mails: off until notify_email and smtp_host are set.
    ('notify_email', ''),
    ('smtp_host', ''),
    ('smtp_port', '587'),
    ('smtp_username', ''),
    ('smtp_password', ''),
    ('smtp_from', ''),
    ('smtp_security', 'starttls');

create table services (
    id          integer primary key,
    title       text    not null,
    description text    not null,
    icon        text    not null,
    position    integer not null default 0,
    is_active   integer not null default 1 check (is_active in (0, 1)),
    created_at  text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at  text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create table projects (
    id          integer primary key,
    title       text    not null,
    category    text    not null,
    description text    not null,
    image       text    not null,
    position    integer not null default 0,
    is_active   integer not null default 1 check (is_active in (0, 1)),
    created_at  text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at  text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- `position` here is the person's job title (docs/PRODUCT.md §3); testimonials are ordered by id.
create table testimonials (
    id         integer primary key,
    name       text    not null,
    position   text    not null,
    company    text    not null,
    quote      text    not null,
    avatar     text,
    is_active  integer not null default 1 check (is_active in (0, 1)),
    created_at text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create table client_logos (
    id         integer primary key,
    src        text    not null,
    alt        text    not null,
    width      integer,
    position   integer,
    is_active  integer not null default 1 check (is_active in (0, 1)),
    created_at text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create table contact_submissions (
    id         integer primary key,
    name       text    not null,
    email      text    not null,
    subject    text    not null,
    message    text    not null,
    read       integer not null default 0 check (read in (0, 1)),
    created_at text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
create index contact_submissions_newest on contact_submissions (created_at desc, id desc);
-- The inbox's total and unread counts, kept by triggers so the dashboard and the inbox read them
-- in O(1) however many inquiries pile up.
create table inbox_counts (
    id     integer primary key check (id = 1),
    total  integer not null,
    unread integer not null
);
insert into inbox_counts (id, total, unread) values (1, 0, 0);
create trigger contact_insert_counts after insert on contact_submissions
    begin update inbox_counts set total = total + 1, unread = unread + (new.read = 0); end;
create trigger contact_delete_counts after delete on contact_submissions
    begin update inbox_counts set total = total - 1, unread = unread - (old.read = 0); end;
create trigger contact_read_counts after update of read on contact_submissions
    begin update inbox_counts set unread = unread + (new.read = 0) - (old.read = 0); end;

-- One row per visit record; `visit_duration` null means a page load (a counted visit).
create table visits (
    id             integer primary key,
    page           text    not null,
    visit_duration integer,
    created_at     text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Counters kept in the same transaction as the visit rows, so the totals read in O(1).
-- `day` is the calendar date in the site's time zone.
create table visit_days (
    day    text primary key,
    visits integer not null default 0
) without rowid;

create table visit_total (
    id     integer primary key check (id = 1),
    visits integer not null default 0
);
insert into visit_total (id, visits) values (1, 0);

-- Bumped by triggers whenever anything visitors see changes, so a running server notices changes
-- made by any process (the admin API or the CLI) and rebuilds its cached pages.
create table site_version (
    id      integer primary key check (id = 1),
    version integer not null
);
insert into site_version (id, version) values (1, 0);
create trigger services_insert_bumps_site_version after insert on services
    begin update site_version set version = version + 1; end;
create trigger services_update_bumps_site_version after update on services
    begin update site_version set version = version + 1; end;
create trigger services_delete_bumps_site_version after delete on services
    begin update site_version set version = version + 1; end;
create trigger projects_insert_bumps_site_version after insert on projects
    begin update site_version set version = version + 1; end;
create trigger projects_update_bumps_site_version after update on projects
    begin update site_version set version = version + 1; end;
create trigger projects_delete_bumps_site_version after delete on projects
    begin update site_version set version = version + 1; end;
create trigger testimonials_insert_bumps_site_version after insert on testimonials
    begin update site_version set version = version + 1; end;
create trigger testimonials_update_bumps_site_version after update on testimonials
    begin update site_version set version = version + 1; end;
create trigger testimonials_delete_bumps_site_version after delete on testimonials
    begin update site_version set version = version + 1; end;
create trigger client_logos_insert_bumps_site_version after insert on client_logos
    begin update site_version set version = version + 1; end;
create trigger client_logos_update_bumps_site_version after update on client_logos
    begin update site_version set version = version + 1; end;
create trigger client_logos_delete_bumps_site_version after delete on client_logos
    begin update site_version set version = version + 1; end;
create trigger settings_insert_bumps_site_version after insert on settings
    begin update site_version set version = version + 1; end;
create trigger settings_update_bumps_site_version after update on settings
    begin update site_version set version = version + 1; end;
create trigger settings_delete_bumps_site_version after delete on settings
    begin update site_version set version = version + 1; end;
