//! agency-site: the marketing site and admin CMS of a content agency, as one binary that keeps
//! everything in one SQLite file and serves its UI from memory.
//!
//! A request flows `app` (router and layers) → `api::<resource>` (HTTP) → `domain` (validated
//! input) → `db::<table>` (the only SQL); every handler reaches `state`, whose `site` holds what
//! visitors see. `web` serves the pages and the embedded `assets`; `cli` parses the owner's
//! commands and `ops` carries them out. Imports point down this list, never up.

pub mod api;
pub mod app;
pub mod assets;
pub mod auth;
pub mod backups;
pub mod cli;
pub mod db;
pub mod domain;
pub mod error;
pub mod files;
pub mod headers;
pub mod insights;
pub mod limits;
pub mod markdown;
pub mod media;
pub mod memory;
pub mod notify;
pub mod ops;
pub mod replies;
pub mod server;
pub mod site;
pub mod state;
pub mod upgrade;
pub mod visit_writer;
pub mod visitors;
pub mod web;
