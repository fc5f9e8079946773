//! `import`: puts an export back. The whole file is read and every record checked by the same
//! parser the API uses before anything is written; then one transaction replaces the data, so an
//! import either happens completely or not at all. This module reads the file and checks it
//! section by section; each section's own reading is in the module named after it.

mod case_studies;
mod leads;
mod media;
mod posts;
mod records;
mod users;
mod visits;
mod write;

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use serde_json::Value;

pub use case_studies::ImportedCaseStudy;
use case_studies::case_study;
pub use posts::ImportedPost;
use posts::post;
use records::{content, shape_error, unique};
pub use users::LOCKED_HASH;
use users::user;

use crate::db::users::UserRow;
use crate::db::visits::{StatRow, VisitDay};
use crate::domain::client_logos::{ClientLogo, ClientLogoFields};
use crate::domain::contact::Submission;
use crate::domain::leads::Event;
use crate::domain::projects::{Project, ProjectFields};
use crate::domain::services::{Service, ServiceFields};
use crate::domain::settings::Settings;
use crate::domain::site_content::SiteContent;
use crate::domain::testimonials::{Testimonial, TestimonialFields};
use crate::domain::translations::Exported;
use crate::domain::validation::deserialize;
use crate::ops::{FORMAT, FORMAT_VERSION, OpsError};

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
    visits: Vec<visits::OldVisit>,
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
    /// Absent in exports made before the site had languages: it then has no translations.
    #[serde(default)]
    translations: Option<Value>,
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
    /// Each inquiry with its timeline.
    submissions: Vec<(Submission, Vec<Event>)>,
    visit_total: i64,
    visit_days: Vec<VisitDay>,
    visit_stats: Vec<StatRow>,
    media: Vec<media::ImportedMedia>,
    posts: Option<Vec<ImportedPost>>,
    case_studies: Vec<ImportedCaseStudy>,
    site_content: Option<SiteContent>,
    translations: Exported,
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

    let submissions = leads::submissions(&file.contact_submissions)?;

    let visit_stats = visits::stats(&file.visits, file.visit_stats)?;
    visits::check_totals(&file.visit_days, file.visit_total)?;

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
    let translations: Exported = match file.translations {
        None => Exported::default(),
        Some(value) => crate::domain::validation::from_json(value, "translations")
            .map_err(|e| format!("translations: {e}"))?,
    };
    translations.check()?;

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
        translations,
        locked_users,
    })
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
