//! An article (/blog/{slug}): its head tags, what it inlines (the post with its body, and the
//! articles before and after it), and its text for readers and crawlers without JavaScript.
//! Also the heads of an old slug (answered with a 301) and of a slug that never was.

use maud::{Markup, PreEscaped, html};
use serde_json::{Value, json};

use super::head::Meta;
use crate::site::blog::{Blog, Post};
use crate::site::words::{self, Words};

pub fn meta(post: &Post, lang: &str, site: &str) -> Meta {
    Meta::article(
        format!("{} | {}", post.head_title(), words::blog_of(lang, site)),
        post.head_description(),
        format!("/blog/{}", post.slug),
        post.cover_image.as_deref(),
    )
}

pub fn moved_meta(slug: &str, words: &Words, site: &str) -> Meta {
    Meta::website(words::fill(words.moved_title, site), words.moved_description, format!("/blog/{slug}"))
        .unindexed()
}

pub fn not_found_meta(words: &Words, site: &str) -> Meta {
    Meta::website(words::fill(words.post_not_found_title, site), words.post_not_found_description, "/blog")
        .unindexed()
}

/// What the page inlines under `blog`: the post at `index` with its `body`, and its neighbours.
pub fn data(blog: &Blog, index: usize, body: &str) -> Value {
    let post = &blog.posts[index];
    let link = |p: &Post| json!({ "slug": p.slug, "title": p.title });
    let mut shown = json!(post);
    shown["bodyHtml"] = json!(body);
    json!({
        "post": shown,
        // Newest first: the previous article is the older one.
        "previous": blog.posts.get(index + 1).map(link),
        "next": index.checked_sub(1).and_then(|i| blog.posts.get(i)).map(link),
    })
}

/// The article in the page's <noscript>.
pub fn text(post: &Post, body: &str, words: &Words) -> Markup {
    html! {
        noscript {
            article {
                h1 { (post.title) }
                p { (post.author) " · " (post.date()) " · " (words::with_n(words.min_read, post.read_time)) }
                // Rendered from the post's Markdown and sanitized by ammonia when it was saved
                // (markdown::render): HTML meant to be inserted as it is.
                (PreEscaped(body))
            }
        }
    }
}
