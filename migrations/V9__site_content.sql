-- Site content (docs/DESIGN.md, "Site content"): the home page's copy, the footer, the legal pages and
-- which optional sections show, one JSON row per section (`domain/site_content.rs` reads and
-- checks them). A section without a row has its default, the copy the site was built with.
-- `locale` leaves room for a Spanish version as rows of the same table.
create table site_content (
    section    text not null,
    locale     text not null default 'en',
    value      text not null,
    updated_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    primary key (section, locale)
) without rowid;

create trigger site_content_insert_bumps_site_version after insert on site_content
    begin update site_version set version = version + 1; end;
create trigger site_content_update_bumps_site_version after update on site_content
    begin update site_version set version = version + 1; end;
create trigger site_content_delete_bumps_site_version after delete on site_content
    begin update site_version set version = version + 1; end;
