//! The site's settings: what owners change without rebuilding (docs/DESIGN.md "Decisions").
//! The registration key and the token secret are not edited here: they are only rotated.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::{self, pick};
use crate::domain::languages::{DEFAULT_LANGUAGES, Languages};
use crate::domain::mail;
use crate::domain::rules::{Declared, Field};
use crate::domain::setting_keys::{
    self, ANALYTICS_ID, CONTACT_EMAIL, CONTACT_PHONE, Editor, LANGUAGES, PUBLIC_URL, REGISTRATION_KEY,
    SITE_NAME, Setting, TIME_ZONE,
};
use crate::domain::validation::ValidationErrors;

/// The public URL a new site starts with (the first migration stores it): fine on the owner's
/// machine, wrong anywhere else.
pub const DEFAULT_PUBLIC_URL: &str = "http://127.0.0.1:8080";

/// The settings any visitor's page needs.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicSettings {
    pub site_name: String,
    pub contact_email: String,
    pub contact_phone: String,
    pub public_url: String,
    pub analytics_id: String,
    /// Public because visitors' pages and the editor's scheduling both show dates in it.
    pub time_zone: String,
    /// The languages of the site, the default first (`en,es`): see `domain::languages`.
    #[schema(example = "en,es")]
    pub languages: String,
}

/// Everything the super admin sees.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    #[serde(flatten)]
    pub public: PublicSettings,
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
    pub languages: Option<String>,
    /// The version this change was based on: a stale one is refused (412), as with `If-Match`,
    /// which wins when both are sent.
    #[schema(minimum = 1)]
    pub version: Option<i64>,
}

const SITE_NAME_FIELD: Field = Field::text("siteName", "Site name", 2, 80);
const CONTACT_EMAIL_FIELD: Field =
    Field::email("contactEmail", "Contact email").missing_says("Please enter a valid email address");

impl Declared for SettingsInput {
    const RULES: &'static [Field] = &[SITE_NAME_FIELD, CONTACT_EMAIL_FIELD];
}

impl Settings {
    /// The rows of the `settings` table that hold these values.
    pub fn from_pairs(pairs: &[(String, String)]) -> Settings {
        let get = |setting: &Setting| {
            pairs.iter().find(|(k, _)| k == setting.key).map(|(_, v)| v.clone()).unwrap_or_default()
        };
        Settings {
            public: PublicSettings {
                site_name: get(&SITE_NAME),
                contact_email: get(&CONTACT_EMAIL),
                contact_phone: get(&CONTACT_PHONE),
                public_url: get(&PUBLIC_URL),
                analytics_id: get(&ANALYTICS_ID),
                time_zone: get(&TIME_ZONE),
                languages: Some(get(&LANGUAGES))
                    .filter(|l| !l.is_empty())
                    .unwrap_or_else(|| DEFAULT_LANGUAGES.to_owned()),
            },
            registration_key: get(&REGISTRATION_KEY),
        }
    }

    /// The values the super admin edits (`Editor::SuperAdmin`), by setting.
    pub fn editable_pairs(&self) -> [(&'static Setting, &str); 7] {
        [
            (&SITE_NAME, &self.public.site_name),
            (&CONTACT_EMAIL, &self.public.contact_email),
            (&CONTACT_PHONE, &self.public.contact_phone),
            (&TIME_ZONE, &self.public.time_zone),
            (&PUBLIC_URL, &self.public.public_url),
            (&ANALYTICS_ID, &self.public.analytics_id),
            (&LANGUAGES, &self.public.languages),
        ]
    }

    /// A change of one editable setting, as the CLI's `settings set` names it.
    pub fn input_for(setting: &Setting, value: String) -> SettingsInput {
        let mut input = SettingsInput::default();
        input.set(setting, value);
        input
    }

    /// The one validation of a settings change, applied over the current settings.
    pub fn apply(&self, input: SettingsInput) -> Result<Settings, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let p = &self.public;
        let site_name = pick(input.site_name, Some(&p.site_name), String::new());
        let email = pick(input.contact_email, Some(&p.contact_email), String::new());
        let phone = pick(input.contact_phone, Some(&p.contact_phone), String::new());
        let time_zone = pick(input.time_zone, Some(&p.time_zone), String::new());
        let public_url = pick(input.public_url, Some(&p.public_url), String::new());
        let analytics_id = pick(input.analytics_id, Some(&p.analytics_id), String::new());
        let languages = pick(input.languages, Some(&p.languages), DEFAULT_LANGUAGES.to_owned());
        let settings = Settings {
            public: PublicSettings {
                site_name: SITE_NAME_FIELD.check_text(&mut errors, &site_name),
                contact_email: CONTACT_EMAIL_FIELD.check_email(&mut errors, &email),
                contact_phone: phone_number(&mut errors, &phone),
                public_url: base_url(&mut errors, &public_url),
                analytics_id: analytics(&mut errors, &analytics_id),
                time_zone: zone(&mut errors, &time_zone),
                languages: Languages::parse(&mut errors, "languages", &languages),
            },
            registration_key: self.registration_key.clone(),
        };
        errors.into_result(settings)
    }

    /// The settings of an export, as `(key, value)` rows: each checked as its editor checks it
    /// (the admin screen's rules, `settings set`'s, or a minimal length for the rotated secrets).
    pub fn check_export(exported: &BTreeMap<String, String>) -> Result<Vec<(String, String)>, String> {
        let mut settings = Vec::new();
        for (key, value) in exported {
            let setting =
                setting_keys::by_key(key).ok_or_else(|| format!("'{key}' is not a setting of this site"))?;
            settings.push((setting, value.clone()));
        }
        let missing: Vec<&str> = setting_keys::ALL
            .iter()
            // An export made before the site had languages has none: it speaks the default ones.
            .filter(|s| {
                s.editor == Editor::SuperAdmin && !exported.contains_key(s.key) && s.key != LANGUAGES.key
            })
            .map(|s| s.key)
            .collect();
        if !missing.is_empty() {
            return Err(format!("the export lacks {}", missing.join(", ")));
        }
        let mut input = SettingsInput::default();
        let mut pairs = Vec::new();
        for (setting, value) in settings {
            match setting.editor {
                Editor::SuperAdmin => input.set(setting, value),
                Editor::Owner => {
                    let checked = mail::check(setting, &value).map_err(|e| format!("{} {e}", setting.key))?;
                    pairs.push((setting.key.to_owned(), checked));
                }
                Editor::Rotated if value.trim().len() < 8 => {
                    return Err(format!("'{}' is too short to be a secret", setting.key));
                }
                Editor::Rotated => pairs.push((setting.key.to_owned(), value)),
            }
        }
        let checked = Settings::from_pairs(&[]).apply(input).map_err(|e| format!("{e}"))?;
        pairs.extend(checked.editable_pairs().iter().map(|(s, v)| (s.key.to_owned(), (*v).to_owned())));
        Ok(pairs)
    }
}

impl SettingsInput {
    /// Sets the field of one editable setting (others are left alone).
    pub fn set(&mut self, setting: &Setting, value: String) {
        let value = Some(value);
        match setting.key {
            k if k == SITE_NAME.key => self.site_name = value,
            k if k == CONTACT_EMAIL.key => self.contact_email = value,
            k if k == CONTACT_PHONE.key => self.contact_phone = value,
            k if k == TIME_ZONE.key => self.time_zone = value,
            k if k == PUBLIC_URL.key => self.public_url = value,
            k if k == ANALYTICS_ID.key => self.analytics_id = value,
            k if k == LANGUAGES.key => self.languages = value,
            _ => {}
        }
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
    // Only a GA4 measurement id loads anything: gtag.js ignores the old `UA-` ids.
    let valid = value.is_empty()
        || value.strip_prefix("G-").is_some_and(|id| {
            !id.is_empty() && id.len() <= 38 && id.chars().all(|c| c.is_ascii_alphanumeric())
        });
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
                time_zone: "America/New_York".into(),
                languages: "en,es".into(),
            },
            registration_key: "k".into(),
        }
    }

    #[test]
    fn the_defaults_are_valid_and_a_change_keeps_the_rest() {
        let changed =
            current().apply(SettingsInput { site_name: Some("Myth".into()), ..Default::default() }).unwrap();
        assert_eq!(changed.public.site_name, "Myth");
        assert_eq!(changed.public.time_zone, "America/New_York");
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
