//! `create-admin`: a new admin account (the first one ever is the super admin), or a new password
//! for an existing one, with the password read from a terminal prompt or standard input; and
//! `disable-totp`, which turns an admin's two-factor sign-in off.

use std::io::{IsTerminal, Read};
use std::path::Path;

use anyhow::Context;

use crate::auth::password;
use crate::db::{self, users};
use crate::domain::credentials::{PASSWORD, Password, Username};
use crate::domain::setting_keys::REGISTRATION_KEY;
use crate::domain::validation::ValidationErrors;
use crate::ops::{OpsError, Result};

/// How many times a person at the prompt may try before the command gives up.
const PROMPT_TRIES: usize = 3;

pub fn create_admin(
    db_path: &Path,
    username: &str,
    password_stdin: bool,
    reset_password: bool,
) -> Result<()> {
    // The name first, so nobody types a password for a command that cannot succeed.
    let mut errors = ValidationErrors::default();
    let name = if reset_password {
        Username::existing(&mut errors, username)
    } else {
        Username::parse(&mut errors, username)
    };
    errors.into_result(()).map_err(|errors| OpsError::usage(format!("{errors}.")))?;
    let conn = crate::ops::open(db_path)?;
    let existing = users::find_by_username(&conn, name.as_str()).context("cannot read the admins")?;
    match (&existing, reset_password) {
        (None, true) => {
            return Err(OpsError::usage(format!(
                "There is no admin named '{}'; nothing was changed.",
                name.as_str()
            )));
        }
        (Some(user), false) => {
            return Err(OpsError::usage(format!(
                "The username '{0}' is already taken; to give it a new password, run \
                 `agency-site create-admin --username {0} --reset-password`.",
                user.username
            )));
        }
        _ => {}
    }

    let password = read_new_password(password_stdin)?;
    let mut errors = ValidationErrors::default();
    let password = Password::parse(&mut errors, &PASSWORD, &password);
    errors.into_result(()).map_err(|errors| OpsError::usage(format!("{errors}.")))?;
    let hash = password::hash(password.as_str())?;
    if let Some(user) = existing {
        users::set_password_hash(&conn, user.id, &hash).context("cannot save the new password")?;
        println!(
            "Set a new password for '{}' in {}; all its sessions have ended.",
            user.username,
            crate::ops::shown(db_path)
        );
        return Ok(());
    }
    let user = users::insert(&conn, name.as_str(), &hash).map_err(|err| {
        if users::is_unique_violation(&err) {
            OpsError::usage(format!("The username '{}' was taken just now.", name.as_str()))
        } else {
            OpsError::Runtime(anyhow::Error::new(err).context("cannot create the admin"))
        }
    })?;
    if user.is_super_admin {
        let key =
            db::settings::get(&conn, REGISTRATION_KEY.key).context("cannot read the registration key")?;
        println!("Created the super admin '{}' in {}.", user.username, crate::ops::shown(db_path));
        if let Some(key) = key {
            println!("Other admins register at /admin/register with the registration key: {key}");
        }
    } else {
        println!("Created the admin '{}' in {}.", user.username, crate::ops::shown(db_path));
    }
    Ok(())
}

/// Turns two-factor sign-in off for `username` (the owner's way back in for an admin who lost
/// both the device and the recovery codes).
pub fn disable_totp(db_path: &Path, username: &str) -> Result<()> {
    let mut conn = crate::ops::open_existing(db_path)?;
    let user =
        users::find_by_username(&conn, username).context("cannot read the admins")?.ok_or_else(|| {
            OpsError::usage(format!("There is no admin named '{username}'; nothing was changed."))
        })?;
    if user.totp_secret.is_none() {
        println!("Two-factor sign-in is already off for '{}'.", user.username);
        return Ok(());
    }
    users::disable_totp(&mut conn, user.id).context("cannot turn two-factor sign-in off")?;
    println!(
        "Turned two-factor sign-in off for '{}' in {}: their sessions ended, and they sign in with \
         their password alone.",
        user.username,
        crate::ops::shown(db_path)
    );
    Ok(())
}

/// The password from stdin (`--password-stdin`) or typed twice at a terminal prompt. At the
/// prompt a password that breaks a rule, or a repeat that differs, is asked for again.
fn read_new_password(from_stdin: bool) -> Result<String> {
    if from_stdin {
        let mut input = String::new();
        std::io::stdin()
            .read_to_string(&mut input)
            .context("cannot read the password from standard input")?;
        let line = input.strip_suffix('\n').unwrap_or(&input);
        return Ok(line.strip_suffix('\r').unwrap_or(line).to_owned());
    }
    if !std::io::stdin().is_terminal() {
        return Err(OpsError::usage(
            "No terminal to ask for the password: pipe it in with --password-stdin.",
        ));
    }
    for _ in 0..PROMPT_TRIES {
        let first = rpassword::prompt_password("Password (at least 6 characters): ")
            .context("cannot read the password")?;
        let mut errors = ValidationErrors::default();
        Password::parse(&mut errors, &PASSWORD, &first);
        if !errors.is_empty() {
            eprintln!("{errors}. Try again.");
            continue;
        }
        let second =
            rpassword::prompt_password("Repeat the password: ").context("cannot read the password")?;
        if first == second {
            return Ok(first);
        }
        eprintln!("The two passwords do not match. Try again.");
    }
    Err(OpsError::usage(format!("No valid password after {PROMPT_TRIES} tries; nothing was changed.")))
}
