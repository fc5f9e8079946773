//! Validated input types: request data becomes one of these before any SQL runs.
//! Each entity has one parser shared by create and update, and every rule and message is
//! docs/PRODUCT.md §5's, with maximum lengths added so no input is unbounded.

pub mod case_studies;
pub mod client_logos;
pub mod contact;
pub mod content;
pub mod content_kind;
pub mod credentials;
pub mod fields;
pub mod languages;
pub mod lead_source;
pub mod leads;
pub mod legal;
pub mod mail;
pub mod media;
pub mod posts;
pub mod projects;
pub mod revisions;
pub mod rules;
pub mod services;
pub mod setting_keys;
pub mod settings;
pub mod site_content;
pub mod slugs;
pub mod spam;
pub mod testimonials;
pub mod translations;
pub mod trash;
pub mod validation;
pub mod visits;
