//! The one signature our session tokens use, HS256, as jsonwebtoken's crypto provider: its
//! built-in RustCrypto provider also links RSA, ECDSA and EdDSA (with their big-number and curve
//! code), which this server never uses and which only made the binary larger. The HMAC is
//! RustCrypto's `hmac` over `sha2`, as in that provider; any other algorithm is refused.

use hmac::{Hmac, KeyInit, Mac};
use jsonwebtoken::crypto::{CryptoProvider, JwtSigner, JwtVerifier, KeyUtils};
use jsonwebtoken::errors::{ErrorKind, Result};
use jsonwebtoken::{Algorithm, AlgorithmFamily, DecodingKey, EncodingKey};
use sha2::Sha256;
use signature::{Signer, Verifier};

type HmacSha256 = Hmac<Sha256>;

/// Installed by `install` before any token is signed or checked.
static HS256_ONLY: CryptoProvider =
    CryptoProvider { signer_factory, verifier_factory, key_utils: KeyUtils::new_unimplemented() };

/// Makes HS256 jsonwebtoken's provider for this process (a second call changes nothing).
pub fn install() {
    // Err only when a provider is installed already: this one, by an earlier call.
    let _ = HS256_ONLY.install_default();
}

struct Hs256(HmacSha256);

impl Hs256 {
    fn new(algorithm: &Algorithm, family: AlgorithmFamily, secret: &[u8]) -> Result<Hs256> {
        if *algorithm != Algorithm::HS256 {
            return Err(ErrorKind::InvalidAlgorithm.into());
        }
        if family != AlgorithmFamily::Hmac {
            return Err(ErrorKind::InvalidKeyFormat.into());
        }
        HmacSha256::new_from_slice(secret).map(Hs256).map_err(|_| ErrorKind::InvalidKeyFormat.into())
    }
}

impl Signer<Vec<u8>> for Hs256 {
    fn try_sign(&self, message: &[u8]) -> std::result::Result<Vec<u8>, signature::Error> {
        Ok(self.0.clone().chain_update(message).finalize().into_bytes().to_vec())
    }
}

impl Verifier<Vec<u8>> for Hs256 {
    fn verify(&self, message: &[u8], tag: &Vec<u8>) -> std::result::Result<(), signature::Error> {
        // verify_slice compares in constant time.
        self.0.clone().chain_update(message).verify_slice(tag).map_err(signature::Error::from_source)
    }
}

impl JwtSigner for Hs256 {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HS256
    }
}

impl JwtVerifier for Hs256 {
    fn algorithm(&self) -> Algorithm {
        Algorithm::HS256
    }
}

fn signer_factory(algorithm: &Algorithm, key: &EncodingKey) -> Result<Box<dyn JwtSigner>> {
    Ok(Box::new(Hs256::new(algorithm, key.family(), key.as_bytes())?))
}

fn verifier_factory(algorithm: &Algorithm, key: &DecodingKey) -> Result<Box<dyn JwtVerifier>> {
    Ok(Box::new(Hs256::new(algorithm, key.family(), key.try_get_as_bytes()?)?))
}

#[cfg(test)]
mod tests {
    use jsonwebtoken::{Header, Validation};
    use serde_json::{Value, json};

    use super::*;

    #[test]
    fn signs_and_checks_hs256_and_refuses_every_other_algorithm() {
        install();
        let key = EncodingKey::from_secret(b"secret");
        let claims = json!({ "sub": "1", "exp": 4_000_000_000_i64 });
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &key).unwrap();
        let decoded = jsonwebtoken::decode::<Value>(
            &token,
            &DecodingKey::from_secret(b"secret"),
            &Validation::new(Algorithm::HS256),
        );
        assert_eq!(decoded.unwrap().claims, claims);
        let forged = jsonwebtoken::decode::<Value>(
            &token,
            &DecodingKey::from_secret(b"other"),
            &Validation::new(Algorithm::HS256),
        );
        assert!(forged.is_err());

        for algorithm in [Algorithm::HS384, Algorithm::HS512] {
            let refused = jsonwebtoken::encode(&Header::new(algorithm), &claims, &key).unwrap_err();
            assert_eq!(refused.kind(), &ErrorKind::InvalidAlgorithm, "{algorithm:?}");
        }
    }

    #[test]
    fn the_signature_is_standard_hmac_sha256() {
        install();
        // RFC 4231, test case 2: key "Jefe", "what do ya want for nothing?".
        let signer = signer_factory(&Algorithm::HS256, &EncodingKey::from_secret(b"Jefe")).unwrap();
        let tag = signer.try_sign(b"what do ya want for nothing?").unwrap();
        let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    }
}
