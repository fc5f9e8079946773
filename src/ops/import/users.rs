//! The admin accounts of an export: each checked as registration checks a name, with its password
//! hash, two-factor secret and recovery codes as stored. Apart because only accounts carry
//! secrets, and an export made without them brings the accounts back locked.

use serde::Deserialize;
use serde_json::Value;

use super::records::{timestamp, typed};
use crate::db::users::UserRow;
use crate::domain::credentials::Username;
use crate::domain::validation::ValidationErrors;

/// A password hash that matches no password: accounts exported without `--include-secrets`
/// come back locked until the owner runs `create-admin --reset-password`.
pub const LOCKED_HASH: &str = "!locked";

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct UserRecord {
    id: i64,
    username: String,
    #[serde(default = "yes")]
    is_admin: bool,
    #[serde(default)]
    is_super_admin: bool,
    created_at: String,
    password_hash: Option<String>,
    /// Two-factor sign-in, exported with `--include-secrets`: the secret (base32) and the hashes
    /// of the unused recovery codes.
    #[serde(default)]
    totp_secret: Option<String>,
    #[serde(default)]
    recovery_codes: Vec<String>,
    /// The session generation, exported with `--include-secrets` (with the token secret, the
    /// source's sessions go on); absent, the account starts at a new random one.
    #[serde(default)]
    session_version: Option<i64>,
}

fn yes() -> bool {
    true
}

/// The account at `users[i]`, its recovery codes' hashes and the session generation it carried.
pub fn user(i: usize, value: &Value) -> Result<(UserRow, Vec<String>, Option<i64>), String> {
    let at = format!("users[{i}]");
    let record: UserRecord = typed(value, &at)?;
    let mut errors = ValidationErrors::default();
    let username = Username::parse(&mut errors, &record.username);
    errors.into_result(()).map_err(|e| format!("{at}: {e}"))?;
    if record.id <= 0 {
        return Err(format!("{at}.id: ids are positive whole numbers"));
    }
    timestamp(&record.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    let password_hash = match record.password_hash {
        Some(hash) if hash.starts_with("$argon2") || hash == LOCKED_HASH => hash,
        Some(_) => return Err(format!("{at}.passwordHash: not an argon2 hash")),
        None => LOCKED_HASH.to_owned(),
    };
    if let Some(secret) = &record.totp_secret
        && totp_rs::Secret::try_from_base32(secret).is_err()
    {
        return Err(format!("{at}.totpSecret: not a two-factor secret (base32)"));
    }
    if let Some(bad) =
        record.recovery_codes.iter().find(|h| h.len() != 64 || !h.bytes().all(|b| b.is_ascii_hexdigit()))
    {
        return Err(format!("{at}.recoveryCodes: '{bad}' is not a recovery code's hash"));
    }
    let row = UserRow {
        id: record.id,
        username: username.as_str().to_owned(),
        password_hash,
        is_admin: record.is_admin,
        is_super_admin: record.is_super_admin,
        created_at: record.created_at,
        // Not written here: the generation the export carried, if any, follows (`generations`).
        session_version: 0,
        totp_secret: record.totp_secret,
        totp_pending: None,
        totp_last_step: 0,
        // Not written either: a restored account starts again at version 1.
        version: 1,
    };
    Ok((row, record.recovery_codes, record.session_version))
}
