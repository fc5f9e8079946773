//! agency-site: the marketing site and admin CMS of a content agency, as one binary that keeps
//! everything in one SQLite file and serves its UI from memory.
//!
//! A request flows `app` (router and layers) → `api::<resource>` (HTTP) → `domain` (validated
//! input) → `db::<table>` (the only SQL). `web` serves the embedded UI; `cli` holds the owner's
//! commands.

pub mod api;
pub mod app;
pub mod auth;
pub mod cli;
pub mod db;
pub mod domain;
pub mod error;
pub mod headers;
pub mod limits;
pub mod notify;
pub mod ops;
pub mod visit_writer;
pub mod web;
