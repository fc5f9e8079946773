//! A project's case study (issue #15; docs/DESIGN.md, "Blog posts"): the page at `/work/{slug}` that
//! tells the story behind a work card, written in the blog's Markdown editor, with the client, the
//! results as short figures, a gallery and a video from the media library. One per project; the
//! one validation here is shared by the API and `import`.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::{nullable, pick};
use crate::domain::posts::Status;
use crate::domain::rules::{BODY, Declared, Field, SEO_DESCRIPTION, SEO_TITLE};
use crate::domain::slugs::{self, SLUG};
use crate::domain::translations::{Translated, TranslationsInput};
use crate::domain::validation::ValidationErrors;

/// One result as a short figure: `+240%` of `reach in 90 days`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct Figure {
    #[schema(example = "+240%")]
    pub value: String,
    #[schema(example = "reach in 90 days")]
    pub label: String,
}

/// What an admin writes about a case study, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct CaseStudyFields {
    pub slug: String,
    pub status: Status,
    pub client: String,
    pub body_markdown: String,
    pub results: Vec<Figure>,
    pub gallery: Vec<String>,
    pub video: Option<String>,
    pub seo_title: String,
    pub seo_description: String,
}

/// A stored case study as admins see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseStudy {
    pub project_id: i64,
    #[schema(example = "brickell-bistro-relaunch")]
    pub slug: String,
    pub status: Status,
    pub client: String,
    pub body_markdown: String,
    /// The body rendered and sanitized, as the page shows it.
    pub body_html: String,
    pub results: Vec<Figure>,
    pub gallery: Vec<String>,
    pub video: Option<String>,
    pub seo_title: String,
    pub seo_description: String,
    /// Raised by each change (`api::versions`).
    pub version: i64,
    pub created_at: String,
    pub updated_at: String,
    /// The admin's: the case study in the other languages (`translations`, `translationStates`).
    #[serde(flatten)]
    pub translated: Option<Translated>,
}

impl CaseStudy {
    pub fn fields(&self) -> CaseStudyFields {
        CaseStudyFields {
            slug: self.slug.clone(),
            status: self.status,
            client: self.client.clone(),
            body_markdown: self.body_markdown.clone(),
            results: self.results.clone(),
            gallery: self.gallery.clone(),
            video: self.video.clone(),
            seo_title: self.seo_title.clone(),
            seo_description: self.seo_description.clone(),
        }
    }
}

/// A create or partial update; absent fields keep their value.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseStudyInput {
    /// Made from the project's title when absent on create.
    pub slug: Option<String>,
    /// A draft is seen by admins only.
    pub status: Option<Status>,
    pub client: Option<String>,
    pub body_markdown: Option<String>,
    pub results: Option<Vec<Figure>>,
    /// Image addresses (the library's `/media/…` or http(s)).
    pub gallery: Option<Vec<String>>,
    /// A video's address; null removes it.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<String>)]
    pub video: Option<Option<String>>,
    pub seo_title: Option<String>,
    pub seo_description: Option<String>,
    /// The case study in the other languages, by language then field: `bodyMarkdown`,
    /// `seoTitle`, `seoDescription`, `results.{i}.label`, and its own `slug` and `status` there;
    /// only the fields given change, and an empty text removes that translation.
    #[schema(value_type = Option<std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>>)]
    pub translations: Option<TranslationsInput>,
    /// The version this change was based on: a stale one is refused (412), as with `If-Match`,
    /// which wins when both are sent.
    #[schema(minimum = 1)]
    pub version: Option<i64>,
}

const CLIENT: Field = Field::text("client", "Client", 0, 120);
/// At most six figures: a row of them reads at a glance; more would not.
const RESULTS: Field =
    Field::list("results", "results", 0, 6).says("Show at most 6 results: the strongest read best");
const GALLERY_SIZE: Field = Field::list("gallery", "images", 0, 12).says("A gallery holds at most 12 images");
const GALLERY: Field = Field::url("gallery", "Gallery image")
    .says("Each image must be from the media library or an address starting with https://");
const VIDEO: Field = Field::url("video", "Video");
const FIGURE_VALUE: Field = Field::line("value", "Figure", 1, 16)
    .says("Give a short figure, such as +240% or 3.1M (at most 16 characters)");
pub const FIGURE_LABEL: Field = Field::line("label", "Label", 2, 60)
    .says("Say what the figure measures, in 2 to 60 characters")
    .translatable();

impl Declared for CaseStudyInput {
    const RULES: &'static [Field] =
        &[SLUG, CLIENT, BODY, RESULTS, GALLERY_SIZE, GALLERY, VIDEO, SEO_TITLE, SEO_DESCRIPTION];
}

impl Declared for Figure {
    const RULES: &'static [Field] = &[FIGURE_VALUE, FIGURE_LABEL];
}

impl CaseStudyInput {
    /// The one validation of a case study: `base` is None on create (the slug is then made from
    /// `project_title` unless given), the stored fields on update.
    pub fn parse(
        self,
        base: Option<&CaseStudyFields>,
        project_title: &str,
    ) -> Result<CaseStudyFields, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let slug = match (self.slug.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()), base) {
            (Some(slug), _) => slugs::check(&mut errors, "slug", slug),
            (None, Some(base)) => base.slug.clone(),
            (None, None) => {
                let made = slugs::slugify(project_title);
                if made.is_empty() {
                    errors.add(
                        "slug",
                        "Give the case study a slug: the project's title has no letters or digits",
                    );
                }
                made
            }
        };
        let status = self.status.or(base.map(|b| b.status)).unwrap_or(Status::Draft);
        let client = pick(self.client, base.map(|b| &b.client), String::new());
        let client = CLIENT.check_text(&mut errors, &client);
        let body_markdown = pick(self.body_markdown, base.map(|b| &b.body_markdown), String::new());
        let body_markdown = BODY.check_text(&mut errors, &body_markdown);
        if status == Status::Published && body_markdown.is_empty() && errors.get("bodyMarkdown").is_none() {
            errors.add("bodyMarkdown", "Write the case study before publishing it");
        }
        let results = pick(self.results, base.map(|b| &b.results), Vec::new());
        let results = figures(&mut errors, results);
        let gallery = pick(self.gallery, base.map(|b| &b.gallery), Vec::new());
        let gallery = images(&mut errors, gallery);
        let video = match self.video {
            Some(value) => VIDEO.check_optional_url(&mut errors, value),
            None => base.and_then(|b| b.video.clone()),
        };
        let seo_title = pick(self.seo_title, base.map(|b| &b.seo_title), String::new());
        let seo_title = SEO_TITLE.check_text(&mut errors, &seo_title);
        let seo_description = pick(self.seo_description, base.map(|b| &b.seo_description), String::new());
        let seo_description = SEO_DESCRIPTION.check_text(&mut errors, &seo_description);
        errors.into_result(CaseStudyFields {
            slug,
            status,
            client,
            body_markdown,
            results,
            gallery,
            video,
            seo_title,
            seo_description,
        })
    }
}

/// The results, each trimmed and checked under `results.{i}.value` / `results.{i}.label`.
fn figures(errors: &mut ValidationErrors, results: Vec<Figure>) -> Vec<Figure> {
    RESULTS.check_count_at(errors, "results", results.len());
    let mut checked = Vec::with_capacity(results.len());
    for (i, figure) in results.into_iter().enumerate() {
        let value = FIGURE_VALUE.check_text_at(errors, &format!("results.{i}.value"), &figure.value);
        let label = FIGURE_LABEL.check_text_at(errors, &format!("results.{i}.label"), &figure.label);
        checked.push(Figure { value, label });
    }
    checked
}

/// The gallery's addresses, each checked under `gallery.{i}`.
fn images(errors: &mut ValidationErrors, gallery: Vec<String>) -> Vec<String> {
    GALLERY_SIZE.check_count_at(errors, "gallery", gallery.len());
    let mut checked = Vec::with_capacity(gallery.len());
    for (i, url) in gallery.into_iter().enumerate() {
        let url = GALLERY.check_url_at(errors, &format!("gallery.{i}"), &url);
        checked.push(url);
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(json: &str) -> CaseStudyInput {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_new_case_study_is_a_draft_named_after_its_project() {
        let study = input("{}").parse(None, "Brickell Bistro: Relaunch").unwrap();
        assert_eq!((study.slug.as_str(), study.status), ("brickell-bistro-relaunch", Status::Draft));
        let changed = input(r#"{"client":"Bistro"}"#).parse(Some(&study), "Other title").unwrap();
        assert_eq!((changed.slug.as_str(), changed.client.as_str()), ("brickell-bistro-relaunch", "Bistro"));
    }

    #[test]
    fn publishing_needs_a_body() {
        let errors = input(r#"{"status":"published"}"#).parse(None, "Case").unwrap_err();
        assert_eq!(errors.get("bodyMarkdown"), Some("Write the case study before publishing it"));
        assert!(input(r#"{"status":"published","bodyMarkdown":"We did it."}"#).parse(None, "Case").is_ok());
    }

    #[test]
    fn each_rule_names_its_field() {
        let json = r#"{"slug":"Bad Slug","results":[{"value":"","label":"reach"},{"value":"+3","label":"x"}],
            "gallery":["/media/a.webp","javascript:alert(1)"],"video":"data:video/mp4,x","seoTitle":"SEO"}"#;
        let errors = input(json).parse(None, "Case").unwrap_err();
        for field in ["slug", "results.0.value", "results.1.label", "gallery.1", "video"] {
            assert!(errors.get(field).is_some(), "{field}: {errors:?}");
        }
        for field in ["results.0.label", "results.1.value", "gallery.0", "seoTitle"] {
            assert!(errors.get(field).is_none(), "{field}: {errors:?}");
        }
        let many = format!(r#"{{"gallery":[{}]}}"#, vec![r#""/media/a.webp""#; 13].join(","));
        assert!(input(&many).parse(None, "Case").unwrap_err().get("gallery").is_some());
    }
}
