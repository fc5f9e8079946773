//! What reading any entity's input shares: absent, null and given values, the stored value an
//! update keeps, and the shapes of an address and of an e-mail. The rules a field is held to are
//! declared in `rules.rs`.

use serde::{Deserialize, Deserializer};

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

/// Whether `value` is an e-mail address as the site takes them: one `@`, a non-empty local part
/// of letters, digits and the usual marks, a dotted domain of letters, digits and dashes.
/// Characters that mean something in a `mailto:` link or a mail header (`? & % # , ; " < > ( ) [ ]
/// \\` and spaces) are refused: an address such as `lead@x.co?bcc=spy%40evil.example` would add a
/// hidden recipient to a reply.
pub fn is_email(value: &str) -> bool {
    let local_char = |c: char| c.is_alphanumeric() || ".!$'*+/=^_`{|}~-".contains(c);
    let domain_char = |c: char| c.is_alphanumeric() || c == '-';
    value.chars().count() <= EMAIL_MAX
        && match value.split_once('@') {
            Some((local, domain)) => {
                !local.is_empty()
                    && local.len() <= 64
                    && local.chars().all(local_char)
                    && domain.split('.').count() >= 2
                    && domain.split('.').all(|part| !part.is_empty() && part.chars().all(domain_char))
            }
            None => false,
        }
}

/// The longest e-mail address (RFC 5321's path limit).
pub const EMAIL_MAX: usize = 254;

#[cfg(test)]
mod tests {
    use super::*;

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
            assert!(is_email(ok), "{ok} should be accepted");
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
            assert!(!is_email(bad), "{bad} should be refused");
        }
    }
}
