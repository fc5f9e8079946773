//! The app's HTML for each page: the route's head tags (title, description, canonical link,
//! social cards, JSON-LD) and the live public content inlined as JSON, so the first paint already
//! shows the current services, work, testimonials and logos with no API round trip.
//!
//! A `Snapshot` holds what visitors see at one `site_version` (see `site`): the public lists and
//! every page, rendered and compressed once.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

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
use crate::domain::site_content::SiteContent;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::visits::OTHER_PAGE;
use crate::markdown;
use crate::site::blog::{Blog, PAGE_SIZE, Post as BlogPost};
use crate::site::preload;
use crate::site::seo;
use crate::site::work::Work;

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

const ADMIN_SCREENS: [&str; 13] = [
    "account",
    "dashboard",
    "services",
    "projects",
    "testimonials",
    "client-logos",
    "blog-posts",
    "contact-submissions",
    "content-preview",
    "site-content",
    "media",
    "users",
    "settings",
];

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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegalPage {
    Privacy,
    Terms,
}

impl LegalPage {
    pub fn title(self) -> &'static str {
        match self {
            LegalPage::Privacy => "Privacy Policy",
            LegalPage::Terms => "Terms of Service",
        }
    }

    pub fn path(self) -> &'static str {
        match self {
            LegalPage::Privacy => "/privacy",
            LegalPage::Terms => "/terms",
        }
    }

    /// Its Markdown; empty when the site has no such page.
    pub fn markdown(self, content: &SiteContent) -> &str {
        match self {
            LegalPage::Privacy => &content.legal.privacy_markdown,
            LegalPage::Terms => &content.legal.terms_markdown,
        }
    }
}

/// The machine-read documents of the site.
#[derive(Debug, Clone, Copy)]
pub enum Feed {
    Sitemap,
    Rss,
}

/// What visitors see at one version of the site.
pub struct Snapshot {
    pub version: i64,
    pub settings: Settings,
    pub blog: Blog,
    pub work: Work,
    pub content: SiteContent,
    /// The anonymous API answers (`{"services":[…]}` …), by list key, served from memory.
    public_lists: HashMap<&'static str, Bytes>,
    /// The anonymous answer of GET /api/media: the library's items the lists and case studies use.
    public_media: Bytes,
    /// The library's items of each case study's page, by url (its page inlines them too).
    study_media: serde_json::Map<String, serde_json::Value>,
    /// What every public page inlines (settings, lists, media); pages add their own part.
    app_data: serde_json::Map<String, serde_json::Value>,
    template: &'static str,
    /// When the next scheduled post appears.
    stale_at: Option<jiff::Timestamp>,
    /// Pages rendered and compressed on first request, by `Page::key`.
    rendered: Mutex<HashMap<String, Arc<Encoded>>>,
}

impl Snapshot {
    /// Reads everything in one transaction, so a page never mixes two versions. Pages are
    /// rendered from `template` (the UI's index.html) when first asked for.
    pub fn load(conn: &mut Connection, template: &'static str) -> Result<Snapshot, DbError> {
        let tx = conn.transaction()?;
        let version = db::site::version(&tx)?;
        let settings = Settings::from_pairs(&db::settings::all(&tx)?);
        let blog = Blog::load(&tx, &db::now())?;
        let work = Work::load(&tx)?;
        let content = SiteContent::from_rows(&db::site_content::all(&tx)?);
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
        let media: serde_json::Map<String, serde_json::Value> =
            db::media::by_urls(&tx, used.iter().map(String::as_str))?
                .iter()
                .map(|m| (m.url.clone(), json!(PublicMedia::from(m))))
                .collect();
        let mut wanted: Vec<&str> = Vec::new();
        for url in work.studies.iter().flat_map(|s| s.media_urls()) {
            if url.starts_with("/media/") && !media.contains_key(url) && !wanted.contains(&url.as_str()) {
                wanted.push(url);
            }
        }
        let study_media: serde_json::Map<String, serde_json::Value> = db::media::by_urls(&tx, wanted)?
            .iter()
            .map(|m| (m.url.clone(), json!(PublicMedia::from(m))))
            .collect();
        tx.commit()?;
        let mut every = media.clone();
        every.extend(study_media.clone());
        let public_media = Bytes::from(json!({ "media": every }).to_string());
        data.insert("media".into(), serde_json::Value::Object(media));
        Ok(Snapshot {
            stale_at: blog.next_publication.as_deref().and_then(|at| at.parse().ok()),
            version,
            settings,
            blog,
            work,
            content,
            public_lists,
            public_media,
            study_media,
            app_data: data,
            template,
            rendered: Mutex::new(HashMap::new()),
        })
    }

    /// Whether a scheduled post has appeared since this snapshot was made.
    pub fn is_stale(&self) -> bool {
        self.stale_at.is_some_and(|at| jiff::Timestamp::now() >= at)
    }

    /// The page at `path` with its `query` (`page=2&category=x` on /blog).
    pub fn classify(&self, path: &str, query: Option<&str>) -> Page {
        let path = match path.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => path,
        };
        match path {
            "/" => Page::Home,
            "/blog" => self.blog_page(query),
            "/admin" | "/admin/login" | "/admin/register" => Page::Admin,
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
                } else if path.strip_prefix("/admin/").is_some_and(is_admin_screen) {
                    Page::Admin
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
        match self.classify(path, None) {
            Page::Home => "/".to_owned(),
            Page::Blog { .. } => "/blog".to_owned(),
            Page::Post(index) => format!("/blog/{}", self.blog.posts[index].slug),
            Page::Moved(slug) => format!("/blog/{slug}"),
            Page::CaseStudy(index) => format!("/work/{}", self.work.studies[index].slug),
            Page::Legal(page) => page.path().to_owned(),
            Page::PostNotFound | Page::Admin | Page::NotFound => OTHER_PAGE.to_owned(),
        }
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
            Feed::Sitemap => seo::sitemap(&self.settings.public, &self.blog, &self.work, &self.content),
            Feed::Rss => seo::feed(&self.settings.public, &self.blog),
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
        let encoded = Arc::new(render(page, self, body.unwrap_or("")));
        // Rendering and compressing freed several times the page's size.
        crate::memory::release_freed();
        let mut rendered = self.rendered.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(rendered.entry(page.key()).or_insert(encoded))
    }
}

/// The editor's address names the post by its slug (`/admin/blog-posts/edit/{slug}`).
fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 80
        && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

fn is_admin_screen(rest: &str) -> bool {
    ADMIN_SCREENS.contains(&rest)
        || rest
            .strip_prefix("projects/")
            .and_then(|rest| rest.strip_suffix("/case-study"))
            .is_some_and(|id| !id.is_empty() && id.len() <= 18 && id.bytes().all(|b| b.is_ascii_digit()))
        || rest
            .strip_prefix("blog-posts/")
            .is_some_and(|rest| rest == "new" || rest.strip_prefix("edit/").is_some_and(is_slug))
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

/// What a page of the blog inlines under `blog`.
fn blog_data(page: &Page, blog: &Blog, body: &str) -> Option<serde_json::Value> {
    match page {
        Page::Blog { page, category } => {
            let posts: Vec<&BlogPost> = blog.in_category(category.as_deref()).collect();
            let total = posts.len();
            let shown: Vec<&&BlogPost> = posts.iter().skip((page - 1) * PAGE_SIZE).take(PAGE_SIZE).collect();
            Some(json!({
                "page": page,
                "pages": total.div_ceil(PAGE_SIZE).max(1),
                "total": total,
                "category": category,
                "categories": blog.categories(),
                "posts": shown,
            }))
        }
        Page::Post(index) => {
            let post = &blog.posts[*index];
            let link = |p: &BlogPost| json!({ "slug": p.slug, "title": p.title });
            let mut shown = json!(post);
            shown["bodyHtml"] = json!(body);
            Some(json!({
                "post": shown,
                // Newest first: the previous article is the older one.
                "previous": blog.posts.get(index + 1).map(link),
                "next": index.checked_sub(1).and_then(|i| blog.posts.get(i)).map(link),
            }))
        }
        _ => None,
    }
}

/// A page from the template: its head tags, and the public content inlined for the first paint
/// (admin screens fetch what they need with the admin's token instead). An article's text is in
/// the document for readers and crawlers without JavaScript.
fn render(page: &Page, snapshot: &Snapshot, body: &str) -> Encoded {
    let template = snapshot.template;
    let settings = &snapshot.settings.public;
    let legal = match page {
        Page::Legal(legal) => markdown::render(legal.markdown(&snapshot.content)),
        _ => String::new(),
    };
    let data = match page {
        Page::Admin => String::new(),
        _ => {
            let mut data = snapshot.app_data.clone();
            if let Some(blog) = blog_data(page, &snapshot.blog, body) {
                data.insert("blog".into(), blog);
            }
            if let Page::Legal(page) = page {
                data.insert("legal".into(), json!({ "title": page.title(), "html": legal }));
            }
            if let Page::CaseStudy(index) = page {
                let work = &snapshot.work;
                let study = &work.studies[*index];
                // The next case study in the showcase's order, round to the first.
                let next =
                    work.studies.get((index + 1) % work.studies.len()).filter(|_| work.studies.len() > 1);
                data.insert("caseStudy".into(), json!({ "study": study, "next": next.map(|s| s.link()) }));
                if let Some(serde_json::Value::Object(media)) = data.get_mut("media") {
                    for url in study.media_urls() {
                        if let Some(item) = snapshot.study_media.get(url) {
                            media.insert(url.clone(), item.clone());
                        }
                    }
                }
            }
            format!(
                "<script id=\"app-data\" type=\"application/json\">{}</script>",
                seo::script_safe(&serde_json::Value::Object(data).to_string())
            )
        }
    };
    let mut html = template.replacen("<!--app-head-->", &head(page, snapshot, settings), 1).replacen(
        "<!--app-data-->",
        &data,
        1,
    );
    let article = match page {
        Page::Post(index) => {
            let post = &snapshot.blog.posts[*index];
            Some(format!(
                "<noscript><article><h1>{}</h1><p>{} · {} · {} min read</p>{}</article></noscript>",
                seo::escape(&post.title),
                seo::escape(&post.author),
                post.date(),
                post.read_time,
                body
            ))
        }
        Page::CaseStudy(index) => {
            let study = &snapshot.work.studies[*index];
            let results: String = study
                .results
                .iter()
                .map(|r| {
                    format!("<li><strong>{}</strong> {}</li>", seo::escape(&r.value), seo::escape(&r.label))
                })
                .collect();
            let client = if study.client.is_empty() {
                String::new()
            } else {
                format!(" · {}", seo::escape(&study.client))
            };
            Some(format!(
                "<noscript><article><h1>{}</h1><p>{}{client}</p><ul>{results}</ul>{}</article></noscript>",
                seo::escape(&study.title),
                seo::escape(&study.category),
                study.body_html
            ))
        }
        Page::Legal(page) => {
            Some(format!("<noscript><article><h1>{}</h1>{legal}</article></noscript>", page.title()))
        }
        _ => None,
    };
    if let Some(article) = article
        && let (Some(start), Some(end)) = (html.find("<noscript>"), html.find("</noscript>"))
    {
        html.replace_range(start..end + "</noscript>".len(), &article);
    }
    compress(Bytes::from(html))
}

/// The hint of `preload`: the cover of the first card on a page of the blog (drawn with
/// `priority`, the first screen's largest paint).
fn preloads(page: &Page, snapshot: &Snapshot) -> String {
    let blog = &snapshot.blog;
    let cover = match page {
        Page::Blog { page, category } => {
            let first = blog.in_category(category.as_deref()).nth((page - 1) * PAGE_SIZE);
            let sizes = if *page == 1 && category.is_none() {
                preload::FEATURED_COVER_SIZES
            } else {
                preload::CARD_COVER_SIZES
            };
            first.and_then(|post| post.cover_image.as_deref()).map(|cover| (cover, sizes))
        }
        _ => None,
    };
    if let Some((url, sizes)) = cover {
        let info = snapshot.app_data.get("media").and_then(|media| media.get(url));
        return preload::image(url, info, sizes);
    }
    String::new()
}

/// The head tags of a page: title, description, canonical, social cards, feed and JSON-LD.
fn head(page: &Page, snapshot: &Snapshot, settings: &PublicSettings) -> String {
    let blog = &snapshot.blog;
    let site = settings.site_name.as_str();
    let home_title = format!("{site} | Content Creation & Social Media Agency in Miami");
    let home_description = format!(
        "{site} is a Miami content creation and social media agency: social media revamps, UGC \
         packages, posting and management, content creation and growth strategy for local businesses."
    );
    let (title, description, path, kind, image, index) = match page {
        Page::Home => (home_title, home_description, "/".to_owned(), "website", seo::DEFAULT_IMAGE, true),
        Page::Blog { page, category } => {
            let name = category.as_deref().and_then(|c| blog.categories().into_iter().find(|k| k.slug == c));
            let mut query = Vec::new();
            if let Some(c) = category {
                query.push(format!("category={c}"));
            }
            if *page > 1 {
                query.push(format!("page={page}"));
            }
            let path =
                if query.is_empty() { "/blog".to_owned() } else { format!("/blog?{}", query.join("&")) };
            let section = name.map(|n| format!("{} | ", n.name)).unwrap_or_default();
            let numbered = if *page > 1 { format!(", page {page}") } else { String::new() };
            (
                format!("{section}Blog{numbered} | {site}"),
                "Social media marketing, UGC and content strategy insights for Miami businesses.".to_owned(),
                path,
                "website",
                seo::DEFAULT_IMAGE,
                true,
            )
        }
        Page::Post(index) => {
            let post = &blog.posts[*index];
            (
                format!("{} | {site} Blog", post.head_title()),
                post.head_description().to_owned(),
                format!("/blog/{}", post.slug),
                "article",
                post.cover_image.as_deref().unwrap_or(seo::DEFAULT_IMAGE),
                true,
            )
        }
        Page::CaseStudy(index) => {
            let study = &snapshot.work.studies[*index];
            (
                format!("{} | {site}", study.head_title()),
                study.head_description().to_owned(),
                format!("/work/{}", study.slug),
                "article",
                study.picture().unwrap_or(seo::DEFAULT_IMAGE),
                true,
            )
        }
        Page::Legal(legal) => (
            format!("{} | {site}", legal.title()),
            match legal {
                LegalPage::Privacy => {
                    format!("How {site} handles the personal data of visitors and clients.")
                }
                LegalPage::Terms => format!("The terms of use of the {site} website."),
            },
            legal.path().to_owned(),
            "website",
            seo::DEFAULT_IMAGE,
            true,
        ),
        Page::Moved(slug) => (
            format!("Moved | {site} Blog"),
            "This article has moved.".to_owned(),
            format!("/blog/{slug}"),
            "website",
            seo::DEFAULT_IMAGE,
            false,
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
            "The page you are looking for has moved or never existed.".to_owned(),
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
    head.push_str(&preloads(page, snapshot));
    let structured = match page {
        Page::Home => {
            let content = &snapshot.content;
            let mut data = vec![seo::local_business(settings, content)];
            // The FAQPage markup matches the visible section: none when it is hidden or empty.
            if !content.visible_faq().is_empty() {
                data.push(seo::faq(content.visible_faq()));
            }
            data
        }
        Page::Post(index) => vec![seo::blog_posting(&blog.posts[*index], settings)],
        Page::CaseStudy(index) => vec![seo::case_study(&snapshot.work.studies[*index], settings)],
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
    fn admin_screens_include_the_editor_of_a_post() {
        for screen in [
            "dashboard",
            "client-logos",
            "account",
            "media",
            "blog-posts",
            "blog-posts/new",
            "blog-posts/edit/ugc-2",
            "projects/12/case-study",
        ] {
            assert!(is_admin_screen(screen), "{screen}");
        }
        for other in [
            "nope",
            "blog-posts/x",
            "blog-posts/",
            "blog-posts/12",
            "blog-posts/edit/",
            "blog-posts/edit/A b",
            "media/1",
            "projects/x/case-study",
            "projects//case-study",
            "projects/12",
        ] {
            assert!(!is_admin_screen(other), "{other}");
        }
    }
}
