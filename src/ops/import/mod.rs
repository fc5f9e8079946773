//! `import`: puts an export back. The whole file is read and every record checked by the same
//! parser the API uses before anything is written; then one transaction replaces the data, so an
//! import either happens completely or not at all.

mod media;
mod write;

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::db::users::UserRow;
use crate::db::visits::{StatRow, VisitDay};
use crate::domain::case_studies::{CaseStudyFields, CaseStudyInput};
use crate::domain::client_logos::{ClientLogo, ClientLogoFields};
use crate::domain::contact::{ContactMessage, Submission};
use crate::domain::content::{ContentFields, Item};
use crate::domain::credentials::Username;
use crate::domain::posts::{PostFields, PostInput};
use crate::domain::projects::{Project, ProjectFields};
use crate::domain::services::{Service, ServiceFields};
use crate::domain::settings::Settings;
use crate::domain::site_content::SiteContent;
use crate::domain::slugs::slugify;
use crate::domain::testimonials::{Testimonial, TestimonialFields};
use crate::domain::validation::{ShapeError, ValidationErrors, deserialize};
use crate::domain::visits::{Device, Visit, VisitInput};
use crate::ops::{FORMAT, FORMAT_VERSION, OpsError};

/// A password hash that matches no password: accounts exported without `--include-secrets`
/// come back locked until the owner runs `create-admin --reset-password`.
pub const LOCKED_HASH: &str = "!locked";

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct File {
    format: String,
    version: u32,
    #[serde(default)]
    settings: BTreeMap<String, String>,
    #[serde(default)]
    users: Vec<Value>,
    /// The highest id the source ever gave an account (absent in older exports).
    #[serde(default)]
    last_user_id: i64,
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
    /// One row per visit, in exports made before visits were aggregates: they become page counts.
    #[serde(default)]
    visits: Vec<OldVisit>,
    #[serde(default)]
    visit_stats: Vec<StatRow>,
    #[serde(default)]
    media: Vec<media::MediaRecord>,
    /// Absent in exports made before the blog was in the database: the posts are kept then.
    #[serde(default)]
    posts: Option<Vec<Value>>,
    #[serde(default)]
    case_studies: Vec<Value>,
    /// Absent in exports made before site content was in the database: the content is kept then.
    #[serde(default)]
    site_content: Option<Value>,
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
    /// Two-factor sign-in, exported with `--include-secrets`: the secret (base32) and the hashes
    /// of the unused recovery codes.
    #[serde(default)]
    totp_secret: Option<String>,
    #[serde(default)]
    recovery_codes: Vec<String>,
    /// The session generation, exported with `--include-secrets` (with the token secret, the
    /// source's sessions go on); absent, the account starts at a new random one.
    #[serde(default)]
    session_version: Option<i64>,
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
    /// Each user's unused recovery codes (hashes), by user id.
    recovery_codes: Vec<(i64, Vec<String>)>,
    /// No account made after the import gets an id the source gave (and maybe a token named).
    last_user_id: i64,
    /// The session generations the export carried, by user id.
    generations: Vec<(i64, i64)>,
    services: Vec<Service>,
    projects: Vec<Project>,
    testimonials: Vec<Testimonial>,
    client_logos: Vec<ClientLogo>,
    submissions: Vec<Submission>,
    visit_total: i64,
    visit_days: Vec<VisitDay>,
    visit_stats: Vec<StatRow>,
    media: Vec<media::ImportedMedia>,
    posts: Option<Vec<ImportedPost>>,
    case_studies: Vec<ImportedCaseStudy>,
    site_content: Option<SiteContent>,
    /// Accounts that come back without a password.
    pub locked_users: Vec<String>,
}

impl Plan {
    pub fn summary(&self) -> String {
        format!(
            "{} settings, {} admins, {} services, {} projects, {} case studies, {} testimonials, {} client logos, {} posts, {} inquiries, {} visit counts, {} media",
            self.settings.len(),
            self.users.len(),
            self.services.len(),
            self.projects.len(),
            self.case_studies.len(),
            self.testimonials.len(),
            self.client_logos.len(),
            self.posts.as_ref().map_or(0, Vec::len),
            self.submissions.len(),
            self.visit_stats.len(),
            self.media.len()
        )
    }
}

/// Checks an export completely; the error names the first problem found, with where it is.
pub fn parse(bytes: &[u8]) -> Result<Plan, String> {
    let value: Value = serde_json::from_slice(bytes)
        .map_err(|e| format!("the file is not an export of this site: it is not valid JSON ({e})"))?;
    if !value.is_object() {
        return Err("the file is not an export of this site (an export is a JSON object)".into());
    }
    // Owned, so the media's base64 moves into the records instead of being copied.
    let file: File = match deserialize(value) {
        Ok((file, _)) => file,
        // A key of an export is missing: it is some other JSON.
        Err(shape) if shape.path == "." => {
            return Err(format!("the file is not an export of this site ({})", shape.error));
        }
        Err(shape) => return Err(shape_error("", &shape)),
    };
    if file.format != FORMAT {
        return Err(format!("the file is not an agency-site export (its format is '{}')", file.format));
    }
    if file.version != FORMAT_VERSION {
        return Err(format!(
            "the export is format version {}, this binary reads version {FORMAT_VERSION}",
            file.version
        ));
    }

    let references = media_references(&file);
    let settings = Settings::check_export(&file.settings).map_err(|e| format!("settings: {e}"))?;
    let mut users = Vec::with_capacity(file.users.len());
    let mut recovery_codes = Vec::new();
    let mut generations = Vec::new();
    for (i, value) in file.users.iter().enumerate() {
        let (user, codes, generation) = user(i, value)?;
        recovery_codes.push((user.id, codes));
        generations.extend(generation.map(|g| (user.id, g)));
        users.push(user);
    }
    if users.iter().filter(|u| u.is_super_admin).count() > 1 {
        return Err("users: more than one account is marked as super admin".into());
    }
    // Usernames are unique whatever their case, as the table's `collate nocase` makes them.
    unique(&users, "users", "id", |u| u.id.to_string())?;
    unique(&users, "users", "username", |u| u.username.to_ascii_lowercase())?;
    let locked_users =
        users.iter().filter(|u| u.password_hash == LOCKED_HASH).map(|u| u.username.clone()).collect();

    let services = content::<ServiceFields>(&file.services)?;
    let projects = content::<ProjectFields>(&file.projects)?;
    let testimonials = content::<TestimonialFields>(&file.testimonials)?;
    let client_logos = content::<ClientLogoFields>(&file.client_logos)?;

    let mut submissions = Vec::new();
    for (i, value) in file.contact_submissions.iter().enumerate() {
        let (meta, message) = record(value, &format!("contactSubmissions[{i}]"), ContactMessage::parse)?;
        let ReadFlag { read } = typed(value, &format!("contactSubmissions[{i}]"))?;
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

    let mut visit_stats = Vec::with_capacity(file.visit_stats.len() + file.visits.len());
    for (i, visit) in file.visits.iter().enumerate() {
        let input = VisitInput {
            page: Some(visit.page.clone()),
            visit_duration: visit.visit_duration,
            referrer: None,
        };
        let parsed = Visit::parse(input).map_err(|e| format!("visits[{i}]: {e}"))?;
        timestamp(&visit.created_at).map_err(|e| format!("visits[{i}].createdAt: {e}"))?;
        // As the V10 migration counts the rows it replaces: by page, on the UTC day.
        visit_stats.push(StatRow {
            day: visit.created_at.get(..10).unwrap_or_default().to_owned(),
            dimension: "page".into(),
            value: parsed.path,
            visits: i64::from(visit.visit_duration.is_none()),
            duration_ms: visit.visit_duration.unwrap_or(0),
            durations: i64::from(visit.visit_duration.is_some()),
        });
    }
    for (i, row) in file.visit_stats.into_iter().enumerate() {
        let at = format!("visitStats[{i}]");
        let known = match row.dimension.as_str() {
            "device" => Device::parse(&row.value).is_some(),
            "page" | "source" | "campaign" => {
                row.value.len() <= 2048 && !row.value.chars().any(char::is_control)
            }
            _ => false,
        };
        if !known || !is_day(&row.day) || row.visits < 0 || row.duration_ms < 0 || row.durations < 0 {
            return Err(format!(
                "{at}: '{}' of {} on '{}' is not a day's count",
                row.value, row.dimension, row.day
            ));
        }
        visit_stats.push(row);
    }
    for (i, day) in file.visit_days.iter().enumerate() {
        if day.visits < 0 || day.visitors < 0 || !is_day(&day.day) {
            return Err(format!(
                "visitDays[{i}]: '{}' with {} visits is not a day's count",
                day.day, day.visits
            ));
        }
    }
    unique(&file.visit_days, "visitDays", "day", |d| d.day.clone())?;
    if file.visit_total < 0 {
        return Err("visitTotal: the number of visits cannot be negative".into());
    }

    let posts = match &file.posts {
        None => None,
        Some(values) => {
            let posts =
                values.iter().enumerate().map(|(i, value)| post(i, value)).collect::<Result<Vec<_>, _>>()?;
            unique(&posts, "posts", "id", |p| p.id.to_string())?;
            unique(&posts, "posts", "slug", |p| p.fields.slug.clone())?;
            Some(posts)
        }
    };
    let case_studies = file
        .case_studies
        .iter()
        .enumerate()
        .map(|(i, value)| case_study(i, value, &projects))
        .collect::<Result<Vec<_>, _>>()?;
    unique(&case_studies, "caseStudies", "projectId", |c| c.project_id.to_string())?;
    unique(&case_studies, "caseStudies", "slug", |c| c.fields.slug.clone())?;
    let site_content = match file.site_content {
        None => None,
        Some(value) => {
            let input = crate::domain::validation::from_json(value, "siteContent")
                .map_err(|e| format!("siteContent: {e}"))?;
            Some(SiteContent::default().apply(input).map_err(|e| format!("siteContent: {e}"))?)
        }
    };
    let media = file
        .media
        .into_iter()
        .enumerate()
        .map(|(i, record)| media::parse(i, record))
        .collect::<Result<Vec<_>, _>>()?;
    unique(&media, "media", "url", |m| m.hash.clone())?;
    all_media_held(&references, &media)?;

    Ok(Plan {
        settings,
        users,
        recovery_codes,
        last_user_id: file.last_user_id,
        generations,
        services,
        projects,
        testimonials,
        client_logos,
        submissions,
        visit_total: file.visit_total,
        visit_days: file.visit_days,
        visit_stats,
        media,
        posts,
        case_studies,
        site_content,
        locked_users,
    })
}

/// A post of the export, checked by the API's own parser.
pub struct ImportedPost {
    pub id: i64,
    pub fields: PostFields,
    pub created_at: String,
    pub updated_at: String,
    pub old_slugs: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OldSlugs {
    #[serde(default)]
    old_slugs: Vec<String>,
}

fn post(i: usize, value: &Value) -> Result<ImportedPost, String> {
    let at = format!("posts[{i}]");
    let meta: Meta = typed(value, &at)?;
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    let updated_at = meta.updated_at.unwrap_or_else(|| meta.created_at.clone());
    let input: PostInput = typed(value, &at)?;
    let fields = input.parse(None, &meta.created_at).map_err(|e| format!("{at}: {e}"))?;
    let OldSlugs { old_slugs } = typed(value, &at)?;
    if let Some(bad) = old_slugs.iter().find(|s| slugify(s) != **s || s.is_empty()) {
        return Err(format!("{at}.oldSlugs: '{bad}' is not a slug"));
    }
    Ok(ImportedPost { id: meta.id, fields, created_at: meta.created_at, updated_at, old_slugs })
}

/// A case study of the export, checked by the API's own parser, of a project of the export.
pub struct ImportedCaseStudy {
    pub project_id: i64,
    pub fields: CaseStudyFields,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CaseStudyMeta {
    project_id: i64,
    created_at: String,
    updated_at: String,
}

fn case_study(i: usize, value: &Value, projects: &[Project]) -> Result<ImportedCaseStudy, String> {
    let at = format!("caseStudies[{i}]");
    let meta: CaseStudyMeta = typed(value, &at)?;
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    timestamp(&meta.updated_at).map_err(|e| format!("{at}.updatedAt: {e}"))?;
    let project = projects
        .iter()
        .find(|p| p.id == meta.project_id)
        .ok_or_else(|| format!("{at}.projectId: no project of the export has the id {}", meta.project_id))?;
    let input: CaseStudyInput = typed(value, &at)?;
    let fields = input.parse(None, &project.fields.title).map_err(|e| format!("{at}: {e}"))?;
    Ok(ImportedCaseStudy {
        project_id: meta.project_id,
        fields,
        created_at: meta.created_at,
        updated_at: meta.updated_at,
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

fn is_day(value: &str) -> bool {
    jiff::civil::Date::strptime("%Y-%m-%d", value).is_ok()
}

/// A visit row of an export made before visits were aggregates.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OldVisit {
    page: String,
    visit_duration: Option<i64>,
    created_at: String,
}

fn timestamp(value: &str) -> Result<(), String> {
    value.parse::<jiff::Timestamp>().map(|_| ()).map_err(|_| format!("'{value}' is not an RFC 3339 time"))
}

/// One record: its id and times, and its fields through the entity's own parser.
fn record<I: DeserializeOwned, T>(
    value: &Value,
    at: &str,
    parse: impl Fn(I) -> Result<T, ValidationErrors>,
) -> Result<(Meta, T), String> {
    let meta: Meta = typed(value, at)?;
    if meta.id <= 0 {
        return Err(format!("{at}.id: ids are positive whole numbers"));
    }
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    if let Some(updated) = &meta.updated_at {
        timestamp(updated).map_err(|e| format!("{at}.updatedAt: {e}"))?;
    }
    let input: I = typed(value, at)?;
    let fields = parse(input).map_err(|e| format!("{at}: {e}"))?;
    Ok((meta, fields))
}

/// The items of one kind of content, each checked by the kind's own parser, ids unique.
fn content<F: ContentFields>(values: &[Value]) -> Result<Vec<Item<F>>, String> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::with_capacity(values.len());
    for (i, value) in values.iter().enumerate() {
        let at = format!("{}[{i}]", F::MANY);
        let (meta, fields) = record(value, &at, |input: F::Input| F::parse(input, None))?;
        if !seen.insert(meta.id) {
            return Err(format!("{at}.id: the id {} appears twice", meta.id));
        }
        out.push(Item {
            id: meta.id,
            fields,
            updated_at: meta.updated_at.unwrap_or_else(|| meta.created_at.clone()),
            created_at: meta.created_at,
        });
    }
    Ok(out)
}

fn user(i: usize, value: &Value) -> Result<(UserRow, Vec<String>, Option<i64>), String> {
    let at = format!("users[{i}]");
    let record: UserRecord = typed(value, &at)?;
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
    if let Some(secret) = &record.totp_secret
        && totp_rs::Secret::try_from_base32(secret).is_err()
    {
        return Err(format!("{at}.totpSecret: not a two-factor secret (base32)"));
    }
    if let Some(bad) =
        record.recovery_codes.iter().find(|h| h.len() != 64 || !h.bytes().all(|b| b.is_ascii_hexdigit()))
    {
        return Err(format!("{at}.recoveryCodes: '{bad}' is not a recovery code's hash"));
    }
    let row = UserRow {
        id: record.id,
        username: username.as_str().to_owned(),
        password_hash,
        is_admin: record.is_admin,
        is_super_admin: record.is_super_admin,
        created_at: record.created_at,
        // Not written here: the generation the export carried, if any, follows (`generations`).
        session_version: 0,
        totp_secret: record.totp_secret,
        totp_pending: None,
        totp_last_step: 0,
    };
    Ok((row, record.recovery_codes, record.session_version))
}

/// Reads, checks and writes the export in `file`.
pub fn run(db_path: &Path, file: &Path, replace: bool) -> Result<(), OpsError> {
    let bytes =
        std::fs::read(file).map_err(|e| OpsError::usage(format!("Cannot read {}: {e}.", file.display())))?;
    // Some reasons end a sentence of their own (a media item's): one period, not two.
    let plan = parse(&bytes)
        .map_err(|e| OpsError::usage(format!("Nothing was imported: {}.", e.trim_end_matches('.'))))?;
    let mut conn = crate::ops::open(db_path)?;
    write::apply(&mut conn, &plan, replace)?;
    println!("Imported {} into {}.", plan.summary(), crate::ops::shown(db_path));
    if !plan.locked_users.is_empty() {
        println!(
            "These admins came without passwords (export without --include-secrets) and cannot log in until \
             you run `create-admin --reset-password --username NAME`: {}",
            plan.locked_users.join(", ")
        );
    }
    Ok(())
}

/// Every library file (`/media/…`) the export's items name, with where: `projects.2.image`.
fn media_references(file: &File) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let sections: [(&str, &[Value]); 6] = [
        ("services", &file.services),
        ("projects", &file.projects),
        ("testimonials", &file.testimonials),
        ("clientLogos", &file.client_logos),
        ("posts", file.posts.as_deref().unwrap_or_default()),
        ("caseStudies", &file.case_studies),
    ];
    for (name, items) in sections {
        for (i, item) in items.iter().enumerate() {
            crate::domain::media::library_files(item, &format!("{name}.{i}"), &mut found);
        }
    }
    if let Some(content) = &file.site_content {
        crate::domain::media::library_files(content, "siteContent", &mut found);
    }
    found
}

/// Refuses an export whose items name library files it does not hold: restored, their pages would
/// show broken images. A file is held when it is an item's original or variant (same prefix).
fn all_media_held(references: &[(String, String)], media: &[media::ImportedMedia]) -> Result<(), String> {
    let held: std::collections::HashSet<&str> =
        media.iter().map(|m| crate::media::address_prefix(&m.hash)).collect();
    for (field, name) in references {
        let prefix = name.split(['-', '.']).next().unwrap_or_default();
        if !held.contains(prefix) {
            return Err(format!(
                "{field} shows /media/{name}, which is not among the export's media: export the site again \
                 (an export carries its media), or change that field in the file"
            ));
        }
    }
    Ok(())
}

/// `value` as a `T`, or where it is wrong (`media[17].createdAt`) and what the JSON should hold,
/// never Rust's names of types. Fields `T` does not take are left for the other types read from
/// the same record.
fn typed<T: DeserializeOwned>(value: &Value, at: &str) -> Result<T, String> {
    deserialize(value.clone()).map(|(parsed, _)| parsed).map_err(|shape| shape_error(at, &shape))
}

fn shape_error(at: &str, shape: &ShapeError) -> String {
    let place = match (at, shape.path.as_str()) {
        (at, ".") => at.to_owned(),
        ("", path) => path.to_owned(),
        (at, path) => format!("{at}.{path}"),
    };
    let message = crate::domain::validation::plain(&shape.error.to_string());
    if place.is_empty() { message } else { format!("{place}: {message}") }
}
