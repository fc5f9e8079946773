//! The site's settings: what owners change without rebuilding (DESIGN.md "Decisions").
//! The registration key and the token secret are not edited here: they are only rotated.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::{self, pick};
use crate::error::ValidationErrors;

/// The settings any visitor's page needs.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicSettings {
    pub site_name: String,
    pub contact_email: String,
    pub contact_phone: String,
    pub public_url: String,
    pub analytics_id: String,
}

/// Everything the super admin sees.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    #[serde(flatten)]
    pub public: PublicSettings,
    pub time_zone: String,
    pub registration_key: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsInput {
    pub site_name: Option<String>,
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    pub time_zone: Option<String>,
    pub public_url: Option<String>,
    pub analytics_id: Option<String>,
}

impl Settings {
    /// The database keys of the settings an owner edits.
    pub const EDITABLE: [&'static str; 6] =
        ["site_name", "contact_email", "contact_phone", "time_zone", "public_url", "analytics_id"];

    /// The rows of the `settings` table that hold these values, by database key.
    pub fn from_pairs(pairs: &[(String, String)]) -> Settings {
        let get =
            |key: &str| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
        Settings {
            public: PublicSettings {
                site_name: get("site_name"),
                contact_email: get("contact_email"),
                contact_phone: get("contact_phone"),
                public_url: get("public_url"),
                analytics_id: get("analytics_id"),
            },
            time_zone: get("time_zone"),
            registration_key: get("registration_key"),
        }
    }

    /// The editable values as `(database key, value)`.
    pub fn editable_pairs(&self) -> [(&'static str, &str); 6] {
        [
            ("site_name", &self.public.site_name),
            ("contact_email", &self.public.contact_email),
            ("contact_phone", &self.public.contact_phone),
            ("time_zone", &self.time_zone),
            ("public_url", &self.public.public_url),
            ("analytics_id", &self.public.analytics_id),
        ]
    }

    /// The one validation of a settings change, applied over the current settings.
    pub fn apply(&self, input: SettingsInput) -> Result<Settings, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let p = &self.public;
        let site_name = pick(input.site_name, Some(&p.site_name), String::new());
        let email = pick(input.contact_email, Some(&p.contact_email), String::new());
        let phone = pick(input.contact_phone, Some(&p.contact_phone), String::new());
        let time_zone = pick(input.time_zone, Some(&self.time_zone), String::new());
        let public_url = pick(input.public_url, Some(&p.public_url), String::new());
        let analytics_id = pick(input.analytics_id, Some(&p.analytics_id), String::new());
        let settings = Settings {
            public: PublicSettings {
                site_name: fields::text(
                    &mut errors,
                    "siteName",
                    &site_name,
                    2,
                    80,
                    "Site name must be at least 2 characters",
                ),
                contact_email: fields::email(
                    &mut errors,
                    "contactEmail",
                    &email,
                    "Please enter a valid email address",
                ),
                contact_phone: phone_number(&mut errors, &phone),
                public_url: base_url(&mut errors, &public_url),
                analytics_id: analytics(&mut errors, &analytics_id),
            },
            time_zone: zone(&mut errors, &time_zone),
            registration_key: self.registration_key.clone(),
        };
        errors.into_result(settings)
    }
}

fn phone_number(errors: &mut ValidationErrors, value: &str) -> String {
    let value = value.trim();
    let digits = value.chars().filter(char::is_ascii_digit).count();
    if digits < 3 || value.len() > 40 || !value.chars().all(|c| c.is_ascii_digit() || " +()-.".contains(c)) {
        errors.add("contactPhone", "Phone must be a number such as +1 (305) 555-0142");
    }
    value.to_owned()
}

/// The address the site is reached at, used for canonical links, the sitemap and feeds.
fn base_url(errors: &mut ValidationErrors, value: &str) -> String {
    let value = value.trim().trim_end_matches('/');
    let web = value.starts_with("https://") || value.starts_with("http://");
    if !web || !fields::is_safe_url(value) || value.contains(['?', '#']) {
        errors.add("publicUrl", "Public URL must be the site's address, such as https://mythagency.com");
    }
    value.to_owned()
}

fn analytics(errors: &mut ValidationErrors, value: &str) -> String {
    let value = value.trim();
    let valid = value.is_empty()
        || (value.len() <= 40 && value.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    if !valid {
        errors.add(
            "analyticsId",
            "Analytics id must look like G-XXXXXXXXXX, or be empty to turn analytics off",
        );
    }
    value.to_owned()
}

fn zone(errors: &mut ValidationErrors, value: &str) -> String {
    let value = value.trim();
    if jiff::tz::TimeZone::get(value).is_err() {
        errors.add("timeZone", format!("'{value}' is not a time zone; use a name such as America/New_York"));
    }
    value.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn current() -> Settings {
        Settings {
            public: PublicSettings {
                site_name: "MYTH Agency".into(),
                contact_email: "hello@mythagency.example".into(),
                contact_phone: "+1 (305) 555-0142".into(),
                public_url: "http://127.0.0.1:8080".into(),
                analytics_id: String::new(),
            },
            time_zone: "America/New_York".into(),
            registration_key: "k".into(),
        }
    }

    #[test]
    fn the_defaults_are_valid_and_a_change_keeps_the_rest() {
        let changed =
            current().apply(SettingsInput { site_name: Some("Myth".into()), ..Default::default() }).unwrap();
        assert_eq!(changed.public.site_name, "Myth");
        assert_eq!(changed.time_zone, "America/New_York");
    }

    #[test]
    fn bad_values_are_refused_with_a_fix() {
        let input = SettingsInput {
            time_zone: Some("Mars/Olympus".into()),
            public_url: Some("javascript:alert(1)".into()),
            analytics_id: Some("<script>".into()),
            contact_phone: Some("call me".into()),
            ..Default::default()
        };
        let errors = current().apply(input).unwrap_err();
        for field in ["timeZone", "publicUrl", "analyticsId", "contactPhone"] {
            assert!(errors.get(field).is_some(), "{field}");
        }
    }

    #[test]
    fn a_trailing_slash_is_dropped_from_the_public_url() {
        let input = SettingsInput { public_url: Some("https://myth.example/".into()), ..Default::default() };
        assert_eq!(current().apply(input).unwrap().public.public_url, "https://myth.example");
    }
}
