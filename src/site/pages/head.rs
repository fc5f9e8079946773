//! The head tags every page has (title, description, canonical link, social cards, the feed's
//! link), from what the page says of itself (`Meta`, made by its module), then what it adds: a
//! preload hint on the blog, JSON-LD on the home page, articles and case studies.

use maud::{Markup, html};

use super::json_script::ScriptJson;
use super::{Page, Snapshot, admin, article, blog, case_study, home, legal};
use crate::site::seo;

/// What a page says of itself in its head.
pub struct Meta {
    pub title: String,
    pub description: String,
    /// Its address on the site: the canonical link and og:url.
    pub path: String,
    /// og:type: `website` or `article`.
    pub kind: &'static str,
    /// Its social card's picture (a site path or an http(s) address).
    pub image: String,
    /// Whether search engines may index it.
    pub index: bool,
}

impl Meta {
    /// An indexed page that is not an article, with the default social card.
    pub fn website(title: String, description: impl Into<String>, path: impl Into<String>) -> Meta {
        Meta {
            title,
            description: description.into(),
            path: path.into(),
            kind: "website",
            image: seo::DEFAULT_IMAGE.to_owned(),
            index: true,
        }
    }

    /// An indexed article (a post, a case study) with its own picture, else the default card.
    pub fn article(title: String, description: &str, path: String, image: Option<&str>) -> Meta {
        Meta {
            title,
            description: description.to_owned(),
            path,
            kind: "article",
            image: image.unwrap_or(seo::DEFAULT_IMAGE).to_owned(),
            index: true,
        }
    }

    /// The same page, kept out of search results.
    pub fn unindexed(self) -> Meta {
        Meta { index: false, ..self }
    }
}

/// The head tags of a page, one a line.
pub fn tags(page: &Page, snapshot: &Snapshot) -> Markup {
    let settings = &snapshot.settings.public;
    let site = settings.site_name.as_str();
    let about = match page {
        Page::Home => home::meta(site),
        Page::Blog { page, category } => blog::meta(&snapshot.blog, *page, category.as_deref(), site),
        Page::Post(index) => article::meta(&snapshot.blog.posts[*index], site),
        Page::Moved(slug) => article::moved_meta(slug, site),
        Page::PostNotFound => article::not_found_meta(site),
        Page::CaseStudy(index) => case_study::meta(&snapshot.work.studies[*index], site),
        Page::Legal(page) => legal::meta(*page, site),
        Page::Admin => admin::meta(site),
        Page::NotFound => Meta::website(
            format!("Page Not Found | {site}"),
            "The page you are looking for has moved or never existed.",
            "/",
        )
        .unindexed(),
    };
    let preload = match page {
        Page::Blog { page, category } => blog::preload(snapshot, *page, category.as_deref()),
        _ => None,
    };
    let structured = match page {
        Page::Home => home::structured_data(settings, &snapshot.content),
        Page::Post(index) => vec![seo::blog_posting(&snapshot.blog.posts[*index], settings)],
        Page::CaseStudy(index) => vec![seo::case_study(&snapshot.work.studies[*index], settings)],
        _ => Vec::new(),
    };
    let url = seo::absolute(settings, &about.path);
    let image = seo::absolute(settings, &about.image);
    let (title, description) = (&about.title, &about.description);
    html! {
        title { (title) } "\n"
        meta name="description" content=(description); "\n"
        link rel="canonical" href=(url); "\n"
        meta property="og:site_name" content=(site); "\n"
        meta property="og:type" content=(about.kind); "\n"
        meta property="og:title" content=(title); "\n"
        meta property="og:description" content=(description); "\n"
        meta property="og:url" content=(url); "\n"
        meta property="og:image" content=(image); "\n"
        meta name="twitter:card" content="summary_large_image"; "\n"
        meta name="twitter:title" content=(title); "\n"
        meta name="twitter:description" content=(description); "\n"
        meta name="twitter:image" content=(image); "\n"
        link rel="alternate" type="application/rss+xml" title={ (site) " Blog" }
            href=(seo::absolute(settings, "/rss.xml")); "\n"
        @if !about.index {
            meta name="robots" content="noindex"; "\n"
        }
        @if let Some(preload) = preload {
            (preload)
        }
        @for data in &structured {
            script type="application/ld+json" { (ScriptJson(data)) } "\n"
        }
    }
}
