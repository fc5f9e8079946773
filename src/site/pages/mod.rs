//! The app's HTML for each page: the route's head tags (title, description, canonical link,
//! social cards, JSON-LD) and the live public content inlined as JSON, so the first paint already
//! shows the current services, work, testimonials and logos with no API round trip.
//!
//! A `Snapshot` holds what visitors see at one `site_version` (see `site`): the public lists and
//! every page, rendered and compressed once. Each page's own part (its head tags, what it inlines,
//! its text for readers without JavaScript) sits in the module named after it; head.rs writes the
//! tags every page has.
//!
//! Markup is written with maud's `html!`, which escapes every value it is given, so stored text
//! can only ever be text. Where HTML goes in as it is, it is marked `PreEscaped` and says why.

mod admin;
mod article;
mod blog;
mod case_study;
mod head;
mod home;
mod json_script;
mod legal;
mod snapshot;

use axum::body::Bytes;
use axum::http::StatusCode;
use maud::{Markup, PreEscaped, html};
use serde_json::Value;

use crate::assets::{Encoded, compress};
use crate::markdown;
use crate::site::words;
use json_script::ScriptJson;
pub use legal::LegalPage;
pub use snapshot::Snapshot;

/// The pages of docs/PRODUCT.md §2, as the server tells them apart at one version of the blog.
#[derive(Debug, Clone, PartialEq)]
pub enum Page {
    Home,
    /// A page of /blog (1 for the newest), of one category or all.
    Blog {
        page: usize,
        category: Option<String>,
    },
    /// The article at this index of the visible posts.
    Post(usize),
    PostNotFound,
    /// The case study at this index of the visible ones (`/work/{slug}`).
    CaseStudy(usize),
    /// /privacy or /terms.
    Legal(LegalPage),
    /// An old slug of an article: 301 to its slug now.
    Moved(String),
    Admin,
    NotFound,
}

impl Page {
    pub fn status(&self) -> StatusCode {
        match self {
            Page::PostNotFound | Page::NotFound => StatusCode::NOT_FOUND,
            Page::Moved(_) => StatusCode::MOVED_PERMANENTLY,
            _ => StatusCode::OK,
        }
    }

    /// The key of the page in the snapshot's cache of rendered pages.
    fn key(&self) -> String {
        match self {
            Page::Blog { page, category } => format!("blog/{page}/{}", category.as_deref().unwrap_or("")),
            other => format!("{other:?}"),
        }
    }
}

/// The machine-read documents of the site.
#[derive(Debug, Clone, Copy)]
pub enum Feed {
    Sitemap,
    Rss,
}

/// A page from the template: its head tags, and the public content inlined for the first paint
/// (admin screens fetch what they need with the admin's token instead). An article's text is in
/// the document for readers and crawlers without JavaScript.
fn render(page: &Page, snapshot: &Snapshot, body: &str) -> Encoded {
    let legal = match page {
        Page::Legal(legal) => markdown::render(legal.markdown(&snapshot.content)),
        _ => String::new(),
    };
    let data = match page {
        Page::Admin => None,
        _ => Some(app_data(page, snapshot, body, &legal)),
    };
    let data = html! {
        @if let Some(data) = &data {
            script id="app-data" type="application/json" { (ScriptJson(data)) }
        }
    };
    let mut html = snapshot
        .template
        // The template's fixed tag, with the page's language escaped into it.
        .replacen(
            "<html lang=\"en\">",
            &html! { (PreEscaped("<html lang=\"")) (snapshot.lang) (PreEscaped("\">")) }.into_string(),
            1,
        )
        .replacen("<!--app-head-->", &head::tags(page, snapshot).into_string(), 1)
        .replacen("<!--app-data-->", &data.into_string(), 1);
    // What a reader without JavaScript gets: the page's own text where it has one, else a
    // sentence in the page's language (the template's is English and names no site).
    let noscript: Markup = match page {
        Page::Post(index) => article::text(&snapshot.blog.posts[*index], body, snapshot.words()),
        Page::CaseStudy(index) => case_study::text(&snapshot.work.studies[*index]),
        Page::Legal(page) => legal::text(*page, &legal, snapshot.words()),
        _ => html! {
            noscript { (words::fill(snapshot.words().needs_javascript, &snapshot.settings.public.site_name)) }
        },
    };
    if let (Some(start), Some(end)) = (html.find("<noscript>"), html.find("</noscript>")) {
        html.replace_range(start..end + "</noscript>".len(), &noscript.into_string());
    }
    compress(Bytes::from(html))
}

/// What a public page inlines: what they all share, and its own part.
fn app_data(page: &Page, snapshot: &Snapshot, body: &str, legal_html: &str) -> Value {
    let mut data = snapshot.app_data.clone();
    match page {
        Page::Blog { page, category } => {
            data.insert("blog".into(), blog::data(&snapshot.blog, *page, category.as_deref()));
        }
        Page::Post(index) => {
            data.insert("blog".into(), article::data(&snapshot.blog, *index, body));
        }
        Page::Legal(page) => {
            data.insert("legal".into(), legal::data(*page, legal_html, snapshot.words()));
        }
        Page::CaseStudy(index) => case_study::add_data(&mut data, snapshot, *index),
        _ => {}
    }
    Value::Object(data)
}
