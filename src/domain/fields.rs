//! Field rules shared by the entities: bounded text, URLs, e-mail addresses, page paths.
//! Each check records its message under the field's name and returns the cleaned value.

use serde::{Deserialize, Deserializer};

use crate::domain::validation::ValidationErrors;

/// For `Option<Option<T>>` fields: absent → None (keep), `null` → Some(None) (clear).
/// Use with `#[serde(default, deserialize_with = "nullable")]`.
pub fn nullable<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// The value a create or update ends up with: the input's, else the stored one, else the default.
pub fn pick<T: Clone>(input: Option<T>, base: Option<&T>, default: T) -> T {
    input.or_else(|| base.cloned()).unwrap_or(default)
}

/// An optional image address: empty means none; anything else must be a safe URL.
pub fn optional_url(errors: &mut ValidationErrors, field: &str, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    Some(url(errors, field, &value, ""))
}

/// An icon: a URL, or an icon name / CSS class such as `camera` or `fa fa-camera`.
pub fn icon(errors: &mut ValidationErrors, field: &str, value: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        errors.add(field, "Icon is required");
    } else if value.contains('/') || value.contains(':') {
        return url(errors, field, value, "Icon is required");
    } else if value.len() > 100
        || !value.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ' '))
    {
        errors.add(field, "Icon must be an icon name, a CSS class or an image URL");
    }
    value.to_owned()
}

/// A card's title (services, projects): docs/PRODUCT.md §5's rule.
pub fn title(errors: &mut ValidationErrors, value: &str) -> String {
    text(errors, "title", value, 2, 120, "Title must be at least 2 characters")
}

/// A card's description (services, projects): docs/PRODUCT.md §5's rule.
pub fn description(errors: &mut ValidationErrors, value: &str) -> String {
    text(errors, "description", value, 10, 2000, "Description must be at least 10 characters")
}

/// Trims `value` and checks its length in characters; `too_short` is the spec's message.
pub fn text(
    errors: &mut ValidationErrors,
    field: &str,
    value: &str,
    min: usize,
    max: usize,
    too_short: &str,
) -> String {
    let value = value.trim();
    let len = value.chars().count();
    if len < min {
        errors.add(field, too_short);
    } else if len > max {
        errors.add(field, format!("{} must be at most {max} characters", label(field)));
    } else if value.chars().any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t') {
        errors.add(field, format!("{} contains characters that are not allowed", label(field)));
    }
    value.to_owned()
}

/// An image or icon address: http(s) or a path on this site. Anything else (`javascript:`,
/// `data:`, protocol-relative `//host`) could run script or leak visitors elsewhere.
pub fn url(errors: &mut ValidationErrors, field: &str, value: &str, required: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        errors.add(field, required);
    } else if value.chars().count() > 2048 {
        errors.add(field, format!("{} must be at most 2048 characters", label(field)));
    } else if !is_safe_url(value) {
        errors.add(
            field,
            format!("{} must start with https://, http:// or / (a path on this site)", label(field)),
        );
    }
    value.to_owned()
}

pub fn is_safe_url(value: &str) -> bool {
    let no_space =
        !value.chars().any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '<' || c == '>');
    let site_path = value.starts_with('/') && !value.starts_with("//") && !value.starts_with("/\\");
    // Checked slicing: the text may hold multi-byte characters at any position.
    let web = ["https://", "http://"].iter().any(|scheme| {
        let head = value.get(..scheme.len());
        let rest = value.get(scheme.len()..).unwrap_or("");
        head.is_some_and(|h| h.eq_ignore_ascii_case(scheme)) && !rest.is_empty() && !rest.starts_with('/')
    });
    no_space && (site_path || web)
}

/// A practical e-mail check: one `@`, a non-empty local part of letters, digits and the usual
/// marks, a dotted domain of letters, digits and dashes. Characters that mean something in a
/// `mailto:` link or a mail header (`? & % # , ; " < > ( ) [ ] \\` and spaces) are refused: an
/// address such as `lead@x.co?bcc=spy%40evil.example` would add a hidden recipient to a reply.
pub fn email(errors: &mut ValidationErrors, field: &str, value: &str, invalid: &str) -> String {
    let value = value.trim();
    let local_char = |c: char| c.is_alphanumeric() || ".!$'*+/=^_`{|}~-".contains(c);
    let domain_char = |c: char| c.is_alphanumeric() || c == '-';
    let valid = value.chars().count() <= 254
        && match value.split_once('@') {
            Some((local, domain)) => {
                !local.is_empty()
                    && local.len() <= 64
                    && local.chars().all(local_char)
                    && domain.split('.').count() >= 2
                    && domain.split('.').all(|part| !part.is_empty() && part.chars().all(domain_char))
            }
            None => false,
        };
    if !valid {
        errors.add(field, invalid);
    }
    value.to_owned()
}

/// A whole number within bounds, with a message naming the bounds.
pub fn number(errors: &mut ValidationErrors, field: &str, value: i64, min: i64, max: i64) -> i64 {
    if !(min..=max).contains(&value) {
        errors.add(field, format!("{} must be between {min} and {max}", label(field)));
    }
    value
}

/// Sort order of an item: any whole number in a range no one will outgrow.
pub fn position(errors: &mut ValidationErrors, value: i64) -> i64 {
    number(errors, "position", value, -1_000_000, 1_000_000)
}

/// A field name as the start of a sentence: "siteName" → "Site name", "src" → "Image URL".
fn label(field: &str) -> String {
    if field == "src" {
        return "Image URL".to_owned();
    }
    let mut words = String::new();
    for (i, c) in field.chars().enumerate() {
        if i == 0 {
            words.extend(c.to_uppercase());
        } else if c.is_uppercase() {
            words.push(' ');
            words.extend(c.to_lowercase());
        } else {
            words.push(c);
        }
    }
    words.replace(" url", " URL").replace(" id", " ID")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_names_read_as_words() {
        assert_eq!(label("siteName"), "Site name");
        assert_eq!(label("publicUrl"), "Public URL");
        assert_eq!(label("src"), "Image URL");
        assert_eq!(label("title"), "Title");
    }

    #[test]
    fn text_is_trimmed_and_bounded() {
        let mut errors = ValidationErrors::default();
        assert_eq!(text(&mut errors, "title", "  Hi  ", 2, 10, "too short"), "Hi");
        assert!(errors.is_empty());
        text(&mut errors, "title", " a ", 2, 10, "Title must be at least 2 characters");
        assert_eq!(errors.get("title"), Some("Title must be at least 2 characters"));
        let mut errors = ValidationErrors::default();
        text(&mut errors, "title", &"x".repeat(11), 2, 10, "too short");
        assert_eq!(errors.get("title"), Some("Title must be at most 10 characters"));
    }

    #[test]
    fn only_web_and_site_urls_are_accepted() {
        for ok in ["https://cdn.example.com/a.png", "http://x.io", "/images/a.svg", "HTTPS://A.B/c"] {
            assert!(is_safe_url(ok), "{ok} should be accepted");
        }
        for bad in [
            "javascript:alert(1)",
            "data:image/png;base64,AAA",
            "//evil.example/x.png",
            "/\\evil.example",
            "https://",
            "https:///x",
            "ftp://x.io/a",
            "images/a.svg",
            "/a b.png",
            "/a\".png",
        ] {
            assert!(!is_safe_url(bad), "{bad} should be refused");
        }
    }

    #[test]
    fn urls_with_multibyte_characters_never_panic() {
        // Found by the fuzzer: a byte index inside a character used to panic.
        for value in
            ["/ÉÞ\u{be115}x", "ÉÞ\u{be115}\u{9f666}", "httpsé://x", "h\u{1F600}ttps://x", "https:/\u{e9}"]
        {
            let _ = is_safe_url(value);
        }
        assert!(is_safe_url("/images/café.svg"));
        assert!(!is_safe_url("ÉÞ://x"));
    }

    #[test]
    fn email_addresses_need_a_local_part_and_a_dotted_domain() {
        for ok in ["a@b.co", "first.last+tag@mail.example.com", "o'brien@x-y.co", "josé@café.example"] {
            let mut errors = ValidationErrors::default();
            email(&mut errors, "email", ok, "bad");
            assert!(errors.is_empty(), "{ok} should be accepted");
        }
        for bad in [
            "",
            "a",
            "a@b",
            "@b.co",
            "a@.co",
            "a@b.",
            "a b@c.co",
            "a@b@c.co",
            "lead@x.co?bcc=spy%40evil.example",
            "lead?cc=x@x.co",
            "a&b@x.co",
            "a@x.co#y",
            "\"a b\"@x.co",
            "a@x_y.co",
        ] {
            let mut errors = ValidationErrors::default();
            email(&mut errors, "email", bad, "Please enter a valid email address");
            assert_eq!(errors.get("email"), Some("Please enter a valid email address"), "{bad}");
        }
    }
}
