//! Two-factor sign-in with time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s steps, one
//! step of clock skew either way), as authenticator apps expect, and one-time recovery codes for
//! an admin who lost the device. The setup QR code is drawn here as SVG: nothing is fetched.

use qrcode::QrCode;
use qrcode::render::svg;
use sha2::{Digest, Sha256};
use totp_rs::{Builder, Secret, Totp};

/// How many recovery codes an admin gets when turning two-factor on.
pub const RECOVERY_CODES: usize = 10;

/// A new random secret (160 bits), in base32 as apps and people type it.
pub fn new_secret() -> String {
    Secret::generate().to_base32()
}

fn totp(secret: &str, issuer: &str, account: &str) -> Option<Totp> {
    let bytes = Secret::try_from_base32(secret).ok()?;
    // The issuer and account may not hold a colon (the otpauth label's separator).
    let clean = |s: &str| s.replace(':', " ");
    Builder::new()
        .with_secret(bytes)
        .with_issuer(Some(clean(issuer)))
        .with_account_name(clean(account))
        .build()
        .ok()
}

/// What an authenticator app needs: the otpauth:// URL, and that URL as a QR code in SVG.
pub fn setup(secret: &str, issuer: &str, account: &str) -> Option<(String, String)> {
    let url = totp(secret, issuer, account)?.to_url().ok()?;
    let svg = QrCode::new(url.as_bytes())
        .ok()?
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .quiet_zone(true)
        .build();
    Some((url, svg))
}

/// The time step of `code` when it is right for `secret` now and newer than `last_step` (a
/// code is accepted once).
pub fn check(secret: &str, code: &str, last_step: i64) -> Option<i64> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let step = totp(secret, "", "")?.check_current(&code)?;
    let step = i64::try_from(step).ok()?;
    (step > last_step).then_some(step)
}

/// Ten new recovery codes, `ABCDE-FGHJK` (50 random bits each).
pub fn recovery_codes() -> Vec<String> {
    (0..RECOVERY_CODES)
        .map(|_| {
            let random = Secret::generate().to_base32();
            format!("{}-{}", &random[..5], &random[5..10])
        })
        .collect()
}

/// The stored form of a recovery code, whatever its case, spaces or dash as typed.
pub fn recovery_hash(code: &str) -> String {
    let normal: String =
        code.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_uppercase()).collect();
    Sha256::digest(normal.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_now(secret: &str) -> String {
        totp(secret, "", "").unwrap().generate_current().to_string()
    }

    #[test]
    fn a_current_code_is_accepted_once() {
        let secret = new_secret();
        let code = code_now(&secret);
        let step = check(&secret, &code, 0).expect("the current code");
        assert_eq!(check(&secret, &code, step), None, "not twice");
        assert_eq!(check(&secret, "000000x", 0), None);
    }

    #[test]
    fn the_setup_names_the_site_and_admin_and_draws_a_qr_code() {
        let (url, svg) = setup(&new_secret(), "MYTH Agency", "owner").unwrap();
        assert!(url.starts_with("otpauth://totp/MYTH%20Agency:owner?") && url.contains("secret="), "{url}");
        assert!(svg.contains("<svg") && !svg.contains("<script"), "{svg}");
    }

    #[test]
    fn recovery_codes_are_distinct_and_hash_the_same_however_typed() {
        let codes = recovery_codes();
        assert_eq!(codes.len(), 10);
        assert_eq!(codes.iter().collect::<std::collections::HashSet<_>>().len(), 10);
        let code = &codes[0];
        assert_eq!(recovery_hash(code), recovery_hash(&code.to_lowercase().replace('-', " ")));
        assert_ne!(recovery_hash(code), recovery_hash(&codes[1]));
    }
}
