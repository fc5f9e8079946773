-- Revisions (docs/DESIGN.md, "HTTP contract, phase 3"): each change to a kind of site content,
-- an article, a case study or a section of the site content keeps the item as it was stored
-- after it, with who made it and when, so any edit can be looked at and taken back. `item_id` is
-- the item's id, or the section's key. Kept: the last 50 of each item, and all from 180 days.
create table revisions (
    id      integer primary key,
    kind    text not null,
    item_id text not null,
    version integer not null,
    actor   text not null,
    at      text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    item    text not null
);
create index revisions_of_item on revisions (kind, item_id, id desc);
