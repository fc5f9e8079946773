//! Password hashing with argon2id at OWASP's recommended cost (m=19456 KiB, t=2, p=1).
//! Both functions are slow on purpose: call them off the async executor.

use std::sync::LazyLock;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use tokio::sync::Semaphore;

use crate::error::AppError;

/// A hash of a random password, verified against when the user does not exist, so a login
/// for an unknown name costs the same time as a wrong password.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    let random: [u8; 16] = argon2::password_hash::generate_salt();
    hash(&String::from_utf8_lossy(&random)).unwrap_or_default()
});

pub fn hash(password: &str) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("cannot hash the password: {e}"))
}

/// True when `password` matches the stored PHC string; an unreadable hash never matches.
pub fn verify(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// Spends the time of one verification without any user to check against.
pub fn verify_dummy(password: &str) {
    let _ = verify(password, &DUMMY_HASH);
}

/// The public parameters of a stored hash (`argon2id m=19456,t=2,p=1`): what an admin may see
/// in place of the hash, which never leaves the server.
pub fn describe(stored: &str) -> String {
    match PasswordHash::new(stored) {
        Ok(parsed) => format!("{} {}", parsed.algorithm, parsed.params),
        Err(_) => "unknown".to_owned(),
    }
}

/// Hashes computed at once at most: each takes 19 MiB and a core for a moment, so a burst of
/// logins waits its turn instead of taking the machine's memory.
static HASHING: Semaphore = Semaphore::const_new(2);

/// `hash` off the async executor.
pub async fn hash_blocking(password: String) -> Result<String, AppError> {
    let _turn = HASHING.acquire().await.map_err(|e| AppError::Internal(e.into()))?;
    tokio::task::spawn_blocking(move || hash(&password))
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("hashing task failed: {e}")))?
        .map_err(AppError::Internal)
}

/// Checks a login off the async executor, spending the same time whether or not the user exists.
pub async fn check_blocking(password: String, stored: Option<String>) -> Result<bool, AppError> {
    let _turn = HASHING.acquire().await.map_err(|e| AppError::Internal(e.into()))?;
    tokio::task::spawn_blocking(move || match stored {
        Some(stored) => verify(&password, &stored),
        None => {
            verify_dummy(&password);
            false
        }
    })
    .await
    .map_err(|e| AppError::Internal(anyhow::anyhow!("password check failed: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_and_no_other() {
        let stored = hash("correct horse").unwrap();
        assert!(verify("correct horse", &stored));
        assert!(!verify("correct horsE", &stored));
    }

    #[test]
    fn hashes_use_argon2id_at_owasp_cost() {
        let stored = hash("secret1").unwrap();
        assert_eq!(describe(&stored), "argon2id m=19456,t=2,p=1");
    }

    #[test]
    fn an_unreadable_hash_never_matches() {
        assert!(!verify("anything", "not a hash"));
        assert_eq!(describe("not a hash"), "unknown");
    }
}
