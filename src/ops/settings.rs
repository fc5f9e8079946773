//! `settings list | get | set | rotate-registration-key`: the owner's view of the settings, by
//! kebab-case name, checked by the same rules as the admin screen. A running server notices a
//! change within a second (the settings triggers bump `site_version`).

use std::path::Path;

use anyhow::Context;
use rusqlite::Connection;

use crate::db;
use crate::domain::mail;
use crate::domain::setting_keys::{self, Editor, SMTP_PASSWORD, Setting};
use crate::domain::settings::Settings;
use crate::ops::{OpsError, Result, open_existing};

/// What `settings` does.
#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Show every setting.
    List,
    /// Show one setting, e.g. `settings get site-name`.
    Get { name: String },
    /// Change one setting, e.g. `settings set contact-phone "+1 (305) 555-0100"`.
    Set { name: String, value: String },
    /// Replace the registration key with a new random one and print it.
    RotateRegistrationKey,
    /// Replace the secret that signs admin sessions: every admin must log in again.
    RotateTokenSecret,
}

pub fn run(db_path: &Path, action: Action) -> Result<()> {
    let mut conn = open_existing(db_path)?;
    match action {
        Action::List => {
            for (name, value) in list(&conn)? {
                println!("{name} = {value}");
            }
        }
        Action::Get { name } => println!("{}", get(&conn, &name)?),
        Action::Set { name, value } => {
            let stored = set(&mut conn, &name, &value)?;
            println!("{name} = {stored} (saved in {})", crate::ops::shown(db_path));
        }
        Action::RotateRegistrationKey => {
            let key =
                db::settings::rotate_registration_key(&conn).context("cannot rotate the registration key")?;
            println!(
                "The new registration key of {} is {key}; the old one no longer works.",
                crate::ops::shown(db_path)
            );
        }
        Action::RotateTokenSecret => {
            // The stored secret is not used while the variable fixes another: rotating it would
            // report a change that ends no session.
            if std::env::var_os("AGENCY_JWT_SECRET").is_some_and(|v| !v.is_empty()) {
                return Err(OpsError::usage(
                    "AGENCY_JWT_SECRET is set, so sessions are signed with it and not with the stored \
                     secret: change that variable and restart serve to end every session.",
                ));
            }
            let last_serve =
                db::serve_token_secret::last(&conn).context("cannot read how serve signs sessions")?;
            if let Some((db::serve_token_secret::Source::Environment, started_at)) = last_serve {
                return Err(OpsError::usage(format!(
                    "the server started at {started_at} signs sessions with AGENCY_JWT_SECRET, not the \
                     stored secret, so rotating it would end no session: change that variable and \
                     restart serve (a serve started without it makes rotating work again)."
                )));
            }
            db::settings::rotate_token_secret(&conn).context("cannot rotate the token secret")?;
            println!(
                "The token secret of {} was replaced: every admin must log in again (a running site notices within a second).",
                crate::ops::shown(db_path)
            );
        }
    }
    Ok(())
}

fn database(err: rusqlite::Error) -> OpsError {
    OpsError::Runtime(anyhow::Error::new(err).context("cannot use the settings"))
}

fn setting_named(name: &str) -> Result<&'static Setting> {
    setting_keys::by_name(name).ok_or_else(|| {
        let names: Vec<&str> = setting_keys::listed().map(|s| s.name).collect();
        OpsError::usage(format!("'{name}' is not a setting; the settings are: {}.", names.join(", ")))
    })
}

/// The value as the owner should see it: the SMTP password is only said to be set or not.
fn shown(setting: &Setting, value: String) -> String {
    match setting {
        s if *s == SMTP_PASSWORD && value.is_empty() => "(not set)".into(),
        s if *s == SMTP_PASSWORD => "(set)".into(),
        _ => value,
    }
}

fn list(conn: &Connection) -> Result<Vec<(&'static str, String)>> {
    let pairs = db::settings::all(conn).map_err(database)?;
    Ok(setting_keys::listed()
        .map(|setting| {
            let value =
                pairs.iter().find(|(k, _)| k == setting.key).map(|(_, v)| v.clone()).unwrap_or_default();
            (setting.name, shown(setting, value))
        })
        .collect())
}

fn get(conn: &Connection, name: &str) -> Result<String> {
    let setting = setting_named(name)?;
    Ok(shown(setting, db::settings::get(conn, setting.key).map_err(database)?.unwrap_or_default()))
}

/// Checks and stores one setting; returns the value as stored.
fn set(conn: &mut Connection, name: &str, value: &str) -> Result<String> {
    let setting = setting_named(name)?;
    if setting.editor == Editor::Rotated {
        return Err(OpsError::usage(
            "the registration key is not chosen by hand: run `settings rotate-registration-key` for a new one.",
        ));
    }
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(database)?;
    let stored = if setting.editor == Editor::SuperAdmin {
        let current = Settings::from_pairs(&db::settings::all(&tx).map_err(database)?);
        let input = Settings::input_for(setting, value.to_owned());
        let updated = current.apply(input).map_err(|e| OpsError::usage(format!("{e}.")))?;
        let (_, stored) =
            updated.editable_pairs().into_iter().find(|(s, _)| *s == setting).unwrap_or((setting, ""));
        stored.to_owned()
    } else {
        mail::check(setting, value).map_err(|problem| OpsError::usage(format!("{name} {problem}.")))?
    };
    db::settings::set_changed(&tx, &[(setting.key, &stored)]).map_err(database)?;
    tx.commit().map_err(database)?;
    Ok(shown(setting, stored))
}
