//! The head tags every page has (title, description, canonical link, social cards, the feed's
//! link), from what the page says of itself (`Meta`, made by its module), then what it adds: a
//! preload hint on the blog, JSON-LD on the home page, articles and case studies.

use maud::{Markup, html};

use super::json_script::ScriptJson;
use super::{Page, Snapshot, admin, article, blog, case_study, home, legal};
use crate::domain::languages::Languages;
use crate::site::seo;
use crate::site::words;

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
    let (words, lang, languages) = (snapshot.words(), snapshot.lang.as_str(), &snapshot.languages);
    let about = match page {
        Page::Home => home::meta(words, site),
        Page::Blog { page, category } => blog::meta(&snapshot.blog, *page, category.as_deref(), words, site),
        Page::Post(index) => article::meta(&snapshot.blog.posts[*index], lang, site),
        Page::Moved(slug) => article::moved_meta(slug, words, site),
        Page::PostNotFound => article::not_found_meta(words, site),
        Page::CaseStudy(index) => case_study::meta(&snapshot.work.studies[*index], words, site),
        Page::Legal(page) => legal::meta(*page, words, site),
        Page::Admin => admin::meta(site),
        Page::NotFound => {
            Meta::website(words::fill(words.not_found_title, site), words.not_found_description, "/")
                .unindexed()
        }
    };
    // The page in each language it exists in, by its address there; `x-default` is the default
    // language's. A page that is no page (not found, moved) has none.
    let alternates: Vec<(&str, String)> = match page {
        Page::Post(index) => snapshot.blog.posts[*index]
            .alternates
            .iter()
            .map(|(l, path)| (l.as_str(), path.clone()))
            .collect(),
        Page::CaseStudy(index) => snapshot.work.studies[*index]
            .alternates
            .iter()
            .map(|(l, path)| (l.as_str(), path.clone()))
            .collect(),
        Page::Home | Page::Blog { page: 1, category: None } | Page::Legal(_) => {
            languages.all().map(|l| (l, languages.path_in(l, &about.path))).collect()
        }
        _ => Vec::new(),
    };
    let default_address = alternates.iter().find(|(l, _)| *l == languages.default_language());
    let preload = match page {
        Page::Blog { page, category } => blog::preload(snapshot, *page, category.as_deref()),
        _ => None,
    };
    let address = languages.path_in(lang, &about.path);
    let structured = match page {
        Page::Home => home::structured_data(settings, &snapshot.content),
        Page::Post(index) => vec![seo::blog_posting(&snapshot.blog.posts[*index], settings, lang, &address)],
        Page::CaseStudy(index) => {
            vec![seo::case_study(&snapshot.work.studies[*index], settings, lang, &address)]
        }
        _ => Vec::new(),
    };
    let url = seo::absolute(settings, &address);
    let feed = seo::absolute(settings, &languages.path_in(lang, "/rss.xml"));
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
        meta property="og:locale" content=(Languages::og_locale(lang)); "\n"
        @for (other, _) in alternates.iter().filter(|(l, _)| *l != lang) {
            meta property="og:locale:alternate" content=(Languages::og_locale(other)); "\n"
        }
        @for (other, path) in &alternates {
            link rel="alternate" hreflang=(other) href=(seo::absolute(settings, path)); "\n"
        }
        @if let Some((_, path)) = default_address {
            link rel="alternate" hreflang="x-default" href=(seo::absolute(settings, path)); "\n"
        }
        meta name="twitter:card" content="summary_large_image"; "\n"
        meta name="twitter:title" content=(title); "\n"
        meta name="twitter:description" content=(description); "\n"
        meta name="twitter:image" content=(image); "\n"
        link rel="alternate" type="application/rss+xml" title=(words::blog_of(lang, site)) href=(feed); "\n"
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
