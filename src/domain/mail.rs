//! Where new-inquiry notifications go and how they are sent (SMTP). Empty `notify_email` turns
//! notifications off. Stored as settings rows; environment variables may override each one.

use crate::domain::fields;
use crate::domain::setting_keys::{
    NOTIFY_EMAIL, Overrides, SMTP_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURITY, SMTP_USERNAME,
    Setting,
};
use crate::domain::validation::ValidationErrors;

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

impl MailSettings {
    /// From the settings rows, each replaced by its override (flag or environment variable of
    /// `serve`) when there is one.
    pub fn load(pairs: &[(String, String)], overrides: &Overrides) -> MailSettings {
        let get = |setting: &Setting| {
            overrides
                .get(setting)
                .map(str::to_owned)
                .or_else(|| pairs.iter().find(|(k, _)| k == setting.key).map(|(_, v)| v.clone()))
                .unwrap_or_default()
        };
        MailSettings {
            notify_email: get(&NOTIFY_EMAIL),
            smtp_host: get(&SMTP_HOST),
            smtp_port: get(&SMTP_PORT).parse().unwrap_or(587),
            smtp_username: get(&SMTP_USERNAME),
            smtp_password: get(&SMTP_PASSWORD),
            smtp_from: get(&SMTP_FROM),
            smtp_security: Security::parse(&get(&SMTP_SECURITY)).unwrap_or(Security::StartTls),
        }
    }

    /// Notifications are sent when there is someone to tell and a server to send through.
    pub fn is_enabled(&self) -> bool {
        !self.notify_email.is_empty() && !self.smtp_host.is_empty()
    }

    /// Replies to leads can be sent: there is a server to send through (docs/DESIGN.md, "Leads").
    pub fn can_send(&self) -> bool {
        !self.smtp_host.is_empty()
    }

    /// The sender address: `smtp_from`, else the recipient itself.
    pub fn sender(&self) -> &str {
        if self.smtp_from.is_empty() { &self.notify_email } else { &self.smtp_from }
    }
}

/// Checks one mail setting's new value; returns it cleaned, or the sentence saying what is wrong.
pub fn check(setting: &Setting, value: &str) -> Result<String, String> {
    let value = value.trim();
    let key = setting.key;
    let mut errors = ValidationErrors::default();
    let address = *setting == NOTIFY_EMAIL || *setting == SMTP_FROM;
    let cleaned = match setting {
        _ if address && value.is_empty() => String::new(),
        _ if address => {
            if !fields::is_email(value) {
                errors.add(key, "must be an e-mail address such as owner@example.com");
            }
            value.to_owned()
        }
        s if *s == SMTP_HOST => {
            if value.chars().any(|c| c.is_whitespace() || c == '/' || c == ':') {
                errors.add(key, "must be a host name such as smtp.example.com");
            }
            value.to_owned()
        }
        s if *s == SMTP_PORT => match value.parse::<u16>() {
            Ok(port) if port > 0 => port.to_string(),
            _ => {
                errors.add(key, "must be a port number such as 587");
                String::new()
            }
        },
        s if *s == SMTP_USERNAME || *s == SMTP_PASSWORD => value.to_owned(),
        s if *s == SMTP_SECURITY => match Security::parse(value) {
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
        let overrides = Overrides::new(vec![(&SMTP_HOST, "env.example".to_owned())]);
        let mail = MailSettings::load(&pairs, &overrides);
        assert_eq!(mail.smtp_host, "env.example");
        assert_eq!(mail.smtp_port, 587);
        assert!(mail.is_enabled());
        assert_eq!(mail.sender(), "a@b.co");
    }

    #[test]
    fn bad_values_are_refused_with_a_fix() {
        assert!(check(&SMTP_PORT, "99999").is_err());
        assert!(check(&SMTP_SECURITY, "ssl").is_err());
        assert!(check(&NOTIFY_EMAIL, "nobody").is_err());
        assert_eq!(check(&NOTIFY_EMAIL, "").unwrap(), "");
        assert_eq!(check(&SMTP_SECURITY, "TLS").unwrap(), "tls");
    }
}
