//! The app's HTML for each page: the route's head tags (title, description, canonical link,
//! social cards, JSON-LD) and the live public content inlined as JSON, so the first paint already
//! shows the current services, work, testimonials and logos with no API round trip.
//!
//! A `Snapshot` holds what visitors see at one `site_version` (see `site`): the public lists and
//! every page, rendered and compressed once.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::http::StatusCode;
use rusqlite::Connection;
use serde_json::json;

use crate::assets::{Encoded, compress};
use crate::db::{self, DbError, content};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::content::ContentFields;
use crate::domain::media::PublicMedia;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::settings::{PublicSettings, Settings};
use crate::domain::testimonials::TestimonialFields;
use crate::site::blog::{self, Post};
use crate::site::seo;

/// The pages of SPEC.md §2, as the server tells them apart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Page {
    Home,
    Blog,
    Post(&'static Post),
    PostNotFound,
    Admin,
    NotFound,
}

const ADMIN_SCREENS: [&str; 11] = [
    "account",
    "dashboard",
    "services",
    "projects",
    "testimonials",
    "client-logos",
    "contact-submissions",
    "content-preview",
    "media",
    "users",
    "settings",
];

impl Page {
    pub fn classify(path: &str) -> Page {
        let path = match path.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => path,
        };
        match path {
            "/" => Page::Home,
            "/blog" => Page::Blog,
            "/admin" | "/admin/login" | "/admin/register" => Page::Admin,
            _ => {
                if let Some(slug) = path.strip_prefix("/blog/") {
                    blog::find(slug).map_or(Page::PostNotFound, Page::Post)
                } else if path.strip_prefix("/admin/").is_some_and(|s| ADMIN_SCREENS.contains(&s)) {
                    Page::Admin
                } else {
                    Page::NotFound
                }
            }
        }
    }

    pub fn status(self) -> StatusCode {
        match self {
            Page::PostNotFound | Page::NotFound => StatusCode::NOT_FOUND,
            _ => StatusCode::OK,
        }
    }

    /// Every page there is, in the order `slot` numbers them.
    fn all() -> Vec<Page> {
        let mut pages = vec![Page::Home, Page::Blog, Page::PostNotFound, Page::Admin, Page::NotFound];
        pages.extend(blog::posts().iter().map(Page::Post));
        pages
    }

    /// The page's place in `all()`, found without allocating.
    fn slot(self) -> usize {
        match self {
            Page::Home => 0,
            Page::Blog => 1,
            Page::PostNotFound => 2,
            Page::Admin => 3,
            Page::NotFound => 4,
            Page::Post(post) => 5 + blog::posts().iter().position(|p| p.slug == post.slug).unwrap_or(0),
        }
    }
}

/// What visitors see at one version of the site.
pub struct Snapshot {
    pub version: i64,
    pub settings: Settings,
    /// The anonymous API answers (`{"services":[…]}` …), by list key, served from memory.
    public_lists: HashMap<&'static str, Bytes>,
    /// The anonymous answer of GET /api/media: the library's items the lists use.
    public_media: Bytes,
    /// Every page, rendered and compressed once, by `Page::slot`.
    rendered: Vec<Arc<Encoded>>,
}

impl Snapshot {
    /// Reads everything in one transaction, so the page never mixes two versions.
    /// The pages are rendered from `template` (the UI's index.html) here, once per version.
    pub fn load(conn: &mut Connection, template: &str) -> Result<Snapshot, DbError> {
        let tx = conn.transaction()?;
        let version = db::site::version(&tx)?;
        let settings = Settings::from_pairs(&db::settings::all(&tx)?);
        let lists = [
            (ServiceFields::MANY, serde_json::to_value(content::list::<ServiceFields>(&tx, false)?)),
            (ProjectFields::MANY, serde_json::to_value(content::list::<ProjectFields>(&tx, false)?)),
            (TestimonialFields::MANY, serde_json::to_value(content::list::<TestimonialFields>(&tx, false)?)),
            (ClientLogoFields::MANY, serde_json::to_value(content::list::<ClientLogoFields>(&tx, false)?)),
        ];
        let mut data = serde_json::Map::new();
        data.insert("settings".into(), json!(settings.public));
        let mut public_lists = HashMap::new();
        for (key, list) in lists {
            // Plain structs of strings and numbers: serializing them cannot fail.
            let list = list.unwrap_or_default();
            public_lists.insert(key, Bytes::from(json!({ key: list }).to_string()));
            data.insert(key.into(), list);
        }
        let mut used = Vec::new();
        media_urls(&serde_json::Value::Object(data.clone()), &mut used);
        let media: serde_json::Map<String, serde_json::Value> =
            db::media::by_urls(&tx, used.iter().map(String::as_str))?
                .iter()
                .map(|m| (m.url.clone(), json!(PublicMedia::from(m))))
                .collect();
        tx.commit()?;
        let public_media = Bytes::from(json!({ "media": media }).to_string());
        data.insert("media".into(), serde_json::Value::Object(media));
        let data = serde_json::Value::Object(data);
        let app_data = data.to_string();
        let rendered = Page::all()
            .into_iter()
            .map(|page| Arc::new(render(page, template, &settings.public, &app_data)))
            .collect();
        Ok(Snapshot { version, settings, public_lists, public_media, rendered })
    }

    /// The anonymous answer of GET /api/media.
    pub fn public_media(&self) -> Bytes {
        self.public_media.clone()
    }

    /// The anonymous answer of GET /api/<key> (`services`, `projects`, `testimonials`, `clientLogos`).
    pub fn public_list(&self, key: &str) -> Option<Bytes> {
        self.public_lists.get(key).cloned()
    }

    /// The page's HTML, rendered when the snapshot was loaded.
    pub fn page(&self, page: Page) -> Arc<Encoded> {
        Arc::clone(&self.rendered[page.slot()])
    }
}

/// Every address of the media library (`/media/…`) among the strings of `value`, once each.
fn media_urls(value: &serde_json::Value, found: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) if s.starts_with("/media/") && !found.contains(s) => {
            found.push(s.clone())
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| media_urls(v, found)),
        serde_json::Value::Object(fields) => fields.values().for_each(|v| media_urls(v, found)),
        _ => {}
    }
}

/// A page from the template: its head tags, and the public content inlined for the first paint
/// (admin screens fetch what they need with the admin's token instead).
fn render(page: Page, template: &str, settings: &PublicSettings, app_data: &str) -> Encoded {
    let data = match page {
        Page::Admin => String::new(),
        _ => format!(
            "<script id=\"app-data\" type=\"application/json\">{}</script>",
            seo::script_safe(app_data)
        ),
    };
    let html =
        template.replacen("<!--app-head-->", &head(page, settings), 1).replacen("<!--app-data-->", &data, 1);
    compress(Bytes::from(html))
}

/// The head tags of a page: title, description, canonical, social cards, feed and JSON-LD.
fn head(page: Page, settings: &PublicSettings) -> String {
    let site = settings.site_name.as_str();
    let home_title = format!("{site} | Content Creation & Social Media Agency in Miami");
    let home_description = format!(
        "{site} is a Miami content creation and social media agency: social media revamps, UGC \
         packages, posting and management, content creation and growth strategy for local businesses."
    );
    let (title, description, path, kind, image, index) = match page {
        Page::Home => (home_title, home_description, "/".to_owned(), "website", seo::DEFAULT_IMAGE, true),
        Page::Blog => (
            format!("Blog | {site}"),
            "Social media marketing, UGC and content strategy insights for Miami businesses.".to_owned(),
            "/blog".to_owned(),
            "website",
            seo::DEFAULT_IMAGE,
            true,
        ),
        Page::Post(post) => (
            format!("{} | {site} Blog", post.title),
            post.excerpt.clone(),
            format!("/blog/{}", post.slug),
            "article",
            post.image.as_str(),
            true,
        ),
        Page::PostNotFound => (
            format!("Post Not Found | {site} Blog"),
            "The blog post you're looking for doesn't exist.".to_owned(),
            "/blog".to_owned(),
            "website",
            seo::DEFAULT_IMAGE,
            false,
        ),
        Page::Admin => (
            format!("Admin | {site}"),
            format!("The {site} admin area."),
            "/admin".to_owned(),
            "website",
            seo::DEFAULT_IMAGE,
            false,
        ),
        Page::NotFound => (
            format!("Page Not Found | {site}"),
            "Did you forget to add the page to the router?".to_owned(),
            "/".to_owned(),
            "website",
            seo::DEFAULT_IMAGE,
            false,
        ),
    };
    let url = seo::absolute(settings, &path);
    let image = seo::absolute(settings, image);
    let e = seo::escape;
    let mut head = format!(
        "<title>{title}</title>\n\
         <meta name=\"description\" content=\"{description}\">\n\
         <link rel=\"canonical\" href=\"{url}\">\n\
         <meta property=\"og:site_name\" content=\"{site_e}\">\n\
         <meta property=\"og:type\" content=\"{kind}\">\n\
         <meta property=\"og:title\" content=\"{title}\">\n\
         <meta property=\"og:description\" content=\"{description}\">\n\
         <meta property=\"og:url\" content=\"{url}\">\n\
         <meta property=\"og:image\" content=\"{image}\">\n\
         <meta name=\"twitter:card\" content=\"summary_large_image\">\n\
         <meta name=\"twitter:title\" content=\"{title}\">\n\
         <meta name=\"twitter:description\" content=\"{description}\">\n\
         <meta name=\"twitter:image\" content=\"{image}\">\n\
         <link rel=\"alternate\" type=\"application/rss+xml\" title=\"{site_e} Blog\" href=\"{feed}\">\n",
        title = e(&title),
        description = e(&description),
        url = e(&url),
        site_e = e(site),
        image = e(&image),
        feed = e(&seo::absolute(settings, "/rss.xml")),
    );
    if !index {
        head.push_str("<meta name=\"robots\" content=\"noindex\">\n");
    }
    let structured = match page {
        Page::Home => vec![seo::local_business(settings), seo::faq()],
        Page::Post(post) => vec![seo::blog_posting(post, settings)],
        _ => Vec::new(),
    };
    for data in structured {
        head.push_str(&format!(
            "<script type=\"application/ld+json\">{}</script>\n",
            seo::script_safe(&data.to_string())
        ));
    }
    head
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_map_to_the_pages_of_the_spec() {
        assert_eq!(Page::classify("/"), Page::Home);
        assert_eq!(Page::classify("/blog"), Page::Blog);
        assert_eq!(Page::classify("/blog/"), Page::Blog);
        assert!(
            matches!(Page::classify("/blog/ugc-content-strategy-guide"), Page::Post(p) if p.read_time == 7)
        );
        assert_eq!(Page::classify("/blog/nope"), Page::PostNotFound);
        for admin in [
            "/admin",
            "/admin/login",
            "/admin/register",
            "/admin/dashboard",
            "/admin/client-logos",
            "/admin/account",
        ] {
            assert_eq!(Page::classify(admin), Page::Admin, "{admin}");
        }
        for other in ["/nonexistent", "/admin/nope", "/blogs", "/index.html"] {
            assert_eq!(Page::classify(other), Page::NotFound, "{other}");
        }
        assert_eq!(Page::classify("/blog/nope").status(), StatusCode::NOT_FOUND);
        assert_eq!(Page::classify("/admin/users").status(), StatusCode::OK);
    }
}
