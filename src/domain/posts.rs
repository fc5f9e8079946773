//! A blog post (docs/DESIGN.md, "Blog posts"): the fields an admin writes, the one validation shared by
//! create, update and import, and the slug rule. A post is a draft or published; a published post
//! whose `publishedAt` is still to come is scheduled, and visitors see it from then on.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::{nullable, pick};
use crate::domain::rules::{BODY, Declared, Field, SEO_DESCRIPTION, SEO_TITLE};
use crate::domain::slugs::{self, SLUG};
use crate::domain::translations::{Translated, TranslationsInput};
use crate::domain::validation::ValidationErrors;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Draft,
    Published,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Draft => "draft",
            Status::Published => "published",
        }
    }

    pub fn parse(value: &str) -> Option<Status> {
        match value {
            "draft" => Some(Status::Draft),
            "published" => Some(Status::Published),
            _ => None,
        }
    }
}

/// What an admin writes about a post, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct PostFields {
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub body_markdown: String,
    pub category: String,
    pub author: String,
    pub cover_image: Option<String>,
    pub status: Status,
    /// RFC 3339 UTC; set for a published post (now when none was given).
    pub published_at: Option<String>,
    pub seo_title: String,
    pub seo_description: String,
}

/// A stored post as the API shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Post {
    pub id: i64,
    #[schema(example = "ugc-content-strategy-guide")]
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    pub body_markdown: String,
    /// The body rendered and sanitized, as the article page shows it.
    pub body_html: String,
    pub category: String,
    /// The category in `?category=` filters.
    #[schema(example = "content-strategy")]
    pub category_slug: String,
    pub author: String,
    pub cover_image: Option<String>,
    pub status: Status,
    pub published_at: Option<String>,
    /// Minutes, at 200 words a minute.
    pub read_time: u32,
    pub seo_title: String,
    pub seo_description: String,
    /// Raised by each change (`api::versions`).
    pub version: i64,
    pub created_at: String,
    pub updated_at: String,
    /// Visitors': the article's address in each language it is published in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alternates: Option<BTreeMap<String, String>>,
    /// The admin's: the article in the other languages (`translations`, `translationStates`).
    #[serde(flatten)]
    pub translated: Option<Translated>,
}

/// A create or partial update; absent fields keep their value.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostInput {
    pub title: Option<String>,
    /// Made from the title when absent on create.
    pub slug: Option<String>,
    pub excerpt: Option<String>,
    pub body_markdown: Option<String>,
    pub category: Option<String>,
    pub author: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<String>)]
    pub cover_image: Option<Option<String>>,
    pub status: Option<Status>,
    /// RFC 3339; with `published`, a time to come schedules the post.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<String>, example = "2026-12-01T14:00:00Z")]
    pub published_at: Option<Option<String>>,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    /// The article in the other languages, by language then field: its texts, and its own
    /// `slug`, `status` (`draft`/`published`) and `publishedAt` there; only the fields given
    /// change, and an empty text removes that translation.
    #[schema(value_type = Option<BTreeMap<String, BTreeMap<String, String>>>)]
    pub translations: Option<TranslationsInput>,
    /// The version this change was based on: a stale one is refused (412), as with `If-Match`,
    /// which wins when both are sent.
    #[schema(minimum = 1)]
    pub version: Option<i64>,
}

const TITLE: Field = Field::text("title", "Title", 2, 160).translatable();
const EXCERPT: Field = Field::text("excerpt", "Excerpt", 0, 300).translatable();
const CATEGORY: Field = Field::text("category", "Category", 2, 60).translatable();
const AUTHOR: Field = Field::text("author", "Author", 2, 80);
const COVER_IMAGE: Field = Field::url("coverImage", "Cover image");

impl Declared for PostInput {
    const RULES: &'static [Field] =
        &[TITLE, SLUG, EXCERPT, BODY, CATEGORY, AUTHOR, COVER_IMAGE, SEO_TITLE, SEO_DESCRIPTION];
}

impl PostInput {
    /// The one validation of a post: `base` is None on create, the stored fields on update;
    /// `now` (RFC 3339 UTC) is when a post published without a time is published.
    pub fn parse(self, base: Option<&PostFields>, now: &str) -> Result<PostFields, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let title = pick(self.title, base.map(|b| &b.title), String::new());
        let title = TITLE.check_text(&mut errors, &title);
        let slug = match (self.slug.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()), base) {
            (Some(slug), _) => slugs::check(&mut errors, "slug", slug),
            (None, Some(base)) => base.slug.clone(),
            (None, None) => {
                let made = slugs::slugify(&title);
                if made.is_empty() && errors.get("title").is_none() {
                    errors.add(
                        "slug",
                        "Give the post a slug: its title has no letters or digits to make one from",
                    );
                }
                made
            }
        };
        let text =
            |errors: &mut ValidationErrors, field: &Field, value: Option<String>, base: Option<&String>| {
                field.check_text(errors, &pick(value, base, String::new()))
            };
        let excerpt = text(&mut errors, &EXCERPT, self.excerpt, base.map(|b| &b.excerpt));
        let body_markdown = text(&mut errors, &BODY, self.body_markdown, base.map(|b| &b.body_markdown));
        let category = text(&mut errors, &CATEGORY, self.category, base.map(|b| &b.category));
        let author = text(&mut errors, &AUTHOR, self.author, base.map(|b| &b.author));
        let seo_title = text(&mut errors, &SEO_TITLE, self.seo_title, base.map(|b| &b.seo_title));
        let seo_description =
            text(&mut errors, &SEO_DESCRIPTION, self.seo_description, base.map(|b| &b.seo_description));
        let cover_image = match self.cover_image {
            Some(value) => COVER_IMAGE.check_optional_url(&mut errors, value),
            None => base.and_then(|b| b.cover_image.clone()),
        };
        let status = self.status.or(base.map(|b| b.status)).unwrap_or(Status::Draft);
        let published_at = match self.published_at {
            Some(Some(value)) => match value.trim().parse::<jiff::Timestamp>() {
                Ok(at) => Some(at.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()),
                Err(_) => {
                    errors.add(
                        "publishedAt",
                        "Publication time must be a date and time such as 2026-12-01T14:00:00Z",
                    );
                    None
                }
            },
            Some(None) => None,
            None => base.and_then(|b| b.published_at.clone()),
        };
        // Publishing without a time publishes now; a draft keeps its last time for the record.
        let published_at = match status {
            Status::Published => published_at.or_else(|| Some(now.to_owned())),
            Status::Draft => published_at,
        };
        errors.into_result(PostFields {
            slug,
            title,
            excerpt,
            body_markdown,
            category,
            author,
            cover_image,
            status,
            published_at,
            seo_title,
            seo_description,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-11-23T12:00:00.000Z";

    fn input(json: &str) -> PostInput {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_new_post_is_a_draft_with_a_slug_from_its_title_and_publishing_sets_the_time() {
        let post =
            input(r#"{"title":"Hello Miami","category":"News","author":"Alex"}"#).parse(None, NOW).unwrap();
        assert_eq!(
            (post.slug.as_str(), post.status, post.published_at.as_deref()),
            ("hello-miami", Status::Draft, None)
        );
        let published = input(r#"{"status":"published"}"#).parse(Some(&post), NOW).unwrap();
        assert_eq!(published.published_at.as_deref(), Some(NOW));
        let scheduled = input(r#"{"status":"published","publishedAt":"2027-01-02T03:04:05+01:00"}"#)
            .parse(Some(&post), NOW)
            .unwrap();
        assert_eq!(scheduled.published_at.as_deref(), Some("2027-01-02T02:04:05.000Z"));
    }

    #[test]
    fn each_rule_names_its_field() {
        let errors = input(r#"{"title":"x","slug":"Bad Slug","category":"","author":"A","seoTitle":"","publishedAt":"soon","coverImage":"javascript:alert(1)"}"#)
            .parse(None, NOW)
            .unwrap_err();
        for field in ["title", "slug", "category", "author", "publishedAt", "coverImage"] {
            assert!(errors.get(field).is_some(), "{field}: {errors:?}");
        }
        let long = format!(
            r#"{{"title":"Fine title","category":"News","author":"Alex","seoTitle":"{}"}}"#,
            "x".repeat(71)
        );
        assert!(input(&long).parse(None, NOW).unwrap_err().get("seoTitle").is_some());
    }
}
