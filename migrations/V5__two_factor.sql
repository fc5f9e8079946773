-- Optional TOTP two-factor sign-in per admin (RFC 6238). `totp_secret` is the confirmed secret
-- (null: two-factor is off), `totp_pending` one being set up, `totp_last_step` the last time step
-- whose code was accepted, so a code works once. Recovery codes are stored as SHA-256 hashes.
alter table users add column totp_secret text;
alter table users add column totp_pending text;
alter table users add column totp_last_step integer not null default 0;

create table recovery_codes (
    id        integer primary key,
    user_id   integer not null references users (id) on delete cascade,
    code_hash text    not null,
    used_at   text
);
create index recovery_codes_by_user on recovery_codes (user_id);
