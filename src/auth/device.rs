//! Device cookies, OWASP's answer to a distributed guesser locking the owner out: a browser that
//! signed in as an admin gets a signed, long-lived cookie naming that admin, and a login that
//! shows a valid one is not held by the lockout that failures for the username from everywhere
//! cause (only by that cookie's own failures, see `limits`). The server keeps nothing, so the
//! trust survives restarts.
//!
//! A cookie is `v1.<id>.<generation>.<expiry>.<nonce>.<username>.<mac>` (base64url where needed),
//! signed with HMAC-SHA256 under a key derived from the token secret. It is revoked by rotating
//! the secret (every cookie), and by anything that moves the admin's session generation on (a
//! password change or reset, two-factor turned on or off): the cookie names the generation.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::digest::KeyInit;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

type HmacSha256 = Hmac<Sha256>;

/// The cookie's name.
pub const COOKIE: &str = "agency_device";
/// How long a browser stays known after its last sign-in: a season of occasional visits.
pub const LIFETIME_SECS: i64 = 90 * 24 * 60 * 60;
/// The paths the browser sends it to: the login only (it is never needed elsewhere).
const PATH: &str = "/api/auth";

/// Signs and checks device cookies.
#[derive(Clone)]
pub struct DeviceKey(HmacSha256);

/// Whom a valid cookie names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    pub user_id: i64,
    pub username: String,
    pub generation: i64,
    /// Tells one browser's cookie from another's: its failures are counted under this.
    pub nonce: String,
}

impl DeviceKey {
    /// A key of its own, derived from the token secret: a cookie can never pass for a token.
    pub fn derive(secret: &[u8]) -> DeviceKey {
        let derived =
            Sha256::new().chain_update(b"agency-site device cookie v1\0").chain_update(secret).finalize();
        // HMAC pads a shorter key with zeros to its block: this is the 32-byte key, infallibly.
        let mut block = [0u8; 64];
        block[..32].copy_from_slice(&derived);
        DeviceKey(<HmacSha256 as KeyInit>::new(&block.into()))
    }

    /// A cookie for the admin `user_id` named `username` at session generation `generation`,
    /// valid from `now` (seconds) for `LIFETIME_SECS`; None only when no random nonce can be had.
    pub fn issue(&self, user_id: i64, username: &str, generation: i64, now: i64) -> Option<String> {
        let nonce = URL_SAFE_NO_PAD.encode(&argon2::password_hash::try_generate_salt().ok()?[..12]);
        let name = URL_SAFE_NO_PAD.encode(username.to_lowercase());
        let body = format!("v1.{user_id}.{generation}.{}.{nonce}.{name}", now + LIFETIME_SECS);
        let mac =
            URL_SAFE_NO_PAD.encode(self.0.clone().chain_update(body.as_bytes()).finalize().into_bytes());
        Some(format!("{body}.{mac}"))
    }

    /// The device a cookie names, when it was signed with this key and has not expired at `now`.
    pub fn verify(&self, cookie: &str, now: i64) -> Option<Device> {
        let (body, mac) = cookie.rsplit_once('.')?;
        let mac = URL_SAFE_NO_PAD.decode(mac).ok()?;
        // verify_slice compares in constant time.
        self.0.clone().chain_update(body.as_bytes()).verify_slice(&mac).ok()?;
        let mut parts = body.split('.');
        let (version, id, generation, expiry, nonce, name) =
            (parts.next()?, parts.next()?, parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if version != "v1" || parts.next().is_some() || expiry.parse::<i64>().ok()? <= now {
            return None;
        }
        Some(Device {
            user_id: id.parse().ok()?,
            username: String::from_utf8(URL_SAFE_NO_PAD.decode(name).ok()?).ok()?,
            generation: generation.parse().ok()?,
            nonce: nonce.to_owned(),
        })
    }
}

/// The `Set-Cookie` value that stores `cookie` in the browser: HttpOnly (no script reads it),
/// SameSite=Strict and only sent to the login, Secure when the site is served over https.
pub fn set_cookie(cookie: &str, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}={cookie}; Max-Age={LIFETIME_SECS}; Path={PATH}; HttpOnly; SameSite=Strict{secure}")
}

/// The device cookie a request carries (the first, if a browser sent several).
pub fn from_header(cookies: &str) -> Option<&str> {
    cookies
        .split(';')
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, v)| v)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000;

    #[test]
    fn a_cookie_names_its_admin_and_generation_until_it_expires() {
        let key = DeviceKey::derive(b"the token secret");
        let cookie = key.issue(7, "Owner", 3, NOW).unwrap();
        let device = key.verify(&cookie, NOW + 60).expect("valid");
        assert_eq!((device.user_id, device.username.as_str(), device.generation), (7, "owner", 3));
        assert_eq!(key.verify(&cookie, NOW + LIFETIME_SECS), None, "expired");
        assert_ne!(key.issue(7, "owner", 3, NOW).unwrap(), cookie, "each browser's is its own");
    }

    #[test]
    fn a_cookie_from_another_secret_or_changed_in_any_way_is_refused() {
        let key = DeviceKey::derive(b"the token secret");
        let cookie = key.issue(7, "owner", 3, NOW).unwrap();
        assert_eq!(DeviceKey::derive(b"a rotated secret").verify(&cookie, NOW), None);
        let longer =
            cookie.replacen(&(NOW + LIFETIME_SECS).to_string(), &(NOW + 10 * LIFETIME_SECS).to_string(), 1);
        assert_eq!(key.verify(&longer, NOW), None, "expiry changed");
        let other = cookie.replacen("v1.7.", "v1.8.", 1);
        assert_eq!(key.verify(&other, NOW), None, "another admin");
        for garbage in ["", ".", "v1", "a.b.c.d.e.f.g.h"] {
            assert_eq!(key.verify(garbage, NOW), None, "{garbage}");
        }
    }

    #[test]
    fn the_cookie_is_http_only_strict_and_secure_over_https() {
        assert_eq!(
            set_cookie("abc", true),
            "agency_device=abc; Max-Age=7776000; Path=/api/auth; HttpOnly; SameSite=Strict; Secure"
        );
        assert!(!set_cookie("abc", false).contains("Secure"));
        assert_eq!(from_header("theme=dark; agency_device=v1.x; other=1"), Some("v1.x"));
        assert_eq!(from_header("theme=dark"), None);
    }
}
