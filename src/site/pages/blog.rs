//! A page of /blog (all posts or one category's, ten a page): its head tags, the cards it
//! inlines, and the hint that fetches its first card's cover before any script runs.

use maud::Markup;
use serde_json::{Value, json};

use super::Snapshot;
use super::head::Meta;
use crate::site::blog::{Blog, PAGE_SIZE, Post};
use crate::site::preload;
use crate::site::words::{self, Words};

pub fn meta(blog: &Blog, page: usize, category: Option<&str>, words: &Words, site: &str) -> Meta {
    let name = category.and_then(|c| blog.categories().into_iter().find(|k| k.slug == c));
    let mut query = Vec::new();
    if let Some(c) = category {
        query.push(format!("category={c}"));
    }
    if page > 1 {
        query.push(format!("page={page}"));
    }
    let path = if query.is_empty() { "/blog".to_owned() } else { format!("/blog?{}", query.join("&")) };
    let section = name.map(|n| format!("{} | ", n.name)).unwrap_or_default();
    let numbered = if page > 1 { words::with_n(words.page_n, page) } else { String::new() };
    Meta::website(format!("{section}{}{numbered} | {site}", words.blog), words.blog_description, path)
}

/// What the page inlines under `blog`: its cards, and what the pager and the filter need.
pub fn data(blog: &Blog, page: usize, category: Option<&str>) -> Value {
    let posts: Vec<&Post> = blog.in_category(category).collect();
    let total = posts.len();
    let shown: Vec<&&Post> = posts.iter().skip((page - 1) * PAGE_SIZE).take(PAGE_SIZE).collect();
    json!({
        "page": page,
        "pages": total.div_ceil(PAGE_SIZE).max(1),
        "total": total,
        "category": category,
        "categories": blog.categories(),
        "posts": shown,
    })
}

/// The hint of `preload`: the cover of the first card (drawn with `priority`, the first
/// screen's largest paint).
pub fn preload(snapshot: &Snapshot, page: usize, category: Option<&str>) -> Option<Markup> {
    let first = snapshot.blog.in_category(category).nth((page - 1) * PAGE_SIZE)?;
    let url = first.cover_image.as_deref()?;
    let sizes = if page == 1 && category.is_none() {
        preload::FEATURED_COVER_SIZES
    } else {
        preload::CARD_COVER_SIZES
    };
    let info = snapshot.app_data.get("media").and_then(|media| media.get(url));
    Some(preload::image(url, info, sizes))
}
