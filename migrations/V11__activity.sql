-- The activity log (issue #17): who created, changed or deleted what, sign-ins (and failed ones
-- for an existing username), settings changes and new inquiries, newest first. `actor` is the
-- admin's username ('' for a visitor); `subject` names the item as a person would. Entries older
-- than 180 days are deleted as new ones arrive (`db/activity.rs`).
create table activity (
    id      integer primary key,
    at      text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    actor   text not null,
    action  text not null,
    subject text not null default ''
);
create index activity_by_time on activity (at);
