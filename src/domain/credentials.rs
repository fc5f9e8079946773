//! Usernames and passwords, with docs/PRODUCT.md §5's rules, for login, registration and the CLI.

use unicode_normalization::UnicodeNormalization;

use crate::domain::rules::Field;
use crate::domain::validation::ValidationErrors;

pub const USERNAME: Field = Field::line("username", "Username", 3, 64);
/// argon2 hashes any length; a cap keeps one request from costing the server a lot.
pub const PASSWORD: Field = Field::secret("password", "Password", 6, 256);
/// A password change's new password: the same rule under its own key.
pub const NEW_PASSWORD: Field = PASSWORD.named("newPassword");
/// The password an admin proves they know before changing it: any length they once chose.
pub const CURRENT_PASSWORD: Field =
    Field::secret("currentPassword", "Current password", 1, 256).missing_says("Enter your current password");

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    /// A username in its one spelling: NFKC-normalized (a full-width `ｏｗｎｅｒ` is `owner`), and
    /// made only of letters a–z, digits, dots, dashes and underscores, so no look-alike
    /// (`оwner` with a Cyrillic о), invisible or right-to-left character can pose as another
    /// admin. The database compares them without regard to case.
    pub fn parse(errors: &mut ValidationErrors, value: &str) -> Username {
        let name = Username::existing(errors, value);
        if !name.0.chars().any(char::is_whitespace)
            && !name.0.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        {
            errors.add("username", "Username may use only letters a-z, digits, dots, dashes and underscores");
        }
        name
    }

    /// The name of an account that may predate the character rule (signing in, resetting its
    /// password): normalized and bounded the same way, so it finds the account it names.
    pub fn existing(errors: &mut ValidationErrors, value: &str) -> Username {
        let normalized: String = value.nfkc().collect();
        let value = USERNAME.check_text(errors, &normalized);
        if value.chars().any(char::is_whitespace) {
            errors.add("username", "Username cannot contain spaces");
        }
        Username(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A new password; never trimmed (spaces may be part of it) and never logged.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(..)")
    }
}

impl Password {
    /// `value` held to `rule` (`PASSWORD` or `NEW_PASSWORD`).
    pub fn parse(errors: &mut ValidationErrors, rule: &Field, value: &str) -> Password {
        rule.check_secret(errors, value);
        Password(value.to_owned())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A username and password that passed the rules, for registration and `create-admin`.
#[derive(Debug)]
pub struct NewCredentials {
    pub username: Username,
    pub password: Password,
}

impl NewCredentials {
    pub fn parse(username: &str, password: &str) -> Result<NewCredentials, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let username = Username::parse(&mut errors, username);
        let password = Password::parse(&mut errors, &PASSWORD, password);
        errors.into_result(NewCredentials { username, password })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_username_and_password_get_the_spec_messages() {
        let errors = NewCredentials::parse("ab", "12345").unwrap_err();
        assert_eq!(errors.get("username"), Some("Username must be at least 3 characters"));
        assert_eq!(errors.get("password"), Some("Password must be at least 6 characters"));
    }

    #[test]
    fn usernames_are_trimmed_and_spaces_inside_are_refused() {
        let ok = NewCredentials::parse("  alice ", "secret1").unwrap();
        assert_eq!(ok.username.as_str(), "alice");
        let errors = NewCredentials::parse("al ice", "secret1").unwrap_err();
        assert_eq!(errors.get("username"), Some("Username cannot contain spaces"));
    }

    #[test]
    fn look_alike_invisible_and_right_to_left_usernames_are_refused() {
        for name in ["owner\u{200b}", "\u{43e}wner", "owner\u{202e}", "ow\u{301}ner", "own<er>"] {
            let errors = NewCredentials::parse(name, "secret1").unwrap_err();
            assert!(errors.get("username").is_some_and(|m| m.contains("only letters")), "{name:?}");
        }
        assert_eq!(
            NewCredentials::parse("\u{ff4f}\u{ff57}\u{ff4e}\u{ff45}\u{ff52}", "secret1")
                .unwrap()
                .username
                .as_str(),
            "owner"
        );
        assert_eq!(
            NewCredentials::parse("jane.doe-2_x", "secret1").unwrap().username.as_str(),
            "jane.doe-2_x"
        );
    }

    #[test]
    fn passwords_are_kept_exactly_and_capped() {
        let ok = NewCredentials::parse("alice", " pass word ").unwrap();
        assert_eq!(ok.password.as_str(), " pass word ");
        assert!(NewCredentials::parse("alice", &"x".repeat(257)).is_err());
        assert_eq!(format!("{:?}", ok.password), "Password(..)");
    }
}
