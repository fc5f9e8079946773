//! Who may do what: password hashing, signed tokens and the admin extractors.

pub mod extract;
pub mod password;
pub mod token;

pub use extract::{Admin, MaybeAdmin, SuperAdmin};
