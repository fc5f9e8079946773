//! Where new-inquiry notifications go and how they are sent (SMTP). Empty `notify_email` turns
//! notifications off. Stored as settings rows; environment variables may override each one.

use crate::domain::fields;
use crate::error::ValidationErrors;

/// How the SMTP connection is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// Plain connection upgraded with STARTTLS (port 587): the usual choice.
    StartTls,
    /// TLS from the first byte (port 465).
    Tls,
    /// No encryption: only for a relay on the same machine or a test sink.
    None,
}

impl Security {
    pub fn parse(value: &str) -> Option<Security> {
        match value.trim().to_ascii_lowercase().as_str() {
            "starttls" => Some(Security::StartTls),
            "tls" => Some(Security::Tls),
            "none" => Some(Security::None),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSettings {
    pub notify_email: String,
    pub smtp_host: String,
    pub smtp_port: u16,
    pub smtp_username: String,
    pub smtp_password: String,
    pub smtp_from: String,
    pub smtp_security: Security,
}

/// The database keys, each with its environment override.
pub const KEYS: [(&str, &str); 7] = [
    ("notify_email", "AGENCY_NOTIFY_EMAIL"),
    ("smtp_host", "AGENCY_SMTP_HOST"),
    ("smtp_port", "AGENCY_SMTP_PORT"),
    ("smtp_username", "AGENCY_SMTP_USERNAME"),
    ("smtp_password", "AGENCY_SMTP_PASSWORD"),
    ("smtp_from", "AGENCY_SMTP_FROM"),
    ("smtp_security", "AGENCY_SMTP_SECURITY"),
];

impl MailSettings {
    /// From the settings rows, each overridden by its environment variable when that is set.
    pub fn load(pairs: &[(String, String)], env: impl Fn(&str) -> Option<String>) -> MailSettings {
        let get = |key: &str| {
            let var = KEYS.iter().find(|(k, _)| *k == key).map(|(_, v)| *v).unwrap_or("");
            env(var)
                .or_else(|| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
                .unwrap_or_default()
        };
        MailSettings {
            notify_email: get("notify_email"),
            smtp_host: get("smtp_host"),
            smtp_port: get("smtp_port").parse().unwrap_or(587),
            smtp_username: get("smtp_username"),
            smtp_password: get("smtp_password"),
            smtp_from: get("smtp_from"),
            smtp_security: Security::parse(&get("smtp_security")).unwrap_or(Security::StartTls),
        }
    }

    /// Notifications are sent when there is someone to tell and a server to send through.
    pub fn is_enabled(&self) -> bool {
        !self.notify_email.is_empty() && !self.smtp_host.is_empty()
    }

    /// The sender address: `smtp_from`, else the recipient itself.
    pub fn sender(&self) -> &str {
        if self.smtp_from.is_empty() { &self.notify_email } else { &self.smtp_from }
    }
}

/// Checks one mail setting's new value; returns it cleaned, or the sentence saying what is wrong.
pub fn check(key: &str, value: &str) -> Result<String, String> {
    let value = value.trim();
    let mut errors = ValidationErrors::default();
    let cleaned = match key {
        "notify_email" | "smtp_from" if value.is_empty() => String::new(),
        "notify_email" | "smtp_from" => {
            fields::email(&mut errors, key, value, "must be an e-mail address such as owner@example.com")
        }
        "smtp_host" => {
            if value.chars().any(|c| c.is_whitespace() || c == '/' || c == ':') {
                errors.add(key, "must be a host name such as smtp.example.com");
            }
            value.to_owned()
        }
        "smtp_port" => match value.parse::<u16>() {
            Ok(port) if port > 0 => port.to_string(),
            _ => {
                errors.add(key, "must be a port number such as 587");
                String::new()
            }
        },
        "smtp_username" | "smtp_password" => value.to_owned(),
        "smtp_security" => match Security::parse(value) {
            Some(_) => value.to_ascii_lowercase(),
            None => {
                errors.add(key, "must be starttls, tls or none");
                String::new()
            }
        },
        _ => return Err(format!("'{key}' is not a mail setting")),
    };
    errors.into_result(cleaned).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn environment_variables_win_over_stored_values() {
        let pairs = vec![
            ("smtp_host".to_owned(), "stored.example".to_owned()),
            ("notify_email".to_owned(), "a@b.co".to_owned()),
        ];
        let env = |var: &str| (var == "AGENCY_SMTP_HOST").then(|| "env.example".to_owned());
        let mail = MailSettings::load(&pairs, env);
        assert_eq!(mail.smtp_host, "env.example");
        assert_eq!(mail.smtp_port, 587);
        assert!(mail.is_enabled());
        assert_eq!(mail.sender(), "a@b.co");
    }

    #[test]
    fn bad_values_are_refused_with_a_fix() {
        assert!(check("smtp_port", "99999").is_err());
        assert!(check("smtp_security", "ssl").is_err());
        assert!(check("notify_email", "nobody").is_err());
        assert_eq!(check("notify_email", "").unwrap(), "");
        assert_eq!(check("smtp_security", "TLS").unwrap(), "tls");
    }
}
