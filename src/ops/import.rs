//! `import`: puts an export back. The whole file is read and every record checked by the same
//! parser the API uses before anything is written; then one transaction replaces the data, so an
//! import either happens completely or not at all.

use std::collections::BTreeMap;

use rusqlite::Connection;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::db::users::UserRow;
use crate::db::visits::{VisitDay, VisitRow};
use crate::db::{self};
use crate::domain::client_logos::{ClientLogo, ClientLogoFields, ClientLogoInput};
use crate::domain::contact::{ContactMessage, Submission};
use crate::domain::credentials::Username;
use crate::domain::projects::{Project, ProjectFields, ProjectInput};
use crate::domain::services::{Service, ServiceFields, ServiceInput};
use crate::domain::settings::{Settings, SettingsInput};
use crate::domain::testimonials::{Testimonial, TestimonialFields, TestimonialInput};
use crate::domain::visits::{Visit, VisitInput};
use crate::error::ValidationErrors;
use crate::ops::{FORMAT, FORMAT_VERSION, SECRET_SETTINGS};

/// A password hash that matches no password: accounts exported without `--include-secrets`
/// come back locked until the owner runs `create-admin --reset-password`.
pub const LOCKED_HASH: &str = "!locked";

/// Every setting an export may carry: the ones the CLI names, and the token secret.
fn is_setting(key: &str) -> bool {
    key == "jwt_secret" || crate::ops::settings::NAMES.iter().any(|(_, k)| *k == key)
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct File {
    format: String,
    version: u32,
    #[serde(default)]
    settings: BTreeMap<String, String>,
    #[serde(default)]
    users: Vec<Value>,
    #[serde(default)]
    services: Vec<Value>,
    #[serde(default)]
    projects: Vec<Value>,
    #[serde(default)]
    testimonials: Vec<Value>,
    #[serde(default)]
    client_logos: Vec<Value>,
    #[serde(default)]
    contact_submissions: Vec<Value>,
    #[serde(default)]
    visit_total: i64,
    #[serde(default)]
    visit_days: Vec<VisitDay>,
    #[serde(default)]
    visits: Vec<VisitRow>,
}

/// Ids and times of a record, kept as exported.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Meta {
    id: i64,
    created_at: String,
    #[serde(default)]
    updated_at: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct UserRecord {
    id: i64,
    username: String,
    #[serde(default = "yes")]
    is_admin: bool,
    #[serde(default)]
    is_super_admin: bool,
    created_at: String,
    password_hash: Option<String>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
struct ReadFlag {
    #[serde(default)]
    read: bool,
}

/// A validated export, ready to write.
pub struct Plan {
    settings: Vec<(String, String)>,
    users: Vec<UserRow>,
    services: Vec<Service>,
    projects: Vec<Project>,
    testimonials: Vec<Testimonial>,
    client_logos: Vec<ClientLogo>,
    submissions: Vec<Submission>,
    visit_total: i64,
    visit_days: Vec<VisitDay>,
    visits: Vec<VisitRow>,
    /// Accounts that come back without a password.
    pub locked_users: Vec<String>,
}

impl Plan {
    pub fn summary(&self) -> String {
        format!(
            "{} settings, {} admins, {} services, {} projects, {} testimonials, {} client logos, {} inquiries, {} visits",
            self.settings.len(),
            self.users.len(),
            self.services.len(),
            self.projects.len(),
            self.testimonials.len(),
            self.client_logos.len(),
            self.submissions.len(),
            self.visits.len()
        )
    }
}

/// Checks an export completely; the error names the first problem found, with where it is.
pub fn parse(bytes: &[u8]) -> Result<Plan, String> {
    let file: File =
        serde_json::from_slice(bytes).map_err(|e| format!("the file is not an export of this site ({e})"))?;
    if file.format != FORMAT {
        return Err(format!("the file is not an agency-site export (its format is '{}')", file.format));
    }
    if file.version != FORMAT_VERSION {
        return Err(format!(
            "the export is format version {}, this binary reads version {FORMAT_VERSION}",
            file.version
        ));
    }

    let settings = settings(&file.settings)?;
    let users = file.users.iter().enumerate().map(|(i, v)| user(i, v)).collect::<Result<Vec<_>, _>>()?;
    if users.iter().filter(|u| u.is_super_admin).count() > 1 {
        return Err("users: more than one account is marked as super admin".into());
    }
    // Usernames are unique whatever their case, as the table's `collate nocase` makes them.
    unique(&users, "users", "id", |u| u.id.to_string())?;
    unique(&users, "users", "username", |u| u.username.to_ascii_lowercase())?;
    let locked_users =
        users.iter().filter(|u| u.password_hash == LOCKED_HASH).map(|u| u.username.clone()).collect();

    let services =
        records(&file.services, "services", |input: ServiceInput| ServiceFields::parse(input, None))?
            .into_iter()
            .map(|(m, fields)| Service {
                id: m.id,
                fields,
                updated_at: m.updated_at.unwrap_or_else(|| m.created_at.clone()),
                created_at: m.created_at,
            })
            .collect();
    let projects =
        records(&file.projects, "projects", |input: ProjectInput| ProjectFields::parse(input, None))?
            .into_iter()
            .map(|(m, fields)| Project {
                id: m.id,
                fields,
                updated_at: m.updated_at.unwrap_or_else(|| m.created_at.clone()),
                created_at: m.created_at,
            })
            .collect();
    let testimonials = records(&file.testimonials, "testimonials", |input: TestimonialInput| {
        TestimonialFields::parse(input, None)
    })?
    .into_iter()
    .map(|(m, fields)| Testimonial {
        id: m.id,
        fields,
        updated_at: m.updated_at.unwrap_or_else(|| m.created_at.clone()),
        created_at: m.created_at,
    })
    .collect();
    let client_logos = records(&file.client_logos, "clientLogos", |input: ClientLogoInput| {
        ClientLogoFields::parse(input, None)
    })?
    .into_iter()
    .map(|(m, fields)| ClientLogo {
        id: m.id,
        fields,
        updated_at: m.updated_at.unwrap_or_else(|| m.created_at.clone()),
        created_at: m.created_at,
    })
    .collect();

    let mut submissions = Vec::new();
    for (i, value) in file.contact_submissions.iter().enumerate() {
        let (meta, message) = record(value, &format!("contactSubmissions[{i}]"), ContactMessage::parse)?;
        let ReadFlag { read } =
            serde_json::from_value(value.clone()).map_err(|e| format!("contactSubmissions[{i}]: {e}"))?;
        submissions.push(Submission {
            id: meta.id,
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
            read,
            created_at: meta.created_at,
        });
    }
    unique(&submissions, "contactSubmissions", "id", |s| s.id.to_string())?;

    for (i, visit) in file.visits.iter().enumerate() {
        if visit.id <= 0 {
            return Err(format!("visits[{i}].id: ids are positive whole numbers"));
        }
        let input = VisitInput { page: Some(visit.page.clone()), visit_duration: visit.visit_duration };
        Visit::parse(input).map_err(|e| format!("visits[{i}]: {e}"))?;
        timestamp(&visit.created_at).map_err(|e| format!("visits[{i}].createdAt: {e}"))?;
    }
    for (i, day) in file.visit_days.iter().enumerate() {
        let valid = day.visits >= 0
            && time::Date::parse(&day.day, time::macros::format_description!("[year]-[month]-[day]")).is_ok();
        if !valid {
            return Err(format!(
                "visitDays[{i}]: '{}' with {} visits is not a day's count",
                day.day, day.visits
            ));
        }
    }
    unique(&file.visits, "visits", "id", |v| v.id.to_string())?;
    unique(&file.visit_days, "visitDays", "day", |d| d.day.clone())?;
    if file.visit_total < 0 {
        return Err("visitTotal: the number of visits cannot be negative".into());
    }

    Ok(Plan {
        settings,
        users,
        services,
        projects,
        testimonials,
        client_logos,
        submissions,
        visit_total: file.visit_total,
        visit_days: file.visit_days,
        visits: file.visits,
        locked_users,
    })
}

/// Refuses two records with the same `field`, which the database would refuse halfway through.
fn unique<T>(items: &[T], name: &str, field: &str, key: impl Fn(&T) -> String) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let value = key(item);
        if !seen.insert(value.clone()) {
            return Err(format!("{name}[{i}].{field}: '{value}' appears twice"));
        }
    }
    Ok(())
}

fn timestamp(value: &str) -> Result<(), String> {
    time::OffsetDateTime::parse(value, &time::format_description::well_known::Rfc3339)
        .map(|_| ())
        .map_err(|_| format!("'{value}' is not an RFC 3339 time"))
}

/// One record: its id and times, and its fields through the entity's own parser.
fn record<I: DeserializeOwned, T>(
    value: &Value,
    at: &str,
    parse: impl Fn(I) -> Result<T, ValidationErrors>,
) -> Result<(Meta, T), String> {
    let meta: Meta = serde_json::from_value(value.clone()).map_err(|e| format!("{at}: {e}"))?;
    if meta.id <= 0 {
        return Err(format!("{at}.id: ids are positive whole numbers"));
    }
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    if let Some(updated) = &meta.updated_at {
        timestamp(updated).map_err(|e| format!("{at}.updatedAt: {e}"))?;
    }
    let input: I = serde_json::from_value(value.clone()).map_err(|e| format!("{at}: {e}"))?;
    let fields = parse(input).map_err(|e| format!("{at}: {e}"))?;
    Ok((meta, fields))
}

fn records<I: DeserializeOwned, T>(
    values: &[Value],
    name: &str,
    parse: impl Fn(I) -> Result<T, ValidationErrors>,
) -> Result<Vec<(Meta, T)>, String> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::with_capacity(values.len());
    for (i, value) in values.iter().enumerate() {
        let (meta, fields) = record(value, &format!("{name}[{i}]"), &parse)?;
        if !seen.insert(meta.id) {
            return Err(format!("{name}[{i}].id: the id {} appears twice", meta.id));
        }
        out.push((meta, fields));
    }
    Ok(out)
}

fn user(i: usize, value: &Value) -> Result<UserRow, String> {
    let at = format!("users[{i}]");
    let record: UserRecord = serde_json::from_value(value.clone()).map_err(|e| format!("{at}: {e}"))?;
    let mut errors = ValidationErrors::default();
    let username = Username::parse(&mut errors, &record.username);
    errors.into_result(()).map_err(|e| format!("{at}: {e}"))?;
    if record.id <= 0 {
        return Err(format!("{at}.id: ids are positive whole numbers"));
    }
    timestamp(&record.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    let password_hash = match record.password_hash {
        Some(hash) if hash.starts_with("$argon2") || hash == LOCKED_HASH => hash,
        Some(_) => return Err(format!("{at}.passwordHash: not an argon2 hash")),
        None => LOCKED_HASH.to_owned(),
    };
    Ok(UserRow {
        id: record.id,
        username: username.as_str().to_owned(),
        password_hash,
        is_admin: record.is_admin,
        is_super_admin: record.is_super_admin,
        created_at: record.created_at,
    })
}

/// The settings of an export: the editable ones checked like the admin screen checks them.
fn settings(exported: &BTreeMap<String, String>) -> Result<Vec<(String, String)>, String> {
    for key in exported.keys() {
        let known = is_setting(key);
        if !known {
            return Err(format!("settings: '{key}' is not a setting of this site"));
        }
    }
    let get = |key: &str| exported.get(key).cloned();
    let base = Settings::from_pairs(&[]);
    let input = SettingsInput {
        site_name: get("site_name"),
        contact_email: get("contact_email"),
        contact_phone: get("contact_phone"),
        time_zone: get("time_zone"),
        public_url: get("public_url"),
        analytics_id: get("analytics_id"),
    };
    let missing: Vec<&str> =
        Settings::EDITABLE.iter().copied().filter(|k| !exported.contains_key(*k)).collect();
    if !missing.is_empty() {
        return Err(format!("settings: the export lacks {}", missing.join(", ")));
    }
    let checked = base.apply(input).map_err(|e| format!("settings: {e}"))?;
    let mut pairs: Vec<(String, String)> =
        checked.editable_pairs().iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    // Already checked to be settings of this site; the editable ones were added above.
    for (key, value) in exported.iter().filter(|(k, _)| !Settings::EDITABLE.contains(&k.as_str())) {
        if SECRET_SETTINGS.contains(&key.as_str()) && key != "smtp_password" && value.trim().len() < 8 {
            return Err(format!("settings: '{key}' is too short to be a secret"));
        }
        pairs.push((key.clone(), value.clone()));
    }
    Ok(pairs)
}

/// Why an import was not written.
#[derive(Debug)]
pub enum ImportError {
    /// The database holds data a person made and `--replace` was not given.
    NotEmpty(String),
    Database(anyhow::Error),
}

impl From<rusqlite::Error> for ImportError {
    fn from(err: rusqlite::Error) -> Self {
        ImportError::Database(err.into())
    }
}

/// Writes a checked export in one transaction. Without `replace` the database must hold no
/// admins, inquiries or visits yet (the default content of a new site does not count).
pub fn apply(conn: &mut Connection, plan: &Plan, replace: bool) -> Result<(), ImportError> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    if !replace {
        let count = |table: &str| -> rusqlite::Result<i64> {
            tx.query_row(&format!("select count(*) from {table}"), [], |r| r.get(0))
        };
        let (users, inquiries, visits) = (count("users")?, count("contact_submissions")?, count("visits")?);
        if users + inquiries + visits > 0 {
            return Err(ImportError::NotEmpty(format!(
                "The database already holds data ({users} admins, {inquiries} inquiries, {visits} visits): \
                 pass --replace to overwrite it with the export."
            )));
        }
    }
    for table in ["contact_submissions", "services", "projects", "testimonials", "client_logos", "users"] {
        tx.execute(&format!("delete from {table}"), [])?;
    }
    for (key, value) in &plan.settings {
        db::settings::set(&tx, key, value)?;
    }
    for user in &plan.users {
        db::users::restore(&tx, user)?;
    }
    for item in &plan.services {
        db::services::restore(&tx, item)?;
    }
    for item in &plan.projects {
        db::projects::restore(&tx, item)?;
    }
    for item in &plan.testimonials {
        db::testimonials::restore(&tx, item)?;
    }
    for item in &plan.client_logos {
        db::client_logos::restore(&tx, item)?;
    }
    for submission in &plan.submissions {
        db::contact::restore(&tx, submission)?;
    }
    db::visits::restore(&tx, plan.visit_total, &plan.visit_days, &plan.visits)?;
    tx.commit()?;
    Ok(())
}
