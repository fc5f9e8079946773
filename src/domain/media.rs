//! A media item of the library as the API shows it, and the one validation of what an admin
//! types about it (alt text, a video's poster). How files become items is `crate::media`'s.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::nullable;
use crate::domain::rules::{Declared, Field};
use crate::domain::translations::{Translated, TranslationsInput};
use crate::domain::validation::ValidationErrors;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Image,
    Video,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Image => "image",
            Kind::Video => "video",
        }
    }

    pub fn parse(value: &str) -> Option<Kind> {
        match value {
            "image" => Some(Kind::Image),
            "video" => Some(Kind::Video),
            _ => None,
        }
    }
}

/// A resized copy of an image, for `srcset`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Variant {
    #[schema(example = "/media/3f2a9c0d1e5b7a64-960.webp")]
    pub url: String,
    pub width: u32,
    #[schema(example = "webp")]
    pub format: String,
}

/// An item of the library.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Media {
    pub id: i64,
    /// Where the original is served; image fields hold this address.
    #[schema(example = "/media/3f2a9c0d1e5b7a64.jpg")]
    pub url: String,
    /// The file name as uploaded.
    #[schema(example = "beach-shoot.jpg")]
    pub name: String,
    #[schema(example = "Two models on South Beach at sunset")]
    pub alt: String,
    pub kind: Kind,
    #[schema(example = "image/jpeg")]
    pub mime: String,
    pub width: u32,
    pub height: u32,
    /// The original's size in bytes.
    pub bytes: u64,
    /// The colour shown while the image loads (`#rrggbb`).
    #[schema(example = "#a0765c")]
    pub color: Option<String>,
    /// A video's poster image (an address of the library).
    pub poster: Option<String>,
    /// Resized WebP copies, narrowest first (none for SVG, GIF and video).
    pub variants: Vec<Variant>,
    /// What uses it, as a person would name it (e.g. `Project “Brickell Coffee”`).
    pub used_by: Vec<String>,
    /// Raised by each change (`api::versions`).
    pub version: i64,
    pub created_at: String,
    /// The admin's: the alt text in the other languages (`translations`, `translationStates`).
    #[serde(flatten)]
    pub translated: Option<Translated>,
}

/// What visitors' pages need to show an item: its size, placeholder and variants.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicMedia {
    pub kind: Kind,
    /// What the image shows, as the library says it (pages without their own alt text use it).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub alt: String,
    pub mime: String,
    pub width: u32,
    pub height: u32,
    pub color: Option<String>,
    pub poster: Option<String>,
    pub variants: Vec<Variant>,
}

impl From<&Media> for PublicMedia {
    fn from(m: &Media) -> Self {
        PublicMedia {
            kind: m.kind,
            alt: m.alt.clone(),
            mime: m.mime.clone(),
            width: m.width,
            height: m.height,
            color: m.color.clone(),
            poster: m.poster.clone(),
            variants: m.variants.clone(),
        }
    }
}

/// `PATCH /api/admin/media/{id}`: absent fields are kept.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MediaInput {
    pub alt: Option<String>,
    /// A video's poster: the address of an image of the library; null removes it.
    #[serde(default, deserialize_with = "nullable")]
    pub poster: Option<Option<String>>,
    /// The alt text in the other languages: `{"es": {"alt": "…"}}` (an empty text removes it).
    #[schema(value_type = Option<std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>>)]
    pub translations: Option<TranslationsInput>,
    /// The version this change was based on: a stale one is refused (412), as with `If-Match`,
    /// which wins when both are sent.
    #[schema(minimum = 1)]
    pub version: Option<i64>,
}

/// What an admin may change, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct MediaChange {
    pub alt: Option<String>,
    pub poster: Option<Option<String>>,
}

/// The one rule of alt text, for uploads and edits: a person reading it learns what the picture shows.
pub const ALT: Field = Field::text("alt", "Alt text", 1, 200)
    .missing_says("Alt text is required: describe what the image shows")
    .translatable();

impl Declared for MediaInput {
    const RULES: &'static [Field] = &[ALT];
}

pub fn alt(errors: &mut ValidationErrors, value: &str) -> String {
    ALT.check_text(errors, value)
}

/// A poster address: a `/media/…` address of the library (whether it exists is the database's to say).
pub fn poster(errors: &mut ValidationErrors, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    if !value.starts_with("/media/") || value.contains("..") {
        errors.add("poster", "Choose the poster from the media library");
    }
    Some(value)
}

impl MediaInput {
    pub fn parse(self) -> Result<MediaChange, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let alt = self.alt.map(|a| alt(&mut errors, &a));
        let poster = self.poster.map(|p| poster(&mut errors, p));
        errors.into_result(MediaChange { alt, poster })
    }
}

/// What an admin reads when a field names a file the library does not have.
pub const NOT_IN_LIBRARY: &str = "Choose a file from the media library: this one is not in it";

/// The library files `value` names by their site path (`/media/{file}`), each with its field under
/// `field` (`hero.media`, `legal.privacyMarkdown`): a string that is such a path, or a Markdown
/// link or image to one inside a text. Addresses on other hosts are theirs, not the library's.
pub fn library_files(value: &serde_json::Value, field: &str, out: &mut Vec<(String, String)>) {
    use serde_json::Value;
    match value {
        Value::String(text) => {
            let mut rest = text.as_str();
            while let Some(at) = rest.find("/media/") {
                let starts_path = at == 0 || rest[..at].ends_with(['(', ' ', '\n', '"', '<', '\'']);
                let name_and_after = &rest[at + "/media/".len()..];
                let end = name_and_after
                    .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')))
                    .unwrap_or(name_and_after.len());
                if starts_path && end > 0 {
                    out.push((field.to_owned(), name_and_after[..end].to_owned()));
                }
                rest = &name_and_after[end..];
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                library_files(item, &format!("{field}.{i}"), out);
            }
        }
        Value::Object(fields) => {
            for (name, item) in fields {
                library_files(item, &format!("{field}.{name}"), out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn library_files_are_found_in_fields_and_markdown_but_not_on_other_hosts() {
        let value = json!({
            "media": "/media/0123456789abcdef.png",
            "founder": { "photo": "https://cdn.example/media/x.png" },
            "privacyMarkdown": "# P\n\n![Seal](/media/aa-480.webp \"t\") and [file](/media/bb.pdf).",
            "links": [{ "url": "/blog/media/not-it" }],
        });
        let mut found = Vec::new();
        library_files(&value, "hero", &mut found);
        let found: Vec<(&str, &str)> = found.iter().map(|(f, n)| (f.as_str(), n.as_str())).collect();
        assert_eq!(
            found,
            [
                ("hero.media", "0123456789abcdef.png"),
                ("hero.privacyMarkdown", "aa-480.webp"),
                ("hero.privacyMarkdown", "bb.pdf"),
            ]
        );
    }
}
