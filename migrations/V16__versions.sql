-- Versions (docs/DESIGN.md, "HTTP contract, phase 3"): each editable item carries a version that
-- each change raises by one, so a write based on an older one is refused (412) instead of
-- silently overwriting another editor's change. Items stored before start at 1.
alter table services add column version integer not null default 1;
alter table projects add column version integer not null default 1;
alter table testimonials add column version integer not null default 1;
alter table client_logos add column version integer not null default 1;
alter table posts add column version integer not null default 1;
alter table case_studies add column version integer not null default 1;
alter table media add column version integer not null default 1;
alter table users add column version integer not null default 1;
alter table contact_submissions add column version integer not null default 1;
-- A section without a row is its default copy, version 0; its first change stores version 1.
alter table site_content add column version integer not null default 1;

-- The settings are one item: a change to them, from the admin area or the CLI, raises this
-- (`db::settings::set_changed`).
create table settings_version (
    id      integer primary key check (id = 1),
    version integer not null
);
insert into settings_version (id, version) values (1, 1);

-- The blog's listing reads each post's version too: the index that holds every column it reads
-- (V13) holds it as well, so the listing still never touches a row and its bodies.
drop index posts_listing;
create index posts_listing on posts (
    status, published_at desc, id desc,
    slug, title, excerpt, category, author, cover_image, seo_title, seo_description, read_time,
    created_at, updated_at, version
);
