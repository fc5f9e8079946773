//! The blog as visitors see it at one version: the published posts whose time has come, newest
//! first, with what lists and head tags need (`Post`; bodies stay in the database until an
//! article's page is rendered), the slugs that moved (301), and when the next scheduled post
//! appears (the snapshot is stale from then on).

use std::collections::{BTreeMap, HashMap};

use rusqlite::Connection;
use serde::Serialize;

use crate::db;
use crate::domain::languages::Languages;
use crate::site::post_languages;

/// Posts on a page of /blog.
pub const PAGE_SIZE: usize = 10;

/// A visible post as pages show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Post {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    pub category_slug: String,
    pub author: String,
    pub cover_image: Option<String>,
    /// RFC 3339 UTC.
    pub published_at: String,
    pub read_time: u32,
    pub seo_title: String,
    pub seo_description: String,
    /// The article's address in each language it is published in, this one's included:
    /// `{"en": "/blog/…", "es": "/es/blog/…"}` (the language switch and `hreflang` follow it).
    pub alternates: BTreeMap<String, String>,
}

impl Post {
    /// YYYY-MM-DD of publication (UTC).
    pub fn date(&self) -> &str {
        self.published_at.get(..10).unwrap_or(&self.published_at)
    }

    /// The article's title for search results and cards: its SEO title, else its title.
    pub fn head_title(&self) -> &str {
        if self.seo_title.is_empty() { &self.title } else { &self.seo_title }
    }

    pub fn head_description(&self) -> &str {
        if self.seo_description.is_empty() { &self.excerpt } else { &self.seo_description }
    }
}

/// A category with its posts' count.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Category {
    pub slug: String,
    pub name: String,
    pub count: usize,
}

pub struct Blog {
    /// Newest first.
    pub posts: Vec<Post>,
    /// Slug → index in `posts`: an article's request finds it without a scan.
    by_slug: HashMap<String, usize>,
    /// Old slug → the post's slug now.
    pub moved: Vec<(String, String)>,
    /// When the next scheduled post appears (RFC 3339 UTC).
    pub next_publication: Option<String>,
    /// Every article visible in any language, with its address in each (the sitemap's).
    pub everywhere: Vec<BTreeMap<String, String>>,
}

impl Blog {
    /// The blog visitors of `lang` see at `now`.
    pub fn load(conn: &Connection, now: &str, languages: &Languages, lang: &str) -> rusqlite::Result<Blog> {
        // Without their bodies: an article's is read when its page is rendered.
        let listed = db::posts::listed(conn)?;
        let (visible, moved, next_publication) = if lang == languages.default_language() {
            // The same posts, in the same order, as `db::posts::visible` reads: read once here.
            let visible = listed.iter().filter(|p| post_languages::is_visible(p, now)).cloned().collect();
            (visible, db::posts::moved(conn)?, db::posts::next_publication(conn, now)?)
        } else {
            let (visible, next) = post_languages::visible_in(conn, &listed, lang, now)?;
            let slugs: HashMap<String, &str> =
                visible.iter().map(|p| (p.id.to_string(), p.slug.as_str())).collect();
            let moved = db::translations::old_slugs(conn, post_languages::KIND, lang)?
                .into_iter()
                .filter_map(|(old, id)| Some((old, slugs.get(&id)?.to_string())))
                .collect();
            (visible, moved, next)
        };
        let mut addresses = post_languages::addresses(conn, &listed, languages, now)?;
        let mut everywhere: Vec<(i64, BTreeMap<String, String>)> =
            addresses.iter().map(|(id, found)| (*id, found.clone())).collect();
        everywhere.sort_by_key(|(id, _)| std::cmp::Reverse(*id));
        let everywhere = everywhere.into_iter().map(|(_, found)| found).collect();
        let posts: Vec<Post> = visible
            .into_iter()
            .map(|p| Post {
                alternates: addresses.remove(&p.id).unwrap_or_default(),
                id: p.id,
                slug: p.slug,
                title: p.title,
                excerpt: p.excerpt,
                category: p.category,
                category_slug: p.category_slug,
                author: p.author,
                cover_image: p.cover_image,
                published_at: p.published_at.unwrap_or_default(),
                read_time: p.read_time,
                seo_title: p.seo_title,
                seo_description: p.seo_description,
            })
            .collect();
        let by_slug = posts.iter().enumerate().map(|(i, p)| (p.slug.clone(), i)).collect();
        Ok(Blog { by_slug, posts, moved, next_publication, everywhere })
    }

    pub fn find(&self, slug: &str) -> Option<usize> {
        self.by_slug.get(slug).copied()
    }

    /// Where an old slug now lives, if the post is visible.
    pub fn moved_to(&self, slug: &str) -> Option<&str> {
        let (_, now) = self.moved.iter().find(|(old, _)| old == slug)?;
        self.find(now).map(|_| now.as_str())
    }

    /// The categories of visible posts, by name.
    pub fn categories(&self) -> Vec<Category> {
        let mut categories: Vec<Category> = Vec::new();
        for post in &self.posts {
            match categories.iter_mut().find(|c| c.slug == post.category_slug) {
                Some(c) => c.count += 1,
                None => categories.push(Category {
                    slug: post.category_slug.clone(),
                    name: post.category.clone(),
                    count: 1,
                }),
            }
        }
        categories.sort_by(|a, b| a.name.cmp(&b.name));
        categories
    }

    /// The posts of a category (all with None).
    pub fn in_category<'a>(&'a self, category: Option<&'a str>) -> impl Iterator<Item = &'a Post> {
        self.posts.iter().filter(move |p| category.is_none_or(|c| p.category_slug == c))
    }
}
