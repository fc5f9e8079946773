-- The trash (docs/DESIGN.md, "HTTP contract, phase 3"): a deleted content item, article, case
-- study or media item keeps its row, marked with when and by whom it was deleted, for 30 days;
-- every read for visitors and the admin's lists leaves marked rows out, and restoring one clears
-- the mark, so it comes back with its id and its links. Purged for good after 30 days.
alter table services add column deleted_at text;
alter table services add column deleted_by text;
alter table projects add column deleted_at text;
alter table projects add column deleted_by text;
alter table testimonials add column deleted_at text;
alter table testimonials add column deleted_by text;
alter table client_logos add column deleted_at text;
alter table client_logos add column deleted_by text;
alter table posts add column deleted_at text;
alter table posts add column deleted_by text;
alter table case_studies add column deleted_at text;
alter table case_studies add column deleted_by text;
alter table media add column deleted_at text;
alter table media add column deleted_by text;

-- The blog's listing index (V13, V16) holds the posts not in the trash only, and their
-- `deleted_at` (always null there) for the listing's test of it: it still never reads a row.
drop index posts_listing;
create index posts_listing on posts (
    status, published_at desc, id desc,
    slug, title, excerpt, category, author, cover_image, seo_title, seo_description, read_time,
    created_at, updated_at, version, deleted_at
) where deleted_at is null;
