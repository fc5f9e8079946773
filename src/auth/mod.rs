//! Who an admin is: password hashing, signed session tokens, device cookies and two-factor codes. The extractors that ask for them
//! are in `api::extract`.

pub mod device;
pub mod jwt_crypto;
pub mod password;
pub mod token;
pub mod two_factor;
