//! Site content (issue #16; docs/DESIGN.md, "Site content"): every text block of the public site that
//! was code, as data an admin edits: the hero, the stats, the process, about and the founder, the
//! FAQ, the call-to-action band, the contact intro, the footer's tagline and social links, the
//! Privacy Policy and Terms (Markdown), and which optional sections show.
//!
//! A section not stored yet has its default: the copy the site was built with, in English
//! (site-content.en.json beside this file, and `legal.rs` for the legal pages). A change names any
//! sections; within a section it names any fields, and lists are replaced whole.
//! `SiteContent::apply` (change.rs) is the one validation, shared by the API and `import`.
//! In headings, words between asterisks (`*not ads.*`) are drawn in the accent style.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::domain::validation::{ValidationErrors, from_json};
pub use change::{SiteContentInput, section_input};
pub use languages::States;

mod change;
mod fields;
mod languages;

/// The networks the footer and the founder can link to (the UI draws their icons).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Network {
    Instagram,
    Tiktok,
    Linkedin,
    X,
    Facebook,
    Youtube,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SocialLink {
    pub network: Network,
    #[schema(example = "https://www.instagram.com/mythagency")]
    pub url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Hero {
    /// The small line above the headline.
    #[serde(default)]
    pub eyebrow: String,
    /// Empty: the site's name.
    #[serde(default)]
    pub headline: String,
    #[serde(default)]
    pub subtitle: String,
    #[serde(default)]
    pub primary_label: String,
    /// Empty: no second button.
    #[serde(default)]
    pub secondary_label: String,
    /// Short words along the hero's foot.
    #[serde(default)]
    pub capabilities: Vec<String>,
    /// An image or a muted looping video (the agency's reel) from the library, or none.
    #[serde(default)]
    pub media: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Stat {
    /// Short text: `100+`, `10K+`, `4.9★`.
    #[schema(example = "500K+")]
    pub value: String,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Process {
    #[serde(default)]
    pub heading: String,
    #[serde(default)]
    pub intro: String,
    #[serde(default)]
    pub steps: Vec<Step>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Belief {
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Founder {
    /// Empty: no founder card.
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub position: String,
    /// From the library, or an http(s) address.
    #[serde(default)]
    pub photo: Option<String>,
    #[serde(default)]
    pub links: Vec<SocialLink>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct About {
    #[serde(default)]
    pub heading: String,
    /// Paragraphs separated by a blank line.
    #[serde(default)]
    pub body: String,
    #[serde(default)]
    pub values: Vec<Belief>,
    #[serde(default)]
    pub founder: Founder,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Question {
    pub question: String,
    pub answer: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Faq {
    #[serde(default)]
    pub heading: String,
    /// Shown as a disclosure list and as the home page's FAQPage JSON-LD.
    #[serde(default)]
    pub items: Vec<Question>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Cta {
    #[serde(default)]
    pub heading: String,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub button_label: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Contact {
    #[serde(default)]
    pub heading: String,
    #[serde(default)]
    pub intro: String,
}

/// The footer's line and the agency's profiles.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Social {
    #[serde(default)]
    pub tagline: String,
    #[serde(default)]
    pub links: Vec<SocialLink>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Legal {
    /// The page at /privacy; empty: no page and no footer link.
    #[serde(default)]
    pub privacy_markdown: String,
    /// The page at /terms; empty: no page and no footer link.
    #[serde(default)]
    pub terms_markdown: String,
}

/// Which optional parts of the home page show (hidden ones keep their content).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(default)]
pub struct Sections {
    #[serde(default)]
    pub visit_counter: bool,
    #[serde(default)]
    pub stats: bool,
    #[serde(default)]
    pub testimonials: bool,
    #[serde(default)]
    pub client_logos: bool,
    #[serde(default)]
    pub blog_teaser: bool,
    #[serde(default)]
    pub faq: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteContent {
    pub hero: Hero,
    pub stats: Vec<Stat>,
    pub process: Process,
    pub about: About,
    pub faq: Faq,
    pub cta: Cta,
    pub contact: Contact,
    pub social: Social,
    pub legal: Legal,
    pub sections: Sections,
}

/// The sections by their key, as stored (one row each) and named in a change.
pub const SECTIONS: [&str; 10] =
    ["hero", "stats", "process", "about", "faq", "cta", "contact", "social", "legal", "sections"];

/// Every section's version from the stored ones (`(key, version)`): 0 for a section still at
/// its default copy (docs/DESIGN.md, "HTTP contract, phase 3").
pub fn versions(stored: &[(String, i64)]) -> std::collections::BTreeMap<String, i64> {
    SECTIONS
        .iter()
        .map(|key| {
            let version = stored.iter().find(|(k, _)| k == key).map_or(0, |(_, v)| *v);
            (key.to_string(), version)
        })
        .collect()
}

impl SiteContent {
    /// The defaults overlaid with the stored sections (`(key, JSON)`); a stored section that no
    /// longer reads (a field renamed by a later version) keeps its default and is named in the log.
    pub fn from_rows(rows: &[(String, String)]) -> SiteContent {
        let mut content = SiteContent::default();
        for (key, json) in rows {
            let read = serde_json::from_str::<Value>(json).map_err(|e| e.to_string()).and_then(|value| {
                let input = section_input(key, value).ok_or("not a section")?;
                content.apply(input).map(|applied| content = applied).map_err(|e| e.to_string())
            });
            if let Err(err) = read {
                tracing::warn!(section = %key, %err, "a stored site content section was ignored");
            }
        }
        content
    }

    /// Each section as stored: `(key, JSON)`.
    pub fn rows(&self) -> Vec<(&'static str, String)> {
        let value = serde_json::to_value(self).unwrap_or_default();
        SECTIONS.iter().map(|key| (*key, value[*key].to_string())).collect()
    }

    /// The FAQ as visitors see it: none when the section is hidden.
    pub fn visible_faq(&self) -> &[Question] {
        if self.sections.faq { &self.faq.items } else { &[] }
    }
}

/// The copy the site was built with (docs/PRODUCT.md §1), every section but the legal pages'.
/// Other languages' copies sit beside it (`languages.rs`).
const COPY_EN: &str = include_str!("site-content.en.json");

/// `COPY_EN` read once, with `legal.rs`'s pages.
static COPY: LazyLock<SiteContent> =
    LazyLock::new(|| read_copy(COPY_EN).expect("site-content.en.json is read by a test"));

/// Each section read as a change to it is (`from_json`: a field it does not have is refused too).
fn read_copy(json: &str) -> Result<SiteContent, String> {
    let copy: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let section = |key: &str| copy.get(key).cloned().unwrap_or_default();
    let shape = |errors: ValidationErrors| errors.to_string();
    Ok(SiteContent {
        hero: from_json(section("hero"), "hero").map_err(shape)?,
        stats: from_json(section("stats"), "stats").map_err(shape)?,
        process: from_json(section("process"), "process").map_err(shape)?,
        about: from_json(section("about"), "about").map_err(shape)?,
        faq: from_json(section("faq"), "faq").map_err(shape)?,
        cta: from_json(section("cta"), "cta").map_err(shape)?,
        contact: from_json(section("contact"), "contact").map_err(shape)?,
        social: from_json(section("social"), "social").map_err(shape)?,
        legal: Legal::default(),
        sections: from_json(section("sections"), "sections").map_err(shape)?,
    })
}

impl Default for SiteContent {
    fn default() -> SiteContent {
        COPY.clone()
    }
}

/// Each section's default is the copy's, which the API document shows as its fields' defaults.
/// (Serde fills a field a section lacks with its type's empty value, not these: reading the copy
/// itself must not need the copy; a change never lacks one, being merged over the section first.)
macro_rules! default_from_copy {
    ($($section:ty => $($field:ident).+;)*) => {
        $(impl Default for $section {
            fn default() -> $section {
                COPY.$($field).+.clone()
            }
        })*
    };
}

default_from_copy! {
    Hero => hero;
    Process => process;
    About => about;
    Founder => about.founder;
    Faq => faq;
    Cta => cta;
    Contact => contact;
    Social => social;
    Sections => sections;
}

impl Default for Legal {
    fn default() -> Legal {
        Legal {
            privacy_markdown: crate::domain::legal::PRIVACY.trim().into(),
            terms_markdown: crate::domain::legal::TERMS.trim().into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_copy_has_every_section_and_every_field() {
        let file: Value = serde_json::from_str(COPY_EN).expect("site-content.en.json is JSON");
        let mut read = serde_json::to_value(read_copy(COPY_EN).expect("it reads as site content")).unwrap();
        let legal = read.as_object_mut().unwrap().remove("legal").unwrap();
        let sections: Vec<&str> = file.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(sections, SECTIONS.iter().filter(|key| **key != "legal").copied().collect::<Vec<_>>());
        assert_eq!(read, file, "no field is left to its empty value, none is unknown");
        for page in ["privacyMarkdown", "termsMarkdown"] {
            assert!(legal[page].as_str().is_some_and(|text| !text.is_empty()), "{page}: legal.rs's");
        }
    }

    #[test]
    fn the_defaults_pass_their_own_rules() {
        let defaults = SiteContent::default();
        let every: Value = serde_json::to_value(&defaults).unwrap();
        let input: SiteContentInput = serde_json::from_value(every).unwrap();
        assert_eq!(defaults.apply(input).unwrap(), defaults);
    }

    #[test]
    fn stored_rows_overlay_the_defaults_and_a_bad_row_is_ignored() {
        let rows = vec![
            ("cta".to_owned(), r#"{"heading":"Call us today"}"#.to_owned()),
            ("stats".to_owned(), r#""not a list""#.to_owned()),
        ];
        let content = SiteContent::from_rows(&rows);
        assert_eq!(content.cta.heading, "Call us today");
        assert_eq!(content.stats, SiteContent::default().stats);
        let round = SiteContent::from_rows(
            &content.rows().into_iter().map(|(k, v)| (k.to_owned(), v)).collect::<Vec<_>>(),
        );
        assert_eq!(round, content);
    }
}
