//! Signed session tokens: HS256 JWTs with `sub` (the user id), `iat`, `exp` (seconds) and `ver`
//! (the user's session generation, moved on by a password change). The secret lives in the
//! database (made on first migrate) unless AGENCY_JWT_SECRET overrides it.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use super::device::DeviceKey;

/// How long a login lasts: a working day with margin.
pub const TOKEN_LIFETIME_SECS: i64 = 12 * 60 * 60;
/// How far ahead of this server's clock a token's times may be (clocks of one machine agree; this
/// only absorbs a second boundary).
const CLOCK_SKEW_SECS: i64 = 5;

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    pub sub: String,
    pub iat: i64,
    pub exp: i64,
    /// Tokens made before session generations existed are generation 0.
    #[serde(default)]
    pub ver: i64,
    /// Not before: honoured when present (this server never sets it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nbf: Option<i64>,
}

/// Who a valid token speaks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Session {
    pub user_id: i64,
    pub version: i64,
}

#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    /// Device cookies are signed with a key derived from the same secret: rotating it ends them too.
    device: DeviceKey,
    /// Signs the contact form's tokens (`domain::spam`), derived from the secret under a label.
    form: [u8; 32],
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> TokenKeys {
        super::jwt_crypto::install();
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            device: DeviceKey::derive(secret),
            form: crate::domain::spam::derive_key(secret),
        }
    }

    pub fn device(&self) -> &DeviceKey {
        &self.device
    }

    pub fn form_key(&self) -> &[u8] {
        &self.form
    }

    pub fn issue(&self, session: Session) -> anyhow::Result<String> {
        let now = jiff::Timestamp::now().as_second();
        let claims = Claims {
            sub: session.user_id.to_string(),
            iat: now,
            exp: now + TOKEN_LIFETIME_SECS,
            ver: session.version,
            nbf: None,
        };
        Ok(jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?)
    }

    /// The session of a valid token: HS256 only (no `none`, no other algorithm), signed with our
    /// secret, `exp` strictly in the future with no leeway and no further ahead than one lifetime
    /// (a token signed with a leaked secret cannot be made to last for years), `iat` and `nbf` not
    /// in the future.
    pub fn verify(&self, token: &str) -> Option<Session> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.validate_nbf = true;
        validation.set_required_spec_claims(&["exp", "sub", "iat"]);
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).ok()?.claims;
        let now = jiff::Timestamp::now().as_second();
        let ahead = now + CLOCK_SKEW_SECS;
        let sound = claims.exp > now
            && claims.exp <= ahead + TOKEN_LIFETIME_SECS
            && claims.exp - claims.iat <= TOKEN_LIFETIME_SECS
            && claims.iat <= ahead
            && claims.nbf.is_none_or(|nbf| nbf <= now);
        let user_id = claims.sub.parse().ok().filter(|_| sound)?;
        Some(Session { user_id, version: claims.ver })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sign(keys: &TokenKeys, claims: &Claims) -> String {
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &keys.encoding).unwrap()
    }

    #[test]
    fn a_token_verifies_with_its_secret_only() {
        let keys = TokenKeys::new(b"one secret");
        let token = keys.issue(Session { user_id: 7, version: 3 }).unwrap();
        assert_eq!(keys.verify(&token), Some(Session { user_id: 7, version: 3 }));
        assert_eq!(TokenKeys::new(b"another secret").verify(&token), None);
    }

    #[test]
    fn expired_and_unsigned_tokens_are_refused() {
        let keys = TokenKeys::new(b"s");
        let past = Claims { sub: "1".into(), iat: 0, exp: 1, ver: 0, nbf: None };
        assert_eq!(keys.verify(&sign(&keys, &past)), None);
        // {"alg":"none"} with a valid-looking payload and no signature.
        let none = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwiaWF0IjowLCJleHAiOjk5OTk5OTk5OTl9.";
        assert_eq!(keys.verify(none), None);
        assert_eq!(keys.verify("garbage"), None);
    }

    #[test]
    fn tokens_that_last_too_long_or_start_later_are_refused() {
        let keys = TokenKeys::new(b"s");
        let now = jiff::Timestamp::now().as_second();
        let claims = |iat: i64, exp: i64, nbf: Option<i64>| Claims { sub: "1".into(), iat, exp, ver: 0, nbf };
        let forever = claims(now, now + 10 * 365 * 24 * 3600, None);
        assert_eq!(keys.verify(&sign(&keys, &forever)), None, "exp years ahead");
        let backdated = claims(now - 3 * TOKEN_LIFETIME_SECS, now + 60, None);
        assert_eq!(keys.verify(&sign(&keys, &backdated)), None, "longer than a lifetime");
        let future = claims(now + 3600, now + 3600 + 60, None);
        assert_eq!(keys.verify(&sign(&keys, &future)), None, "issued in the future");
        let not_yet = claims(now, now + 60, Some(now + 30));
        assert_eq!(keys.verify(&sign(&keys, &not_yet)), None, "nbf ahead");
        let fine = claims(now, now + 60, Some(now - 1));
        assert_eq!(keys.verify(&sign(&keys, &fine)), Some(Session { user_id: 1, version: 0 }));
    }
}
