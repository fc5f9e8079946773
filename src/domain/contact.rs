//! A contact inquiry from the public form (docs/PRODUCT.md §3; rules in §5).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::languages::Languages;
use crate::domain::rules::{Declared, Field};
use crate::domain::validation::ValidationErrors;

/// A stored inquiry as admins see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Submission {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    pub read: bool,
    /// Raised by each change (`api::versions`).
    pub version: i64,
    pub created_at: String,
    /// The language of the page it was sent from (`es`): the one to answer in.
    #[schema(example = "es")]
    pub lang: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactInput {
    pub name: Option<String>,
    #[schema(example = "ana@example.com")]
    pub email: Option<String>,
    pub subject: Option<String>,
    pub message: Option<String>,
    /// The honeypot: hidden from people, filled in by bots.
    pub website: Option<String>,
    /// The language of the page the form was sent from; the site's default language when absent.
    #[schema(example = "es")]
    pub lang: Option<String>,
}

const NAME: Field = Field::text("name", "Name", 2, 100);
const EMAIL: Field = Field::email("email", "Email").missing_says("Please enter a valid email address");
const SUBJECT: Field = Field::text("subject", "Subject", 4, 200);
const MESSAGE: Field = Field::text("message", "Message", 10, 5000);

impl Declared for ContactInput {
    const RULES: &'static [Field] = &[NAME, EMAIL, SUBJECT, MESSAGE];
}

impl ContactInput {
    pub fn is_bot(&self) -> bool {
        self.website.as_deref().is_some_and(|w| !w.trim().is_empty())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct ContactMessage {
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    /// None: the site's default language (`ContactMessage::in_language` checks it is one).
    pub lang: Option<String>,
}

impl ContactMessage {
    pub fn parse(input: ContactInput) -> Result<ContactMessage, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let message = ContactMessage {
            name: NAME.check_text(&mut errors, &input.name.unwrap_or_default()),
            email: EMAIL.check_email(&mut errors, &input.email.unwrap_or_default()),
            subject: SUBJECT.check_text(&mut errors, &input.subject.unwrap_or_default()),
            message: MESSAGE.check_text(&mut errors, &input.message.unwrap_or_default()),
            lang: input.lang.map(|lang| lang.trim().to_owned()).filter(|lang| !lang.is_empty()),
        };
        if message
            .lang
            .as_deref()
            .is_some_and(|l| !(2..=3).contains(&l.len()) || !l.bytes().all(|b| b.is_ascii_lowercase()))
        {
            errors.add("lang", "Lang must be a language code such as es");
        }
        errors.into_result(message)
    }

    /// The message's language, one of the site's `languages` (the default when it names none).
    pub fn in_language(mut self, languages: &Languages) -> Result<ContactMessage, ValidationErrors> {
        match self.lang.as_deref() {
            None => self.lang = Some(languages.default_language().to_owned()),
            Some(lang) if !languages.speaks(lang) => return Err(languages.unknown(lang)),
            Some(_) => {}
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_has_the_spec_message() {
        let errors = ContactMessage::parse(ContactInput::default()).unwrap_err();
        assert_eq!(errors.get("name"), Some("Name must be at least 2 characters"));
        assert_eq!(errors.get("email"), Some("Please enter a valid email address"));
        assert_eq!(errors.get("subject"), Some("Subject must be at least 4 characters"));
        assert_eq!(errors.get("message"), Some("Message must be at least 10 characters"));
    }

    #[test]
    fn a_filled_honeypot_marks_a_bot() {
        assert!(ContactInput { website: Some("http://spam".into()), ..Default::default() }.is_bot());
        assert!(!ContactInput { website: Some("  ".into()), ..Default::default() }.is_bot());
    }
}
