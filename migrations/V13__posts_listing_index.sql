-- The blog's listing (`db::posts::visible`: every visible post without its body, newest first) is
-- read whenever the site changes. Its columns sit after the two bodies in each row, so reading
-- them walked every body's overflow pages: megabytes of page cache and milliseconds for the next
-- visitor with 1,000 articles (#15). This index holds every column the listing reads, in its
-- order, so the listing never touches a row; it replaces the index on (status, published_at, id).
drop index posts_by_publication;
create index posts_listing on posts (
    status, published_at desc, id desc,
    slug, title, excerpt, category, author, cover_image, seo_title, seo_description, read_time,
    created_at, updated_at
);
