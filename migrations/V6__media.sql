-- The media library: images and short videos uploaded into this one file (docs/DESIGN.md, "Media").
-- `media` is what an admin sees (one row per upload); `media_files` are the files served at
-- /media/{name}: the original (metadata stripped, upright) and the resized variants made from it.
-- Their bytes are rows of `media_chunks`, 64 KB each: a piece of a video is then one indexed read,
-- where an offset into one large blob would walk its chain of overflow pages from the start.
-- Names are content addresses (a prefix of the original's SHA-256), so a URL never changes meaning
-- and can be cached forever; variants are derived data and can be made again from the original.
create table media (
    id         integer primary key,
    -- The file name as uploaded, for search and display only.
    name       text    not null,
    alt        text    not null,
    kind       text    not null check (kind in ('image', 'video')),
    mime       text    not null,
    width      integer not null,
    height     integer not null,
    -- The original's size and hash: `hash` names every file of this item.
    bytes      integer not null,
    hash       text    not null unique,
    -- The placeholder shown while the image loads (#rrggbb), null when there is none.
    color      text,
    -- A video's poster: an image of the library.
    poster_id  integer references media (id),
    created_at text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
create index media_by_poster on media (poster_id) where poster_id is not null;

create table media_files (
    id       integer primary key,
    name     text    not null unique,
    media_id integer not null references media (id) on delete cascade,
    -- 1 for the original, 0 for a variant.
    original integer not null check (original in (0, 1)),
    width    integer not null,
    format   text    not null,
    mime     text    not null,
    bytes    integer not null
);
create index media_files_by_media on media_files (media_id);

create table media_chunks (
    id      integer primary key,
    file_id integer not null references media_files (id) on delete cascade,
    seq     integer not null,
    data    blob    not null,
    unique (file_id, seq)
);

-- What visitors see includes each image's size, alt text and variants.
create trigger media_insert_bumps_site_version after insert on media
    begin update site_version set version = version + 1; end;
create trigger media_update_bumps_site_version after update on media
    begin update site_version set version = version + 1; end;
create trigger media_delete_bumps_site_version after delete on media
    begin update site_version set version = version + 1; end;
