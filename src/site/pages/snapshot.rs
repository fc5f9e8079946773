//! What visitors see at one version of the site, read in one transaction: the settings, the blog,
//! the case studies, the site content, the public lists and the media they use; the pages and
//! feeds made from them on first request, and kept.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use rusqlite::Connection;
use serde_json::json;

use super::admin::is_admin_page;
use super::{Feed, LegalPage, Page};
use crate::assets::{Encoded, compress};
use crate::db::content::ContentTable;
use crate::db::{self, DbError, content};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::content::ContentFields;
use crate::domain::languages::Languages;
use crate::domain::media::PublicMedia;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::settings::Settings;
use crate::domain::site_content::SiteContent;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::translations::overlay;
use crate::domain::visits::OTHER_PAGE;
use crate::site::blog::{Blog, PAGE_SIZE};
use crate::site::feeds;
use crate::site::words::{self, Words};
use crate::site::work::Work;

/// What visitors see at one version of the site.
pub struct Snapshot {
    pub version: i64,
    pub settings: Settings,
    pub languages: Languages,
    /// The language visitors of this snapshot read (`languages` has it).
    pub lang: String,
    pub blog: Blog,
    pub work: Work,
    pub content: SiteContent,
    /// Each section's version (`domain::site_content::versions`).
    pub content_versions: std::collections::BTreeMap<String, i64>,
    /// The anonymous API answers (`{"services":[…]}` …), by list key, served from memory.
    public_lists: HashMap<&'static str, Bytes>,
    /// The anonymous answer of GET /api/media: the library's items the lists and case studies use.
    public_media: Bytes,
    /// The library's items of each case study's page, by url (its page inlines them too).
    pub(super) study_media: serde_json::Map<String, serde_json::Value>,
    /// What every public page inlines (settings, lists, media); pages add their own part.
    pub(super) app_data: serde_json::Map<String, serde_json::Value>,
    pub(super) template: &'static str,
    /// When the next scheduled post appears.
    stale_at: Option<jiff::Timestamp>,
    /// Pages rendered and compressed on first request, by `Page::key`.
    rendered: Mutex<HashMap<String, Arc<Encoded>>>,
}

impl Snapshot {
    /// Reads everything in one transaction, so a page never mixes two versions, as visitors of
    /// `lang` read it (the default language's when the site does not speak it). Pages are
    /// rendered from `template` (the UI's index.html) when first asked for.
    pub fn load(conn: &mut Connection, template: &'static str, lang: &str) -> Result<Snapshot, DbError> {
        let tx = conn.transaction()?;
        let version = db::site::version(&tx)?;
        let settings = Settings::from_pairs(&db::settings::all(&tx)?);
        let languages = Languages::of(&settings.public.languages);
        let lang = if languages.speaks(lang) { lang } else { languages.default_language() }.to_owned();
        let translated = lang != languages.default_language();
        let blog = Blog::load(&tx, &db::now(), &languages, &lang)?;
        let work = Work::load(&tx, &languages, &lang)?;
        let mut content = SiteContent::from_rows(&db::site_content::all(&tx)?);
        if translated {
            content =
                content.in_language(&lang, &db::translations::texts_of_kind(&tx, "siteContent", &lang)?);
        }
        let content_versions = crate::domain::site_content::versions(&db::site_content::versions(&tx)?);
        let lists = [
            (ServiceFields::MANY, public_list::<ServiceFields>(&tx, &lang, translated)?),
            (ProjectFields::MANY, public_list::<ProjectFields>(&tx, &lang, translated)?),
            (TestimonialFields::MANY, public_list::<TestimonialFields>(&tx, &lang, translated)?),
            (ClientLogoFields::MANY, public_list::<ClientLogoFields>(&tx, &lang, translated)?),
        ];
        let mut data = serde_json::Map::new();
        data.insert("settings".into(), json!(settings.public));
        let mut public_lists = HashMap::new();
        for (key, list) in lists {
            public_lists.insert(key, Bytes::from(json!({ key: list }).to_string()));
            data.insert(key.into(), list);
        }
        data.insert("latestPosts".into(), json!(blog.posts.iter().take(3).collect::<Vec<_>>()));
        data.insert("caseStudies".into(), json!(work.links()));
        // The legal pages' text is theirs alone: the other pages only need to know they exist.
        let mut shown = json!(content);
        shown["legal"] = json!({
            "privacy": !content.legal.privacy_markdown.is_empty(),
            "terms": !content.legal.terms_markdown.is_empty(),
        });
        data.insert("content".into(), shown);
        let mut used = Vec::new();
        media_urls(&serde_json::Value::Object(data.clone()), &mut used);
        for post in &blog.posts {
            if let Some(cover) =
                post.cover_image.as_ref().filter(|c| c.starts_with("/media/") && !used.contains(c))
            {
                used.push(cover.clone());
            }
        }
        // The library's alt texts in this language, by item.
        let alts = match translated {
            true => db::translations::texts_of_kind(&tx, "media", &lang)?,
            false => HashMap::new(),
        };
        let public = |m: &crate::domain::media::Media| {
            let mut shown = PublicMedia::from(m);
            if let Some(alt) = alts.get(&m.id.to_string()).and_then(|texts| texts.get("alt")) {
                shown.alt = alt.clone();
            }
            (m.url.clone(), json!(shown))
        };
        let media: serde_json::Map<String, serde_json::Value> =
            db::media::by_urls(&tx, used.iter().map(String::as_str))?.iter().map(public).collect();
        let mut wanted: Vec<&str> = Vec::new();
        for url in work.studies.iter().flat_map(|s| s.media_urls()) {
            if url.starts_with("/media/") && !media.contains_key(url) && !wanted.contains(&url.as_str()) {
                wanted.push(url);
            }
        }
        let study_media: serde_json::Map<String, serde_json::Value> =
            db::media::by_urls(&tx, wanted)?.iter().map(public).collect();
        tx.commit()?;
        let mut every = media.clone();
        every.extend(study_media.clone());
        let public_media = Bytes::from(json!({ "media": every }).to_string());
        data.insert("media".into(), serde_json::Value::Object(media));
        Ok(Snapshot {
            stale_at: blog.next_publication.as_deref().and_then(|at| at.parse().ok()),
            version,
            settings,
            languages,
            lang,
            blog,
            work,
            content,
            content_versions,
            public_lists,
            public_media,
            study_media,
            app_data: data,
            template,
            rendered: Mutex::new(HashMap::new()),
        })
    }

    /// The words the server writes in this snapshot's language.
    pub fn words(&self) -> &'static Words {
        words::of(&self.lang)
    }

    /// Whether a scheduled post has appeared since this snapshot was made.
    pub fn is_stale(&self) -> bool {
        self.stale_at.is_some_and(|at| jiff::Timestamp::now() >= at)
    }

    /// The page at `path` with its `query` (`page=2&category=x` on /blog): an address in this
    /// snapshot's language (`/es/blog` in Spanish's, `/blog` in the default language's).
    pub fn classify(&self, path: &str, query: Option<&str>) -> Page {
        let (lang, path) = self.languages.split_path(path);
        if lang != self.lang {
            return Page::NotFound;
        }
        let translated = lang != self.languages.default_language();
        let path = match path.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => path,
        };
        match path {
            "/" => Page::Home,
            "/blog" => self.blog_page(query),
            // The admin area has no other language.
            _ if is_admin_page(path) && !translated => Page::Admin,
            "/privacy" | "/terms" => {
                let page = if path == "/privacy" { LegalPage::Privacy } else { LegalPage::Terms };
                if page.markdown(&self.content).is_empty() { Page::NotFound } else { Page::Legal(page) }
            }
            _ => {
                if let Some(slug) = path.strip_prefix("/blog/") {
                    match (self.blog.find(slug), self.blog.moved_to(slug)) {
                        (Some(index), _) => Page::Post(index),
                        (None, Some(now)) => Page::Moved(now.to_owned()),
                        (None, None) => Page::PostNotFound,
                    }
                } else if let Some(slug) = path.strip_prefix("/work/") {
                    self.work.find(slug).map_or(Page::NotFound, Page::CaseStudy)
                } else {
                    Page::NotFound
                }
            }
        }
    }

    /// The page a visit to `path` counts for: its address now (a moved article's new one, `/blog`
    /// for any page of the list), or `(other)` for an address the site does not have, so made-up
    /// paths cannot grow the statistics.
    pub fn counted_page(&self, path: &str) -> String {
        let page = match self.classify(path, None) {
            Page::Home => "/".to_owned(),
            Page::Blog { .. } => "/blog".to_owned(),
            Page::Post(index) => format!("/blog/{}", self.blog.posts[index].slug),
            Page::Moved(slug) => format!("/blog/{slug}"),
            Page::CaseStudy(index) => format!("/work/{}", self.work.studies[index].slug),
            Page::Legal(page) => page.path().to_owned(),
            Page::PostNotFound | Page::Admin | Page::NotFound => return OTHER_PAGE.to_owned(),
        };
        // Each language's page counts on its own (`/es/blog`).
        self.languages.path_in(&self.lang, &page)
    }

    /// A page of /blog; a page past the last or an unknown category is not found.
    fn blog_page(&self, query: Option<&str>) -> Page {
        let (mut page, mut category) = (1usize, None);
        for (key, value) in query.unwrap_or("").split('&').filter_map(|pair| pair.split_once('=')) {
            match key {
                "page" => match value.parse::<usize>() {
                    Ok(n) if n >= 1 => page = n,
                    _ => return Page::NotFound,
                },
                "category" if !value.is_empty() => category = Some(value.to_owned()),
                _ => {}
            }
        }
        let count = self.blog.in_category(category.as_deref()).count();
        let pages = count.div_ceil(PAGE_SIZE).max(1);
        if page > pages || (category.is_some() && count == 0) {
            return Page::NotFound;
        }
        Page::Blog { page, category }
    }

    /// The anonymous answer of GET /api/media.
    pub fn public_media(&self) -> Bytes {
        self.public_media.clone()
    }

    /// The anonymous answer of GET /api/<key> (`services`, `projects`, `testimonials`, `clientLogos`).
    pub fn public_list(&self, key: &str) -> Option<Bytes> {
        self.public_lists.get(key).cloned()
    }

    /// /sitemap.xml or /rss.xml of this version, made and compressed on first request (CPU work:
    /// run it off the async threads), and kept.
    pub fn feed(&self, feed: Feed) -> Arc<Encoded> {
        let key = format!("{feed:?}");
        if let Some(done) = self.cached_feed(feed) {
            return done;
        }
        let text = match feed {
            Feed::Sitemap => {
                feeds::sitemap(&self.settings.public, &self.languages, &self.blog, &self.work, &self.content)
            }
            Feed::Rss => feeds::rss(&self.settings.public, &self.languages, &self.lang, &self.blog),
        };
        let encoded = Arc::new(compress(Bytes::from(text)));
        crate::memory::release_freed();
        let mut rendered = self.rendered.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(rendered.entry(key).or_insert(encoded))
    }

    /// The feed if it was made already.
    pub fn cached_feed(&self, feed: Feed) -> Option<Arc<Encoded>> {
        self.rendered.lock().unwrap_or_else(|e| e.into_inner()).get(&format!("{feed:?}")).cloned()
    }

    /// The post whose body an article's page shows.
    pub fn article_id(&self, page: &Page) -> Option<i64> {
        match page {
            Page::Post(index) => self.blog.posts.get(*index).map(|p| p.id),
            _ => None,
        }
    }

    /// The page's HTML if it was rendered already.
    pub fn rendered(&self, page: &Page) -> Option<Arc<Encoded>> {
        self.rendered.lock().unwrap_or_else(|e| e.into_inner()).get(&page.key()).cloned()
    }

    /// Renders and compresses the page (CPU work: run it off the async threads), and keeps it.
    /// An article's page needs its `body` (see `article_id`).
    pub fn render(&self, page: &Page, body: Option<&str>) -> Arc<Encoded> {
        if let Some(done) = self.rendered(page) {
            return done;
        }
        let encoded = Arc::new(super::render(page, self, body.unwrap_or("")));
        // Rendering and compressing freed several times the page's size.
        crate::memory::release_freed();
        let mut rendered = self.rendered.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(rendered.entry(page.key()).or_insert(encoded))
    }
}

/// A kind's active items as visitors of `lang` read them: each translated field over the default
/// language's (`translated`: `lang` is not the default).
fn public_list<F: ContentTable>(
    tx: &rusqlite::Transaction,
    lang: &str,
    translated: bool,
) -> Result<serde_json::Value, DbError> {
    let items = content::list::<F>(tx, false)?;
    // Plain structs of strings and numbers: serializing them cannot fail.
    let mut list = serde_json::to_value(items).unwrap_or_default();
    if translated {
        let texts = db::translations::texts_of_kind(tx, F::ONE, lang)?;
        for item in list.as_array_mut().into_iter().flatten() {
            let id = item["id"].to_string();
            if let Some(texts) = texts.get(&id) {
                overlay(item, texts);
            }
        }
    }
    Ok(list)
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
