//! The owner's operations through the built binary: export, import, backup, settings and migrate
//! (docs/DESIGN.md "CLI contract"): data survives a round trip, a backup under load is sound and
//! complete, and every bad input is one sentence, the right exit code and no change.
//!
//! One test binary, a module per operation; `helpers` makes and fills the sites they share.

#[path = "../support/mod.rs"]
mod support;

mod helpers;

mod accounts;
mod backup;
mod bad_input;
mod export_import;
mod leads;
mod media;
mod migrate_and_serve;
mod settings;
mod trash;
