//! A media item of the library as the API shows it, and the one validation of what an admin
//! types about it (alt text, a video's poster). How files become items is `crate::media`'s.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::{self, nullable};
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
    pub created_at: String,
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
}

/// What an admin may change, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct MediaChange {
    pub alt: Option<String>,
    pub poster: Option<Option<String>>,
}

pub const ALT_MAX: usize = 200;

/// The one rule of alt text, for uploads and edits: a person reading it learns what the picture shows.
pub fn alt(errors: &mut ValidationErrors, value: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        errors.add("alt", "Alt text is required: describe what the image shows");
    }
    fields::text(errors, "alt", value, 0, ALT_MAX, "")
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
