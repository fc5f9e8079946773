-- Ids that name an account are never given again (issue #27): a token, a link or a log entry that
-- named a deleted admin must never come to name a new one. SQLite promises that only for an
-- AUTOINCREMENT table, which cannot be made by `alter table`, so `users` is made again.
-- A new account also starts at a random session generation: a token names the generation, so
-- even an id given again (a database restored from an older backup) cannot match an old token.
-- Migrations run in a transaction with foreign keys on, where dropping `users` deletes the
-- recovery codes by cascade: they are kept aside and put back.
create temporary table kept_recovery_codes as select * from recovery_codes;

create table users_new (
    id              integer primary key autoincrement,
    username        text    not null collate nocase unique,
    password_hash   text    not null,
    is_admin        integer not null default 1 check (is_admin in (0, 1)),
    is_super_admin  integer not null default 0 check (is_super_admin in (0, 1)),
    created_at      text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    session_version integer not null default (abs(random() % 1000000000)),
    totp_secret     text,
    totp_pending    text,
    totp_last_step  integer not null default 0
);
insert into users_new (id, username, password_hash, is_admin, is_super_admin, created_at,
                       session_version, totp_secret, totp_pending, totp_last_step)
    select id, username, password_hash, is_admin, is_super_admin, created_at,
           session_version, totp_secret, totp_pending, totp_last_step
    from users;
drop table users;
alter table users_new rename to users;
create unique index users_one_super_admin on users (is_super_admin) where is_super_admin = 1;

insert into recovery_codes (id, user_id, code_hash, used_at)
    select id, user_id, code_hash, used_at from kept_recovery_codes;
drop table kept_recovery_codes;

-- Ids above the highest in use may have named accounts deleted since: each deletion the activity
-- log remembers (180 days) counts as one more id given, so the next account is above them all.
delete from sqlite_sequence where name = 'users';
insert into sqlite_sequence (name, seq) values ('users',
    (select coalesce(max(id), 0) from users)
    + (select count(*) from activity where action = 'deleted' and subject like 'Admin “%'));

-- Where the last `serve` took the secret that signs sessions (issue #27): the stored one, or
-- AGENCY_JWT_SECRET. `settings rotate-token-secret` runs in another process, often without that
-- variable, and reads this before replacing a stored secret that may be signing nothing.
create table serve_token_secret (
    id         integer primary key check (id = 1),
    source     text    not null check (source in ('database', 'environment')),
    started_at text    not null
);
