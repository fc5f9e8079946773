//! Signed session tokens: HS256 JWTs with `sub` (the user id), `iat` and `exp` in seconds.
//! The secret lives in the database (made on first migrate) unless AGENCY_JWT_SECRET overrides it.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// How long a login lasts: a working day with margin.
pub const TOKEN_LIFETIME_SECS: i64 = 12 * 60 * 60;

#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    pub sub: String,
    pub iat: i64,
    pub exp: i64,
}

#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl TokenKeys {
    pub fn new(secret: &[u8]) -> TokenKeys {
        TokenKeys { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret) }
    }

    pub fn issue(&self, user_id: i64) -> anyhow::Result<String> {
        let now = jiff::Timestamp::now().as_second();
        let claims = Claims { sub: user_id.to_string(), iat: now, exp: now + TOKEN_LIFETIME_SECS };
        Ok(jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?)
    }

    /// The user id of a valid token: HS256 only (no `none`, no other algorithm), signed with our
    /// secret, `exp` strictly in the future with no leeway.
    pub fn verify(&self, token: &str) -> Option<i64> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).ok()?;
        let now = jiff::Timestamp::now().as_second();
        if data.claims.exp <= now {
            return None;
        }
        data.claims.sub.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_verifies_with_its_secret_only() {
        let keys = TokenKeys::new(b"one secret");
        let token = keys.issue(7).unwrap();
        assert_eq!(keys.verify(&token), Some(7));
        assert_eq!(TokenKeys::new(b"another secret").verify(&token), None);
    }

    #[test]
    fn expired_and_unsigned_tokens_are_refused() {
        let keys = TokenKeys::new(b"s");
        let past = Claims { sub: "1".into(), iat: 0, exp: 1 };
        let expired = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &past, &keys.encoding).unwrap();
        assert_eq!(keys.verify(&expired), None);
        // {"alg":"none"} with a valid-looking payload and no signature.
        let none = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwiaWF0IjowLCJleHAiOjk5OTk5OTk5OTl9.";
        assert_eq!(keys.verify(none), None);
        assert_eq!(keys.verify("garbage"), None);
    }
}
