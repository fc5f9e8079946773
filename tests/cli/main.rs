//! The owner's CLI through the built binary: commands, messages and exit codes (docs/DESIGN.md
//! "CLI contract"), and a real `serve` that stops cleanly on SIGTERM.
//!
//! One test binary, a module per command or concern; `helpers` holds what they share.

#[path = "../support/mod.rs"]
mod support;

mod helpers;

mod create_admin;
mod messages;
mod migrate;
mod serve;
