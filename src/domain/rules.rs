//! Each field's rule, declared once beside its kind (docs/ARCHITECTURE.md, "Where a field is
//! declared"): the kind's one parser checks values with it; the API document publishes it
//! (`api/openapi.rs`: `minLength`, `maxLength`, `minimum`, `maximum`, and the label, messages and
//! translatability under `x-rule`); the UI's forms read it from that document. A limit or a
//! message is therefore written here and nowhere else.

use crate::domain::fields::{EMAIL_MAX, is_email, is_safe_url};
use crate::domain::slugs::SLUG_MAX;
use crate::domain::validation::ValidationErrors;

/// One field's rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The JSON key, as errors name it.
    pub name: &'static str,
    /// How a message names the field: "Title", "The step's title".
    pub label: &'static str,
    pub check: Check,
    /// What a person reads when the field is empty or too short, when it is not the usual
    /// sentence (`Field::missing`): docs/PRODUCT.md §5's wording.
    said_missing: Option<&'static str>,
    /// The one sentence that tells any problem of the field, when one reads better than several
    /// ("Give a short figure, such as +240% or 3.1M (at most 16 characters)").
    said_always: Option<&'static str>,
    /// Whether each language has its own value of the field (docs/DESIGN.md, "Phase 3").
    pub translatable: bool,
}

/// What a field holds and the bounds it is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Text, trimmed and counted in characters; control characters but line breaks and tabs refused.
    Text {
        min: usize,
        max: usize,
    },
    /// Text on one line: a label, a heading, a figure.
    Line {
        min: usize,
        max: usize,
    },
    /// An image or page address: http(s) or a path on this site.
    Url,
    Email,
    /// A whole number within bounds.
    Number {
        min: i64,
        max: i64,
    },
    /// A URL, or an icon name / CSS class such as `camera` or `fa fa-camera`.
    Icon,
    /// The words of an address (`slugs.rs`); made from a title when left empty.
    Slug,
    /// A password: counted in characters, never trimmed.
    Secret {
        min: usize,
        max: usize,
    },
    /// A list's length; its items have rules of their own.
    List {
        min: usize,
        max: usize,
    },
    /// A value no other item of its list may have (a profile link's network).
    Unique,
}

/// The longest address any field takes.
pub const URL_MAX: usize = 2048;
/// What an address field's value starts with (`is_safe_url`), as the API document says it.
pub const URL_PATTERN: &str = "^(https?://[^/]|/[^/\\\\])";
/// A slug's shape (`slugs::check`), as the API document says it.
pub const SLUG_PATTERN: &str = "^[a-z0-9]+(-[a-z0-9]+)*$";
const ICON_NAME_MAX: usize = 100;

/// A card's title (services, projects): docs/PRODUCT.md §5's rule.
pub const TITLE: Field = Field::text("title", "Title", 2, 120).translatable();
/// A card's description (services, projects): docs/PRODUCT.md §5's rule.
pub const DESCRIPTION: Field = Field::text("description", "Description", 10, 2000).translatable();
/// Sort order of an item: any whole number in a range no one will outgrow.
pub const POSITION: Field = Field::number("position", "Position", -1_000_000, 1_000_000);

/// The body and the search-result fields of every page an admin writes (posts, case studies).
pub const BODY: Field = Field::text("bodyMarkdown", "Body", 0, 100_000).translatable();
pub const SEO_TITLE: Field = Field::text("seoTitle", "SEO title", 0, 70).translatable();
pub const SEO_DESCRIPTION: Field = Field::text("seoDescription", "SEO description", 0, 160).translatable();

/// The rules of a type the API reads: the document publishes them on that type's schema.
pub trait Declared {
    const RULES: &'static [Field];
}

impl Field {
    pub const fn text(name: &'static str, label: &'static str, min: usize, max: usize) -> Field {
        Field::new(name, label, Check::Text { min, max })
    }

    pub const fn line(name: &'static str, label: &'static str, min: usize, max: usize) -> Field {
        Field::new(name, label, Check::Line { min, max })
    }

    pub const fn url(name: &'static str, label: &'static str) -> Field {
        Field::new(name, label, Check::Url)
    }

    pub const fn email(name: &'static str, label: &'static str) -> Field {
        Field::new(name, label, Check::Email)
    }

    pub const fn number(name: &'static str, label: &'static str, min: i64, max: i64) -> Field {
        Field::new(name, label, Check::Number { min, max })
    }

    pub const fn icon(name: &'static str, label: &'static str) -> Field {
        Field::new(name, label, Check::Icon)
    }

    pub const fn secret(name: &'static str, label: &'static str, min: usize, max: usize) -> Field {
        Field::new(name, label, Check::Secret { min, max })
    }

    /// A list of `min` to `max` items; `label` names them in the plural ("capabilities").
    pub const fn list(name: &'static str, label: &'static str, min: usize, max: usize) -> Field {
        Field::new(name, label, Check::List { min, max })
    }

    pub const fn unique(name: &'static str, label: &'static str) -> Field {
        Field::new(name, label, Check::Unique)
    }

    pub const fn slug(name: &'static str, label: &'static str) -> Field {
        Field::new(name, label, Check::Slug)
    }

    const fn new(name: &'static str, label: &'static str, check: Check) -> Field {
        Field { name, label, check, said_missing: None, said_always: None, translatable: false }
    }

    /// The same rule under another JSON key.
    pub const fn named(self, name: &'static str) -> Field {
        Field { name, ..self }
    }

    /// The field with its own message for a missing or too short value.
    pub const fn missing_says(self, message: &'static str) -> Field {
        Field { said_missing: Some(message), ..self }
    }

    /// The field with one message for any problem of its value.
    pub const fn says(self, message: &'static str) -> Field {
        Field { said_always: Some(message), ..self }
    }

    /// The field as one with a value per language.
    pub const fn translatable(self) -> Field {
        Field { translatable: true, ..self }
    }

    /// The least and most characters the field takes (none for a number).
    pub fn length(&self) -> Option<(usize, usize)> {
        match self.check {
            Check::Text { min, max } | Check::Line { min, max } | Check::Secret { min, max } => {
                Some((min, max))
            }
            Check::Url | Check::Icon => Some((1, URL_MAX)),
            Check::Email => Some((1, EMAIL_MAX)),
            Check::Slug => Some((0, SLUG_MAX)),
            Check::Number { .. } | Check::List { .. } | Check::Unique => None,
        }
    }

    /// Every message the field can give, keyed as the API document publishes them.
    pub fn messages(&self) -> Vec<(&'static str, String)> {
        let label = self.label;
        let mut said = Vec::new();
        if self.length().is_some_and(|(min, _)| min > 0)
            || matches!(self.check, Check::List { min, .. } if min > 0)
        {
            said.push(("missing", self.missing()));
        }
        let too_long = |max| format!("{label} must be at most {} characters", grouped(max));
        match self.check {
            Check::Text { max, .. } | Check::Line { max, .. } => {
                said.push(("tooLong", too_long(max)));
                said.push(("notAllowed", format!("{label} contains characters that are not allowed")));
                if matches!(self.check, Check::Line { .. }) {
                    said.push(("oneLine", format!("{label} must fit on one line")));
                }
            }
            Check::Url | Check::Icon => {
                said.push(("tooLong", too_long(URL_MAX)));
                let unsafe_url = format!("{label} must start with https://, http:// or / (a path on this site)");
                said.push(("unsafe", unsafe_url));
                if self.check == Check::Icon {
                    said.push(("invalid", "Icon must be an icon name, a CSS class or an image URL".to_owned()));
                }
            }
            Check::Email => {}
            Check::Secret { max, .. } => said.push(("tooLong", too_long(max))),
            Check::Slug => said.push((
                "invalid",
                format!("{label} must be lowercase letters, digits and single hyphens, at most {SLUG_MAX} characters"),
            )),
            Check::Number { min, max } => {
                said.push(("outOfRange", format!("{label} must be between {min} and {max}")));
            }
            Check::List { max, .. } => said.push(("tooMany", format!("Keep at most {max} {label}"))),
            Check::Unique => said.push(("taken", format!("{label} is already taken"))),
        }
        if let Some(message) = self.said_always {
            for (_, said) in &mut said {
                *said = message.to_owned();
            }
        }
        said
    }

    /// The message `key` of `messages`.
    pub fn say(&self, key: &str) -> String {
        self.messages().into_iter().find(|(k, _)| *k == key).map(|(_, m)| m).unwrap_or_default()
    }

    /// The message for an empty or too short value: "Title must be at least 2 characters", "The
    /// answer is required", unless the declaration says its own.
    fn missing(&self) -> String {
        match (self.said_always.or(self.said_missing), self.check) {
            (Some(message), _) => message.to_owned(),
            (None, Check::Text { min, .. } | Check::Line { min, .. } | Check::Secret { min, .. })
                if min > 1 =>
            {
                format!("{} must be at least {min} characters", self.label)
            }
            (None, Check::List { min, .. }) => format!("Keep at least {min} {}", self.label),
            _ => format!("{} is required", self.label),
        }
    }

    /// A text value, trimmed and held to its bounds, with errors under the field's name.
    pub fn check_text(&self, errors: &mut ValidationErrors, value: &str) -> String {
        self.check_text_at(errors, self.name, value)
    }

    /// The same, with errors under `at`: the field's path inside a section or list (`steps.0.title`).
    pub fn check_text_at(&self, errors: &mut ValidationErrors, at: &str, value: &str) -> String {
        let value = value.trim();
        let Some((min, max)) = self.length() else { return value.to_owned() };
        let len = value.chars().count();
        if len < min {
            errors.add(at, self.missing());
        } else if len > max {
            errors.add(at, self.say("tooLong"));
        } else if value.chars().any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t') {
            errors.add(at, self.say("notAllowed"));
        } else if matches!(self.check, Check::Line { .. }) && value.contains(['\n', '\r']) {
            errors.add(at, self.say("oneLine"));
        }
        value.to_owned()
    }

    /// A required address: http(s) or a path on this site. Anything else (`javascript:`,
    /// `data:`, protocol-relative `//host`) could run script or leak visitors elsewhere.
    pub fn check_url(&self, errors: &mut ValidationErrors, value: &str) -> String {
        self.check_url_at(errors, self.name, value)
    }

    pub fn check_url_at(&self, errors: &mut ValidationErrors, at: &str, value: &str) -> String {
        let value = value.trim();
        if value.is_empty() {
            errors.add(at, self.missing());
        } else if value.chars().count() > URL_MAX {
            errors.add(at, self.say("tooLong"));
        } else if !is_safe_url(value) {
            errors.add(at, self.say("unsafe"));
        }
        value.to_owned()
    }

    /// An optional address: empty means none; anything else is held to `check_url`.
    pub fn check_optional_url(&self, errors: &mut ValidationErrors, value: Option<String>) -> Option<String> {
        self.check_optional_url_at(errors, self.name, value)
    }

    pub fn check_optional_url_at(
        &self,
        errors: &mut ValidationErrors,
        at: &str,
        value: Option<String>,
    ) -> Option<String> {
        let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
        Some(self.check_url_at(errors, at, &value))
    }

    pub fn check_icon(&self, errors: &mut ValidationErrors, value: &str) -> String {
        let value = value.trim();
        if value.is_empty() {
            errors.add(self.name, self.missing());
        } else if value.contains('/') || value.contains(':') {
            return self.check_url(errors, value);
        } else if value.len() > ICON_NAME_MAX
            || !value.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ' '))
        {
            errors.add(self.name, self.say("invalid"));
        }
        value.to_owned()
    }

    /// A password as typed (spaces may be part of it), held to its length.
    pub fn check_secret(&self, errors: &mut ValidationErrors, value: &str) {
        let Some((min, max)) = self.length() else { return };
        let len = value.chars().count();
        if len < min {
            errors.add(self.name, self.missing());
        } else if len > max {
            errors.add(self.name, self.say("tooLong"));
        }
    }

    /// An e-mail address (`fields::is_email`); an empty or malformed one gets the missing message.
    pub fn check_email(&self, errors: &mut ValidationErrors, value: &str) -> String {
        let value = value.trim();
        if !is_email(value) {
            errors.add(self.name, self.missing());
        }
        value.to_owned()
    }

    /// A list's length, with errors under `at`.
    pub fn check_count_at(&self, errors: &mut ValidationErrors, at: &str, len: usize) {
        if let Check::List { min, max } = self.check {
            if len < min {
                errors.add(at, self.missing());
            } else if len > max {
                errors.add(at, self.say("tooMany"));
            }
        }
    }

    pub fn check_number(&self, errors: &mut ValidationErrors, value: i64) -> i64 {
        if let Check::Number { min, max } = self.check
            && !(min..=max).contains(&value)
        {
            errors.add(self.name, self.say("outOfRange"));
        }
        value
    }
}

/// `n` as people read a large number: 100,000 (four digits stay as they are: 2000).
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    if digits.len() <= 4 {
        return digits;
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_trimmed_and_bounded() {
        let title = Field::text("title", "Title", 2, 10);
        let mut errors = ValidationErrors::default();
        assert_eq!(title.check_text(&mut errors, "  Hi  "), "Hi");
        assert!(errors.is_empty());
        title.check_text(&mut errors, " a ");
        assert_eq!(errors.get("title"), Some("Title must be at least 2 characters"));
        let mut errors = ValidationErrors::default();
        title.check_text(&mut errors, &"x".repeat(11));
        assert_eq!(errors.get("title"), Some("Title must be at most 10 characters"));
    }

    #[test]
    fn the_usual_messages_and_a_declared_one() {
        let said = |field: Field, value: &str| {
            let mut errors = ValidationErrors::default();
            field.check_text(&mut errors, value);
            errors.get(field.name).map(str::to_owned)
        };
        assert_eq!(
            said(Field::text("answer", "The answer", 1, 10), ""),
            Some("The answer is required".into())
        );
        let quote = Field::text("quote", "Quote", 10, 20).missing_says("Say what the client said");
        assert_eq!(said(quote, "short"), Some("Say what the client said".into()));
        let line = Field::line("label", "The label", 0, 20);
        assert_eq!(said(line, "a\nb"), Some("The label must fit on one line".into()));
        let body = Field::text("body", "Body", 0, 100_000);
        assert_eq!(said(body, &"x".repeat(100_001)), Some("Body must be at most 100,000 characters".into()));
    }

    #[test]
    fn numbers_are_held_to_their_bounds() {
        let mut errors = ValidationErrors::default();
        POSITION.check_number(&mut errors, 2_000_000);
        assert_eq!(errors.get("position"), Some("Position must be between -1000000 and 1000000"));
    }

    #[test]
    fn large_numbers_read_with_commas() {
        assert_eq!(grouped(2000), "2000");
        assert_eq!(grouped(10_000), "10,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
