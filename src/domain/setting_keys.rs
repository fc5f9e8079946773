//! Every setting of the site, named once: its database key, its CLI name, the environment
//! variable that may override it, whether it is a secret and who may change it. The settings
//! types (`settings`, `mail`), the CLI, `serve --help`, export and import all read this list.

/// Who may change a setting, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Editor {
    /// The super admin in the admin area, and the owner with `settings set`.
    SuperAdmin,
    /// Only the owner, with `settings set` (or its environment variable at `serve`).
    Owner,
    /// Nobody types it: `settings rotate-…` replaces it with a new random value.
    Rotated,
}

#[derive(Debug, PartialEq, Eq)]
pub struct Setting {
    /// The row's key in the `settings` table.
    pub key: &'static str,
    /// How the owner names it: `settings get site-name`, and `serve --smtp-host` for an override.
    pub name: &'static str,
    /// The environment variable that overrides the stored value while `serve` runs.
    pub env: Option<&'static str>,
    /// Exported only with `--include-secrets`, never shown or logged.
    pub secret: bool,
    pub editor: Editor,
    /// One line for `serve --help`.
    pub help: &'static str,
}

const fn setting(key: &'static str, name: &'static str, editor: Editor, help: &'static str) -> Setting {
    Setting { key, name, env: None, secret: false, editor, help }
}

/// A mail setting: the owner's, overridable from the environment (to keep the password out of
/// the database).
const fn mail(key: &'static str, name: &'static str, env: &'static str, help: &'static str) -> Setting {
    Setting { key, name, env: Some(env), secret: false, editor: Editor::Owner, help }
}

pub const SITE_NAME: Setting = setting("site_name", "site-name", Editor::SuperAdmin, "The site's name");
pub const CONTACT_EMAIL: Setting =
    setting("contact_email", "contact-email", Editor::SuperAdmin, "The e-mail address shown to visitors");
pub const CONTACT_PHONE: Setting =
    setting("contact_phone", "contact-phone", Editor::SuperAdmin, "The phone number shown to visitors");
pub const TIME_ZONE: Setting =
    setting("time_zone", "time-zone", Editor::SuperAdmin, "The time zone whose day visits count towards");
pub const PUBLIC_URL: Setting =
    setting("public_url", "public-url", Editor::SuperAdmin, "The address visitors use, for links and feeds");
pub const ANALYTICS_ID: Setting = setting(
    "analytics_id",
    "analytics-id",
    Editor::SuperAdmin,
    "A Google Analytics measurement id, or empty",
);
pub const LANGUAGES: Setting = setting(
    "languages",
    "languages",
    Editor::SuperAdmin,
    "The languages of the site, the default first, such as en,es",
);
pub const REGISTRATION_KEY: Setting = Setting {
    secret: true,
    ..setting("registration_key", "registration-key", Editor::Rotated, "What new admins need to register")
};
pub const NOTIFY_EMAIL: Setting =
    mail("notify_email", "notify-email", "AGENCY_NOTIFY_EMAIL", "Who gets an e-mail for each new inquiry");
pub const SMTP_HOST: Setting =
    mail("smtp_host", "smtp-host", "AGENCY_SMTP_HOST", "The mail server's host name");
pub const SMTP_PORT: Setting = mail("smtp_port", "smtp-port", "AGENCY_SMTP_PORT", "The mail server's port");
pub const SMTP_USERNAME: Setting =
    mail("smtp_username", "smtp-username", "AGENCY_SMTP_USERNAME", "The mail server's user name");
pub const SMTP_PASSWORD: Setting = Setting {
    secret: true,
    ..mail("smtp_password", "smtp-password", "AGENCY_SMTP_PASSWORD", "The mail server's password")
};
pub const SMTP_FROM: Setting =
    mail("smtp_from", "smtp-from", "AGENCY_SMTP_FROM", "The sender of notifications (default: notify-email)");
pub const SMTP_SECURITY: Setting =
    mail("smtp_security", "smtp-security", "AGENCY_SMTP_SECURITY", "starttls, tls (port 465) or none");
/// Signs admin sessions; AGENCY_JWT_SECRET (`serve --jwt-secret`) replaces it.
pub const TOKEN_SECRET: Setting = Setting {
    secret: true,
    ..setting("jwt_secret", "token-secret", Editor::Rotated, "The secret that signs admin sessions")
};

/// Every setting, in the order `settings list` shows them; the token secret is never listed.
pub const ALL: [&Setting; 16] = [
    &SITE_NAME,
    &CONTACT_EMAIL,
    &CONTACT_PHONE,
    &TIME_ZONE,
    &PUBLIC_URL,
    &ANALYTICS_ID,
    &LANGUAGES,
    &REGISTRATION_KEY,
    &NOTIFY_EMAIL,
    &SMTP_HOST,
    &SMTP_PORT,
    &SMTP_USERNAME,
    &SMTP_PASSWORD,
    &SMTP_FROM,
    &SMTP_SECURITY,
    &TOKEN_SECRET,
];

/// The setting the owner calls `name` (the token secret has no such name: it is only rotated).
pub fn by_name(name: &str) -> Option<&'static Setting> {
    ALL.into_iter().find(|s| s.name == name && *s != &TOKEN_SECRET)
}

pub fn by_key(key: &str) -> Option<&'static Setting> {
    ALL.into_iter().find(|s| s.key == key)
}

/// Values given to `serve` (flags or environment variables) that win over the stored ones.
#[derive(Debug, Clone, Default)]
pub struct Overrides(Vec<(&'static Setting, String)>);

impl Overrides {
    pub fn new(values: Vec<(&'static Setting, String)>) -> Overrides {
        Overrides(values)
    }

    pub fn get(&self, setting: &Setting) -> Option<&str> {
        self.0.iter().find(|(s, _)| *s == setting).map(|(_, v)| v.as_str())
    }
}

/// The settings `settings list` shows.
pub fn listed() -> impl Iterator<Item = &'static Setting> {
    ALL.into_iter().filter(|s| *s != &TOKEN_SECRET)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_names_and_variables_are_unique() {
        for (i, a) in ALL.iter().enumerate() {
            for b in &ALL[i + 1..] {
                assert!(a.key != b.key && a.name != b.name, "{a:?} / {b:?}");
                assert!(a.env.is_none() || a.env != b.env, "{a:?} / {b:?}");
            }
        }
    }
}
