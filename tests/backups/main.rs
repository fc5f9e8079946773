//! Scheduled backups and `restore` through the built binary (Backups in docs/DESIGN.md,
//! "HTTP contract, phase 3"): the schedule keeps checked copies and only the newest; a backup taken while
//! inquiries pour in holds every one acknowledged before it, and so does the database restored from
//! it; restore refuses a running server and any file that is not a sound backup of this site; the
//! API is the super admin's alone.
//!
//! One test binary, a module per topic; `helpers` makes the sites and reads the copies they share.

#[path = "../support/mod.rs"]
mod support;

mod helpers;

mod api;
mod restore;
mod schedule;
