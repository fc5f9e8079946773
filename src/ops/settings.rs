//! `settings list | get | set | rotate-registration-key`: the owner's view of the settings, by
//! kebab-case name, checked by the same rules as the admin screen. A running server notices a
//! change within a second (the settings triggers bump `site_version`).

use rusqlite::Connection;

use crate::db;
use crate::domain::mail;
use crate::domain::settings::{Settings, SettingsInput};

/// Every setting the CLI knows: (name, database key).
pub const NAMES: [(&str, &str); 14] = [
    ("site-name", "site_name"),
    ("contact-email", "contact_email"),
    ("contact-phone", "contact_phone"),
    ("time-zone", "time_zone"),
    ("public-url", "public_url"),
    ("analytics-id", "analytics_id"),
    ("registration-key", "registration_key"),
    ("notify-email", "notify_email"),
    ("smtp-host", "smtp_host"),
    ("smtp-port", "smtp_port"),
    ("smtp-username", "smtp_username"),
    ("smtp-password", "smtp_password"),
    ("smtp-from", "smtp_from"),
    ("smtp-security", "smtp_security"),
];

/// A problem with what the owner typed (exit 2), or with the database (exit 1).
#[derive(Debug)]
pub enum SettingsError {
    Input(String),
    Database(rusqlite::Error),
}

impl From<rusqlite::Error> for SettingsError {
    fn from(err: rusqlite::Error) -> Self {
        SettingsError::Database(err)
    }
}

fn key_of(name: &str) -> Result<&'static str, SettingsError> {
    NAMES.iter().find(|(n, _)| *n == name).map(|(_, k)| *k).ok_or_else(|| {
        let names: Vec<&str> = NAMES.iter().map(|(n, _)| *n).collect();
        SettingsError::Input(format!("'{name}' is not a setting; the settings are: {}", names.join(", ")))
    })
}

/// The value as the owner should see it: the SMTP password is only said to be set or not.
fn shown(key: &str, value: String) -> String {
    match key {
        "smtp_password" if value.is_empty() => "(not set)".into(),
        "smtp_password" => "(set)".into(),
        _ => value,
    }
}

pub fn list(conn: &Connection) -> Result<Vec<(&'static str, String)>, SettingsError> {
    let pairs = db::settings::all(conn)?;
    Ok(NAMES
        .iter()
        .map(|(name, key)| {
            let value = pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
            (*name, shown(key, value))
        })
        .collect())
}

pub fn get(conn: &Connection, name: &str) -> Result<String, SettingsError> {
    let key = key_of(name)?;
    Ok(shown(key, db::settings::get(conn, key)?.unwrap_or_default()))
}

/// Checks and stores one setting; returns the value as stored.
pub fn set(conn: &mut Connection, name: &str, value: &str) -> Result<String, SettingsError> {
    let key = key_of(name)?;
    if key == "registration_key" {
        return Err(SettingsError::Input(
            "the registration key is not chosen by hand: run `settings rotate-registration-key` for a new one".into(),
        ));
    }
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let stored = if Settings::EDITABLE.contains(&key) {
        let current = Settings::from_pairs(&db::settings::all(&tx)?);
        let value = Some(value.to_owned());
        let mut input = SettingsInput::default();
        match key {
            "site_name" => input.site_name = value,
            "contact_email" => input.contact_email = value,
            "contact_phone" => input.contact_phone = value,
            "time_zone" => input.time_zone = value,
            "public_url" => input.public_url = value,
            _ => input.analytics_id = value,
        }
        let updated = current.apply(input).map_err(|e| SettingsError::Input(e.to_string()))?;
        let (_, stored) = updated.editable_pairs().into_iter().find(|(k, _)| *k == key).unwrap_or((key, ""));
        stored.to_owned()
    } else {
        mail::check(key, value).map_err(|problem| SettingsError::Input(format!("{name} {problem}")))?
    };
    db::settings::set(&tx, key, &stored)?;
    tx.commit()?;
    Ok(shown(key, stored))
}
