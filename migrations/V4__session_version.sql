-- Each admin's session generation: a token carries the generation it was issued in, and a
-- password change or reset moves it on, so every token issued before stops working at once.
alter table users add column session_version integer not null default 0;
