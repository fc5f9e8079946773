-- The site in more than one language (docs/DESIGN.md, "HTTP contract, phase 3": languages). The
-- default language's text stays in each kind's own table; another language's text of a field is
-- a row here, one per (kind, item, language, field), so every kind is translated the same way and
-- a field declared translatable needs no column of its own.
--
-- `kind` and `item_id` name what is translated as its revisions do (V17): the API's kind (service,
-- project, testimonial, clientLogo, post, caseStudy, media, siteContent) and the item's id, or
-- for the site content the section (`hero`). `field` is the name the API gives the text (`title`,
-- `seoDescription`), or its path in a section (`headline`, `steps.1.title`).
--
-- `source` is the default language's text this translation was written from: when the text there
-- no longer equals it, the translation is out of date (still shown, and marked for the editor),
-- and `outdated_since` says from when (set by the write that changed the source; null while the
-- source is as it was).
create table translations (
    kind           text not null,
    item_id        text not null,
    lang           text not null,
    field          text not null,
    value          text not null,
    source         text not null,
    updated_at     text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    outdated_since text,
    primary key (kind, item_id, lang, field)
) without rowid;

create trigger translations_insert_bumps_site_version after insert on translations
    begin update site_version set version = version + 1; end;
create trigger translations_update_bumps_site_version after update on translations
    begin update site_version set version = version + 1; end;
create trigger translations_delete_bumps_site_version after delete on translations
    begin update site_version set version = version + 1; end;

-- The version of an item's text in one language, for what has no version of its own there (a
-- site-content section's Spanish): raised by each write of it, so two translators cannot silently
-- overwrite each other (docs/DESIGN.md, "HTTP contract, phase 3": versions). Absent: 0.
create table translation_versions (
    kind    text    not null,
    item_id text    not null,
    lang    text    not null,
    version integer not null,
    primary key (kind, item_id, lang)
) without rowid;

-- The slugs an article (or case study) had before in a language other than the default: they
-- answer 301 to its slug there now, as `post_slugs` (V7) does for the default language's.
create table translation_slugs (
    kind    text not null,
    lang    text not null,
    slug    text not null,
    item_id text not null,
    primary key (kind, lang, slug)
) without rowid;
