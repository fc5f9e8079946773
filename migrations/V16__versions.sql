-- Versions (docs/DESIGN.md, "HTTP contract, phase 3"): each editable item carries a version that
-- each change raises by one, so a write based on an older one is refused (412) instead of
-- silently overwriting another editor's change. Items stored before start at 1.
alter table services add column version integer not null default 1;
alter table projects add column version integer not null default 1;
alter table testimonials add column version integer not null default 1;
alter table client_logos add column version integer not null default 1;
