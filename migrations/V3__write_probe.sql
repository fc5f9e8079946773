-- One row that /api/health rewrites to learn whether the disk takes writes. The count changes on
-- every probe: SQLite skips writing a row whose bytes did not change, so an update to the same
-- value would succeed on a read-only disk.
create table write_probe (
    id     integer primary key check (id = 1),
    writes integer not null
);
insert into write_probe (id, writes) values (1, 0);
