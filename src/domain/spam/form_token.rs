//! The contact form's token: the moment the form was first used, signed by the server, so the
//! time a visitor took to write can be checked without trusting the browser's clock or keeping
//! anything per visitor. A token is `<unix seconds>.<HMAC-SHA256 of "form v1.<seconds>">`.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::digest::KeyInit;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::FormAge;

type HmacSha256 = Hmac<Sha256>;

/// Older tokens are Invalid: a page left open over a weekend is still honest, a token harvested
/// once and replayed for weeks is not.
pub const TOKEN_LIFETIME_SECS: i64 = 3 * 24 * 60 * 60;
/// A token from a second ahead of this clock is ours (the same machine signed it); more is not.
const CLOCK_SKEW_SECS: i64 = 2;

/// The label a form key is derived under, so no other use of the secret shares its bytes.
const KEY_LABEL: &[u8] = b"agency-site contact form token v1";

/// The key that signs form tokens, derived from the server's token secret as HMAC(secret, label).
pub fn derive_key(secret: &[u8]) -> [u8; 32] {
    mac(secret).chain_update(KEY_LABEL).finalize().into_bytes().into()
}

/// A token saying the form was first used at `now_unix`.
pub fn form_token(key: &[u8], now_unix: i64) -> String {
    let body = body(now_unix);
    format!(
        "{now_unix}.{}",
        URL_SAFE_NO_PAD.encode(mac(key).chain_update(body.as_bytes()).finalize().into_bytes())
    )
}

/// How long ago the token was made; Invalid when it is forged, malformed, from the future or
/// older than `TOKEN_LIFETIME_SECS`; Missing for an empty one.
pub fn form_age(key: &[u8], token: &str, now_unix: i64) -> FormAge {
    let token = token.trim();
    if token.is_empty() {
        return FormAge::Missing;
    }
    let Some((issued, signature)) = token.split_once('.') else { return FormAge::Invalid };
    let (Ok(issued_at), Ok(signature)) = (issued.parse::<i64>(), URL_SAFE_NO_PAD.decode(signature)) else {
        return FormAge::Invalid;
    };
    // The decimal form must be the one we wrote, or "+12" and "012" would pass for "12".
    if issued_at.to_string() != issued {
        return FormAge::Invalid;
    }
    // verify_slice compares in constant time.
    if mac(key).chain_update(body(issued_at).as_bytes()).verify_slice(&signature).is_err() {
        return FormAge::Invalid;
    }
    let age = now_unix.saturating_sub(issued_at);
    if !(-CLOCK_SKEW_SECS..=TOKEN_LIFETIME_SECS).contains(&age) {
        return FormAge::Invalid;
    }
    FormAge::Seconds(age.max(0))
}

fn body(issued_at: i64) -> String {
    format!("form v1.{issued_at}")
}

fn mac(key: &[u8]) -> HmacSha256 {
    // HMAC accepts a key of any length: this cannot fail.
    <HmacSha256 as KeyInit>::new_from_slice(key).expect("HMAC takes keys of any length")
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000;
    const KEY: &[u8] = b"a form key";

    #[test]
    fn a_token_tells_its_age() {
        let token = form_token(KEY, NOW);
        assert_eq!(form_age(KEY, &token, NOW), FormAge::Seconds(0));
        assert_eq!(form_age(KEY, &token, NOW + 42), FormAge::Seconds(42));
    }

    #[test]
    fn an_empty_token_is_missing() {
        assert_eq!(form_age(KEY, "", NOW), FormAge::Missing);
        assert_eq!(form_age(KEY, "  ", NOW), FormAge::Missing);
    }

    #[test]
    fn a_token_signed_with_another_key_or_changed_is_invalid() {
        let token = form_token(KEY, NOW);
        assert_eq!(form_age(b"another key", &token, NOW + 10), FormAge::Invalid);
        let (_, signature) = token.split_once('.').unwrap();
        for forged in [
            format!("{}.{signature}", NOW - 3600),
            format!("+{NOW}.{signature}"),
            format!("0{NOW}.{signature}"),
            format!("{NOW}.{}", &signature[1..]),
            format!("{NOW}"),
            "not a token".to_owned(),
            format!("{NOW}.!!!"),
        ] {
            assert_eq!(form_age(KEY, &forged, NOW + 10), FormAge::Invalid, "{forged}");
        }
    }

    #[test]
    fn an_expired_token_or_one_from_the_future_is_invalid() {
        let token = form_token(KEY, NOW);
        assert_eq!(form_age(KEY, &token, NOW + TOKEN_LIFETIME_SECS), FormAge::Seconds(TOKEN_LIFETIME_SECS));
        assert_eq!(form_age(KEY, &token, NOW + TOKEN_LIFETIME_SECS + 1), FormAge::Invalid);
        assert_eq!(form_age(KEY, &token, NOW - 1), FormAge::Seconds(0));
        assert_eq!(form_age(KEY, &token, NOW - 60), FormAge::Invalid);
    }

    #[test]
    fn the_derived_key_depends_on_the_secret_and_is_not_the_secret() {
        let key = derive_key(b"the token secret");
        assert_eq!(key, derive_key(b"the token secret"));
        assert_ne!(key, derive_key(b"a rotated secret"));
        assert_ne!(&key[..], &b"the token secret"[..]);
    }
}
