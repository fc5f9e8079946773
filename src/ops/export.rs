//! `export`: everything in the database as one JSON document (the API's shapes, camelCase), or the
//! contact inquiries as CSV for a spreadsheet. One read transaction makes it consistent while the
//! site keeps running.

use std::borrow::Cow;
use std::io::{IsTerminal, Write};
use std::path::Path;

use anyhow::Context;
use base64::Engine;
use rusqlite::Connection;
use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::db::{self, content};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::contact::Submission;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::setting_keys;
use crate::domain::site_content::SiteContent;
use crate::domain::testimonials::TestimonialFields;
use crate::ops::{FORMAT, FORMAT_VERSION, OpsError, Result, is_database_file, open_existing, write_output};

/// Rows between two progress lines on a terminal.
const PROGRESS_EVERY: usize = 100_000;

pub struct Options {
    pub include_secrets: bool,
    /// What `--format csv` writes; given with JSON, which holds everything, it is refused.
    pub table: Option<Table>,
}

/// The tables `export --format csv` can write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Table {
    Inquiries,
    Visits,
}

/// What `export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Everything, in the API's JSON shapes; `import` reads it back.
    Json,
    /// The contact inquiries, for a spreadsheet.
    Csv,
}

/// Writes the export to `out` (atomically), or to standard output.
pub fn run(db_path: &Path, out: Option<&Path>, format: Format, options: &Options) -> Result<()> {
    if let (Format::Json, Some(table)) = (format, options.table) {
        let name = if table == Table::Visits { "visits" } else { "inquiries" };
        return Err(OpsError::usage(format!(
            "--what {name} chooses a CSV table: add --format csv (a JSON export always holds everything)."
        )));
    }
    if let Some(out) = out {
        crate::ops::check_out(out, if format == Format::Csv { "export.csv" } else { "export.json" })?;
    }
    let mut conn = open_existing(db_path)?;
    if let Some(out) = out.filter(|out| is_database_file(out, db_path)) {
        return Err(OpsError::usage(format!(
            "{} is the database itself: choose another file for the export.",
            out.display()
        )));
    }
    write_output(out, |writer| match format {
        Format::Json => json(&mut conn, writer, options),
        Format::Csv => match options.table.unwrap_or(Table::Inquiries) {
            Table::Inquiries => csv(&mut conn, writer),
            Table::Visits => visits_csv(&mut conn, writer),
        },
    })?;
    if let Some(path) = out {
        eprintln!("Exported to {}.", path.display());
    }
    Ok(())
}

/// Writes the whole database as JSON to `out`.
pub fn json(conn: &mut Connection, out: &mut dyn Write, options: &Options) -> anyhow::Result<()> {
    let tx = conn.transaction().context("cannot start reading the database")?;
    let migrations: Vec<String> = db::applied_migrations(&tx)?;

    let settings: Map<String, Value> = db::settings::all(&tx)?
        .into_iter()
        .filter(|(key, _)| options.include_secrets || !setting_keys::by_key(key).is_some_and(|s| s.secret))
        .map(|(key, value)| (key, Value::String(value)))
        .collect();
    let mut users: Vec<Value> = Vec::new();
    for u in db::users::list(&tx)? {
        let mut user = json!({
            "id": u.id,
            "username": u.username,
            "isAdmin": u.is_admin,
            "isSuperAdmin": u.is_super_admin,
            "createdAt": u.created_at,
        });
        if options.include_secrets {
            user["passwordHash"] = Value::String(u.password_hash);
            // With the token secret, the sessions of this site go on where it is restored.
            user["sessionVersion"] = json!(u.session_version);
            if let Some(secret) = u.totp_secret {
                user["totpSecret"] = Value::String(secret);
                user["recoveryCodes"] = json!(db::users::recovery_hashes(&tx, u.id)?);
            }
        }
        users.push(user);
    }

    let head = json!({
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exportedAt": db::now(),
        "migrations": migrations,
        "includesSecrets": options.include_secrets,
        "settings": settings,
        "users": users,
        "lastUserId": db::users::last_id(&tx)?,
        "services": content::list::<ServiceFields>(&tx, true)?,
        "projects": content::list::<ProjectFields>(&tx, true)?,
        "testimonials": content::list::<TestimonialFields>(&tx, true)?,
        "clientLogos": content::list::<ClientLogoFields>(&tx, true)?,
        "posts": db::posts::all(&tx)?.into_iter().map(|(post, old_slugs)| {
            let mut post = json!(post);
            if let Some(fields) = post.as_object_mut() {
                // Derived from the Markdown: made again on import.
                for derived in ["bodyHtml", "readTime", "categorySlug"] {
                    fields.remove(derived);
                }
                fields.insert("oldSlugs".into(), json!(old_slugs));
            }
            post
        }).collect::<Vec<_>>(),
        "caseStudies": db::case_studies::all(&tx)?.into_iter().map(|study| {
            let mut study = json!(study);
            if let Some(fields) = study.as_object_mut() {
                // Derived from the Markdown: made again on import.
                fields.remove("bodyHtml");
            }
            study
        }).collect::<Vec<_>>(),
        "siteContent": SiteContent::from_rows(&db::site_content::all(&tx)?),
        "translations": db::translations::export(&tx)?,
        "visitTotal": db::visits::total(&tx)?,
        "visitDays": db::visits::days(&tx)?,
    });
    // The small parts first, then the two tables that can hold millions of rows, streamed.
    let head = serde_json::to_string(&head)?;
    out.write_all(&head.as_bytes()[..head.len() - 1])?;

    let progress = Progress::new();
    out.write_all(b",\"contactSubmissions\":[")?;
    let mut first = true;
    db::contact::each(&tx, |submission| {
        let timeline = db::leads::timeline(&tx, submission.id)?;
        write_item(out, &mut first, &Lead { submission: &submission, timeline })?;
        progress.tick("inquiries");
        Ok(())
    })?;
    out.write_all(b"],\"visitStats\":[")?;
    first = true;
    db::visits::each_stat(&tx, |row| {
        write_item(out, &mut first, &row)?;
        progress.tick("visits");
        Ok(())
    })?;
    // The media last: the largest part, one original at a time.
    out.write_all(b"],\"media\":[")?;
    first = true;
    db::media::each_original(&tx, |m| -> anyhow::Result<()> {
        let record = json!({
            "url": m.url,
            "name": m.name,
            "alt": m.alt,
            "poster": m.poster,
            "createdAt": m.created_at,
            "data": base64::engine::general_purpose::STANDARD.encode(&m.data),
        });
        write_item(out, &mut first, &record)?;
        progress.tick("media");
        Ok(())
    })?;
    out.write_all(b"]}\n")?;
    progress.done();
    tx.commit()?;
    Ok(())
}

/// An inquiry in the export: its fields and its timeline (docs/DESIGN.md, "Leads").
#[derive(Serialize)]
struct Lead<'a> {
    #[serde(flatten)]
    submission: &'a Submission,
    timeline: Vec<crate::domain::leads::Event>,
}

fn write_item(out: &mut dyn Write, first: &mut bool, item: &impl Serialize) -> anyhow::Result<()> {
    if !std::mem::take(first) {
        out.write_all(b",")?;
    }
    serde_json::to_writer(&mut *out, item)?;
    Ok(())
}

/// The contact inquiries as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read
/// accents right), oldest first.
pub fn csv(conn: &mut Connection, out: &mut dyn Write) -> anyhow::Result<()> {
    let tx = conn.transaction().context("cannot start reading the database")?;
    out.write_all("\u{feff}".as_bytes())?;
    let mut writer = csv_writer(out);
    writer.write_record([
        "id",
        "created_at",
        "name",
        "email",
        "subject",
        "message",
        "read",
        "stage",
        "owner",
        "value",
        "follow_up",
        "language",
        "channel",
        "source",
        "campaign",
        "landing_page",
    ])?;
    let owners: std::collections::HashMap<i64, String> = db::leads::accounts(&tx)?.into_iter().collect();
    let progress = Progress::new();
    db::contact::each(&tx, |s: Submission| {
        let (id, read) = (s.id.to_string(), if s.read { "yes" } else { "no" });
        // An account deleted since is named by its id, which no other account will have.
        let owner = s.assignee_id.map(|a| owners.get(&a).cloned().unwrap_or_else(|| format!("#{a}")));
        let value = s.value.map(|cents| format!("{}.{:02}", cents / 100, cents % 100)).unwrap_or_default();
        let source = if s.source.utm_source.is_empty() { &s.source.referrer } else { &s.source.utm_source };
        let cells: [&str; 16] = [
            &id,
            &s.created_at,
            &s.name,
            &s.email,
            &s.subject,
            &s.message,
            read,
            s.status.as_str(),
            owner.as_deref().unwrap_or(""),
            &value,
            s.follow_up_at.as_deref().unwrap_or(""),
            &s.lang,
            s.source.channel().as_str(),
            source,
            &s.source.utm_campaign,
            &s.source.landing_page,
        ];
        writer.write_record(cells.map(defuse).iter().map(|cell| cell.as_bytes()))?;
        progress.tick("inquiries");
        Ok(())
    })?;
    writer.flush()?;
    progress.done();
    tx.commit()?;
    Ok(())
}

/// The visits' daily counts as CSV: a `total` row per day (visits and unique visitors), then a row
/// per day and page, source, campaign or device. Direct visits have an empty source.
pub fn visits_csv(conn: &mut Connection, out: &mut dyn Write) -> anyhow::Result<()> {
    let tx = conn.transaction().context("cannot start reading the database")?;
    out.write_all("\u{feff}".as_bytes())?;
    let mut writer = csv_writer(out);
    writer.write_record(["day", "dimension", "value", "visits", "visitors", "time_ms"])?;
    for day in db::visits::days(&tx)? {
        writer.write_record([
            day.day,
            "total".into(),
            String::new(),
            day.visits.to_string(),
            day.visitors.to_string(),
            String::new(),
        ])?;
    }
    db::visits::each_stat(&tx, |row| {
        let time = if row.durations > 0 { row.duration_ms.to_string() } else { String::new() };
        let cells = [
            row.day,
            row.dimension,
            defuse(&row.value).into_owned(),
            row.visits.to_string(),
            String::new(),
            time,
        ];
        writer.write_record(&cells)?;
        Ok(())
    })?;
    writer.flush()?;
    tx.commit()?;
    Ok(())
}

/// RFC 4180 as spreadsheets read it: cells quoted only when they must be, CRLF line ends.
fn csv_writer<W: Write>(out: W) -> csv::Writer<W> {
    csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(out)
}

/// A cell a spreadsheet would take for a formula gets a leading `'`, so it shows as text.
fn defuse(value: &str) -> Cow<'_, str> {
    if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{value}"))
    } else {
        Cow::Borrowed(value)
    }
}

/// A line on stderr every PROGRESS_EVERY rows, only when a person is watching.
struct Progress {
    count: std::cell::Cell<usize>,
    show: bool,
}

impl Progress {
    fn new() -> Progress {
        Progress { count: std::cell::Cell::new(0), show: std::io::stderr().is_terminal() }
    }

    fn tick(&self, what: &str) {
        let n = self.count.get() + 1;
        self.count.set(n);
        if self.show && n.is_multiple_of(PROGRESS_EVERY) {
            eprint!("\rexported {n} rows ({what})…");
        }
    }

    fn done(&self) {
        if self.show && self.count.get() >= PROGRESS_EVERY {
            eprintln!("\rexported {} rows.          ", self.count.get());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{csv_writer, defuse};

    /// One record as `export --format csv` writes it.
    fn line(cells: &[&str]) -> String {
        let mut writer = csv_writer(Vec::new());
        let defused: Vec<_> = cells.iter().map(|cell| defuse(cell)).collect();
        writer.write_record(defused.iter().map(|cell| cell.as_bytes())).unwrap();
        String::from_utf8(writer.into_inner().unwrap()).unwrap()
    }

    #[test]
    fn cells_that_look_like_formulas_are_defused() {
        assert_eq!(line(&["=HYPERLINK(\"x\")"]), "\"'=HYPERLINK(\"\"x\"\")\"\r\n");
        assert_eq!(line(&["+1 305"]), "'+1 305\r\n");
        assert_eq!(line(&["-2"]), "'-2\r\n");
        assert_eq!(line(&["@SUM(A1)"]), "'@SUM(A1)\r\n");
        assert_eq!(line(&["\t=1"]), "'\t=1\r\n");
        assert_eq!(line(&["\r=1"]), "\"'\r=1\"\r\n");
        assert_eq!(line(&["plain", "a-b", "x=y"]), "plain,a-b,x=y\r\n");
    }

    #[test]
    fn cells_with_separators_are_quoted_per_rfc_4180() {
        assert_eq!(line(&["a,b", "c"]), "\"a,b\",c\r\n");
        assert_eq!(line(&["say \"hi\""]), "\"say \"\"hi\"\"\"\r\n");
        assert_eq!(line(&["line\nbreak", "cr\r\nlf"]), "\"line\nbreak\",\"cr\r\nlf\"\r\n");
        assert_eq!(line(&["Café", "1"]), "Café,1\r\n");
    }
}
