//! `export`: everything in the database as one JSON document (the API's shapes, camelCase), or the
//! contact inquiries as CSV for a spreadsheet. One read transaction makes it consistent while the
//! site keeps running.

use std::io::{IsTerminal, Write};
use std::path::Path;

use anyhow::Context;
use rusqlite::Connection;
use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::db::{self, content};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::contact::Submission;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::setting_keys;
use crate::domain::testimonials::TestimonialFields;
use crate::ops::{FORMAT, FORMAT_VERSION, OpsError, Result, is_database_file, open_existing, write_output};

/// Rows between two progress lines on a terminal.
const PROGRESS_EVERY: usize = 100_000;

pub struct Options {
    pub include_secrets: bool,
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
    let mut conn = open_existing(db_path)?;
    if let Some(out) = out.filter(|out| is_database_file(out, db_path)) {
        return Err(OpsError::usage(format!(
            "{} is the database itself: choose another file for the export.",
            out.display()
        )));
    }
    write_output(out, |writer| match format {
        Format::Json => json(&mut conn, writer, options),
        Format::Csv => csv(&mut conn, writer),
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
    let users: Vec<Value> = db::users::list(&tx)?
        .into_iter()
        .map(|u| {
            let mut user = json!({
                "id": u.id,
                "username": u.username,
                "isAdmin": u.is_admin,
                "isSuperAdmin": u.is_super_admin,
                "createdAt": u.created_at,
            });
            if options.include_secrets {
                user["passwordHash"] = Value::String(u.password_hash);
            }
            user
        })
        .collect();

    let head = json!({
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exportedAt": db::now(),
        "migrations": migrations,
        "includesSecrets": options.include_secrets,
        "settings": settings,
        "users": users,
        "services": content::list::<ServiceFields>(&tx, true)?,
        "projects": content::list::<ProjectFields>(&tx, true)?,
        "testimonials": content::list::<TestimonialFields>(&tx, true)?,
        "clientLogos": content::list::<ClientLogoFields>(&tx, true)?,
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
        write_item(out, &mut first, &submission)?;
        progress.tick("inquiries");
        Ok(())
    })?;
    out.write_all(b"],\"visits\":[")?;
    first = true;
    db::visits::each(&tx, |visit| {
        write_item(out, &mut first, &visit)?;
        progress.tick("visits");
        Ok(())
    })?;
    out.write_all(b"]}\n")?;
    progress.done();
    tx.commit()?;
    Ok(())
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
    out.write_all(b"id,created_at,name,email,subject,message,read\r\n")?;
    let progress = Progress::new();
    db::contact::each(&tx, |s: Submission| {
        let cells = [
            s.id.to_string(),
            s.created_at,
            s.name,
            s.email,
            s.subject,
            s.message,
            if s.read { "yes" } else { "no" }.to_owned(),
        ];
        let line: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
        out.write_all(line.join(",").as_bytes())?;
        out.write_all(b"\r\n")?;
        progress.tick("inquiries");
        Ok(())
    })?;
    progress.done();
    tx.commit()?;
    Ok(())
}

/// One CSV cell: quoted when needed, and defused when a spreadsheet would take it for a formula.
pub fn csv_cell(value: &str) -> String {
    let defused = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if defused.contains([',', '"', '\n', '\r']) || defused != defused.trim() {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
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
    use super::csv_cell;

    #[test]
    fn cells_that_look_like_formulas_are_defused() {
        assert_eq!(csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_cell("+1 305"), "'+1 305");
        assert_eq!(csv_cell("-2"), "'-2");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_cell("plain"), "plain");
    }

    #[test]
    fn cells_with_separators_are_quoted_per_rfc_4180() {
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_cell("line\nbreak"), "\"line\nbreak\"");
        assert_eq!(csv_cell("Café"), "Café");
    }
}
