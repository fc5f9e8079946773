//! `create-admin`: a new admin account (the first one ever is the super admin), or a new password
//! for an existing one, with the password read from a terminal prompt or standard input.

use std::io::{IsTerminal, Read};
use std::path::Path;

use anyhow::Context;

use crate::auth::password;
use crate::db::{self, users};
use crate::domain::credentials::NewCredentials;
use crate::domain::setting_keys::REGISTRATION_KEY;
use crate::ops::{OpsError, Result};

pub fn create_admin(
    db_path: &Path,
    username: &str,
    password_stdin: bool,
    reset_password: bool,
) -> Result<()> {
    let password = read_new_password(password_stdin)?;
    let credentials =
        NewCredentials::parse(username, &password).map_err(|errors| OpsError::usage(format!("{errors}.")))?;

    let conn = crate::ops::open(db_path)?;
    let hash = password::hash(credentials.password.as_str())?;
    if reset_password {
        let name = credentials.username.as_str();
        let user =
            users::find_by_username(&conn, name).context("cannot read the admins")?.ok_or_else(|| {
                OpsError::usage(format!("There is no admin named '{name}'; nothing was changed."))
            })?;
        users::set_password_hash(&conn, user.id, &hash).context("cannot save the new password")?;
        println!("Set a new password for '{}'.", user.username);
        return Ok(());
    }
    let user = users::insert(&conn, credentials.username.as_str(), &hash).map_err(|err| {
        if users::is_unique_violation(&err) {
            OpsError::usage(format!("The username '{}' is already taken.", credentials.username.as_str()))
        } else {
            OpsError::Runtime(anyhow::Error::new(err).context("cannot create the admin"))
        }
    })?;
    if user.is_super_admin {
        let key =
            db::settings::get(&conn, REGISTRATION_KEY.key).context("cannot read the registration key")?;
        println!("Created the super admin '{}'.", user.username);
        if let Some(key) = key {
            println!("Other admins register at /admin/register with the registration key: {key}");
        }
    } else {
        println!("Created the admin '{}'.", user.username);
    }
    Ok(())
}

/// The password from stdin (`--password-stdin`) or typed twice at a terminal prompt.
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
    let first = rpassword::prompt_password("Password: ").context("cannot read the password")?;
    let second = rpassword::prompt_password("Repeat the password: ").context("cannot read the password")?;
    if first != second {
        return Err(OpsError::usage("The two passwords do not match; nothing was created."));
    }
    Ok(first)
}
