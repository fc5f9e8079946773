//! The blog's articles. Their metadata is read from the UI's posts.json, so the server (head
//! tags, sitemap, feed) and the client (pages) agree on one list; the bodies live in the UI.

use std::sync::LazyLock;

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Post {
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    /// YYYY-MM-DD.
    pub date: String,
    pub category: String,
    pub read_time: u32,
    pub author: String,
    pub image: String,
}

static POSTS: LazyLock<Vec<Post>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../ui/src/features/blog/posts.json"))
        .expect("ui/src/features/blog/posts.json is a list of posts")
});

pub fn posts() -> &'static [Post] {
    &POSTS
}

pub fn find(slug: &str) -> Option<&'static Post> {
    POSTS.iter().find(|p| p.slug == slug)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_articles_of_the_spec_are_listed() {
        let slugs: Vec<&str> = posts().iter().map(|p| p.slug.as_str()).collect();
        assert_eq!(
            slugs,
            [
                "miami-social-media-marketing-2024",
                "ugc-content-strategy-guide",
                "miami-restaurants-tourism-social-media"
            ]
        );
        let read_times: Vec<u32> = posts().iter().map(|p| p.read_time).collect();
        assert_eq!(read_times, [5, 7, 6]);
        for post in posts() {
            assert!(jiff::civil::Date::strptime("%Y-%m-%d", &post.date).is_ok());
        }
    }
}
