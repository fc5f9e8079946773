//! A contact inquiry from the public form (docs/PRODUCT.md §3; rules in §5).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields;
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
    pub created_at: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactInput {
    #[schema(min_length = 2, max_length = 100)]
    pub name: Option<String>,
    #[schema(format = Email, max_length = 254, example = "ana@example.com")]
    pub email: Option<String>,
    #[schema(min_length = 4, max_length = 200)]
    pub subject: Option<String>,
    #[schema(min_length = 10, max_length = 5000)]
    pub message: Option<String>,
    /// The honeypot: hidden from people, filled in by bots.
    pub website: Option<String>,
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
}

impl ContactMessage {
    pub fn parse(input: ContactInput) -> Result<ContactMessage, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let message = ContactMessage {
            name: fields::text(
                &mut errors,
                "name",
                &input.name.unwrap_or_default(),
                2,
                100,
                "Name must be at least 2 characters",
            ),
            email: fields::email(
                &mut errors,
                "email",
                &input.email.unwrap_or_default(),
                "Please enter a valid email address",
            ),
            subject: fields::text(
                &mut errors,
                "subject",
                &input.subject.unwrap_or_default(),
                4,
                200,
                "Subject must be at least 4 characters",
            ),
            message: fields::text(
                &mut errors,
                "message",
                &input.message.unwrap_or_default(),
                10,
                5000,
                "Message must be at least 10 characters",
            ),
        };
        errors.into_result(message)
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
