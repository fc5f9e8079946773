//! Slugs: the words of an address (`/blog/{slug}`, `/work/{slug}`), made from a title or given,
//! lowercase ASCII letters and digits in words joined by single hyphens.

use crate::domain::rules::Field;
use crate::domain::validation::ValidationErrors;

pub const SLUG_MAX: usize = 80;

/// The slug of a post or a case study.
pub const SLUG: Field = Field::slug("slug", "Slug");

/// `slug` as given, with an error on `field` unless it is well formed.
pub fn check(errors: &mut ValidationErrors, field: &str, slug: String) -> String {
    let well_formed = !slug.is_empty()
        && slug.len() <= SLUG_MAX
        && slug.split('-').all(|part| {
            !part.is_empty() && part.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        });
    if !well_formed {
        errors.add(field, SLUG.say("invalid"));
    }
    slug
}

/// A slug from a title: lowercase ASCII letters and digits, accents dropped, anything else one
/// hyphen, at most 80 characters cut at a hyphen. `Café & Co. — 2026!` → `cafe-co-2026`.
pub fn slugify(title: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let mut slug = String::with_capacity(title.len());
    for c in title.nfkd() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if c.is_alphanumeric() || !unicode_normalization::char::is_combining_mark(c) {
            // A letter of another script or a separator: one hyphen between words.
            if !slug.is_empty() && !slug.ends_with('-') {
                slug.push('-');
            }
        }
    }
    let mut slug = slug.trim_end_matches('-').to_owned();
    if slug.len() > SLUG_MAX {
        slug.truncate(SLUG_MAX);
        if let Some(cut) = slug.rfind('-') {
            slug.truncate(cut);
        }
        slug = slug.trim_end_matches('-').to_owned();
    }
    slug
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_made_from_titles() {
        assert_eq!(slugify("Café & Co. — 2026!"), "cafe-co-2026");
        assert_eq!(
            slugify("  Social Media Marketing in Miami: What Works  "),
            "social-media-marketing-in-miami-what-works"
        );
        assert_eq!(slugify("Ñandú über straße"), "nandu-uber-stra-e");
        assert_eq!(slugify("!!!"), "");
        let long = slugify(&"word ".repeat(40));
        assert!(long.len() <= 80 && !long.ends_with('-'), "{long}");
    }
}
