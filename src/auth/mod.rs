//! Who an admin is: password hashing and signed session tokens. The extractors that ask for them
//! are in `api::extract`.

pub mod password;
pub mod token;
