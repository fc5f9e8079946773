//! The HTTP API through real requests: one test binary, a module per resource.

mod helpers;
#[path = "../support/images.rs"]
mod images;
/// The local SMTP sink the notification tests use, for replies to leads.
#[allow(dead_code)]
#[path = "../notify/sink.rs"]
mod sink;

mod account;
mod analytics;
mod auth;
mod case_studies;
mod client_logos;
mod contact;
mod content;
mod dashboard;
mod escaping;
mod form_token;
mod hardening;
mod health;
mod insights;
mod language_pages;
mod languages;
mod lead_replies;
mod lead_summary;
mod leads;
mod media;
mod openapi;
mod pages;
mod posts;
mod projects;
mod revisions;
mod robustness;
mod services;
mod settings;
mod site_content;
mod slow_clients;
mod spike;
mod testimonials;
mod trash;
mod users;
mod versions;
mod versions_of_items;
