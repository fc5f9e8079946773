//! The bodies of the owner's commands (`cli` only parses and dispatches): migrate, create-admin,
//! export, import, backup, restore and settings. They run in the CLI's process, beside a running
//! `serve` if there is one (but `restore`, which refuses then): reads take one consistent snapshot
//! (a read transaction under WAL) and files are written atomically (a temporary file, then a rename).

pub mod admin;
pub mod backup;
pub mod export;
pub mod import;
pub mod media;
pub mod migrate;
pub mod restore;
pub mod settings;

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use rusqlite::Connection;

use crate::db;
pub use crate::files::{create_private, owner_only, temporary_beside};

/// A failed command: `Usage` when the owner's input was wrong (exit 2), `Runtime` when the
/// machine failed (exit 1). Either way one sentence on stderr.
#[derive(Debug)]
pub enum OpsError {
    Usage(String),
    Runtime(anyhow::Error),
}

impl OpsError {
    pub fn usage(message: impl Into<String>) -> OpsError {
        OpsError::Usage(message.into())
    }

    pub fn exit_code(&self) -> ExitCode {
        match self {
            OpsError::Usage(_) => ExitCode::from(2),
            OpsError::Runtime(_) => ExitCode::from(1),
        }
    }
}

impl std::fmt::Display for OpsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpsError::Usage(message) => f.write_str(message),
            OpsError::Runtime(err) => write!(f, "{err:#}"),
        }
    }
}

impl From<anyhow::Error> for OpsError {
    fn from(err: anyhow::Error) -> Self {
        OpsError::Runtime(err)
    }
}

pub type Result<T, E = OpsError> = std::result::Result<T, E>;

/// An existing database, migrated to this binary's schema: commands that read data refuse to
/// create an empty one by mistake.
pub fn open_existing(db_path: &Path) -> Result<Connection> {
    if !db_path.exists() {
        return Err(OpsError::usage(format!(
            "There is no database at {}: pass --db (or set AGENCY_DB) to the site's database file.",
            db_path.display()
        )));
    }
    open(db_path)
}

/// A `--db` the owner must fix, said before SQLite says it less clearly: a database file can only
/// be made in a folder that exists, a folder is not one, and a file that is not SQLite's is no
/// site's database (SQLite would call it "file is not a database: Error code 26").
pub fn check_db_path(db_path: &Path) -> Result<()> {
    match db_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) if !dir.is_dir() => {
            return Err(OpsError::usage(format!(
                "The folder {} for the database does not exist: create it, or choose another --db (AGENCY_DB).",
                dir.display()
            )));
        }
        _ => {}
    }
    if db_path.is_dir() {
        return Err(OpsError::usage(format!(
            "{} is a folder, not a database file: pass --db (AGENCY_DB) the file, such as {}.",
            db_path.display(),
            db_path.join("agency.db").display()
        )));
    }
    if !looks_like_sqlite(db_path) {
        return Err(OpsError::usage(format!(
            "{} is not an SQLite database: pass --db (AGENCY_DB) the site's database file, or a new file name.",
            db_path.display()
        )));
    }
    Ok(())
}

/// Whether the file is missing, empty (SQLite makes a database of both) or starts with SQLite's
/// header. A file this process cannot read is left for SQLite to report.
fn looks_like_sqlite(path: &Path) -> bool {
    const HEADER: &[u8; 16] = b"SQLite format 3\0";
    let Ok(mut file) = File::open(path) else { return true };
    let mut start = Vec::with_capacity(HEADER.len());
    match (&mut file).take(HEADER.len() as u64).read_to_end(&mut start) {
        Ok(_) => start.is_empty() || start == HEADER,
        Err(_) => true,
    }
}

/// `--out` must name a file in a folder that exists: otherwise the temporary file written first
/// is what the error would name.
pub fn check_out(out: &Path, example: &str) -> Result<()> {
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty())
        && !dir.is_dir()
    {
        return Err(OpsError::usage(format!(
            "The folder {} for --out does not exist: create it, or choose another --out.",
            dir.display()
        )));
    }
    if out.is_dir() {
        return Err(OpsError::usage(format!(
            "{} is a folder: give --out a file name, such as {}.",
            out.display(),
            out.join(example).display()
        )));
    }
    Ok(())
}

/// `path` as the owner should read it in "… in /srv/site/agency.db": absolute, so a command run
/// from another folder says which file it wrote.
pub fn shown(path: &Path) -> String {
    path.canonicalize().unwrap_or_else(|_| path.to_owned()).display().to_string()
}

/// `create-admin` with the default `--db` where there is no database: most likely run from
/// another folder than the site's, where it would start a second, empty site.
pub fn refuse_new_default(db_path: &Path) -> Result<()> {
    if db_path.exists() {
        return Ok(());
    }
    let path = std::path::absolute(db_path).unwrap_or_else(|_| db_path.to_owned());
    Err(OpsError::usage(format!(
        "There is no database at {} (the default --db): run this in the site's folder, pass --db \
         (AGENCY_DB) the site's database file, or add --new-database to start a new site here.",
        path.display()
    )))
}

/// The database, created if needed and migrated.
pub fn open(db_path: &Path) -> Result<Connection> {
    check_db_path(db_path)?;
    let mut conn = db::connect(db_path)?;
    crate::upgrade::migrate(&mut conn)?;
    Ok(conn)
}

/// The export format's name and version, checked by `import`.
pub const FORMAT: &str = "agency-site export";
pub const FORMAT_VERSION: u32 = 1;

/// Writes `path` atomically: `write` fills a temporary file beside it, which is synced and then
/// renamed over `path`, so readers never see half a file and a failure leaves no debris.
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<File>) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let temp = temporary_beside(path);
    let result = (|| {
        let file = create_private(&temp)?;
        let mut out = BufWriter::new(file);
        write(&mut out)?;
        let file = out.into_inner().map_err(|e| e.into_error()).context("cannot write the file")?;
        file.sync_all().context("cannot flush the file to disk")?;
        std::fs::rename(&temp, path)
            .with_context(|| format!("cannot move the file into place at {}", path.display()))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

/// Whether writing `out` would replace the database at `db` or one of SQLite's files beside it
/// (`-wal`, `-shm`, `-journal`), however either path is spelled.
pub fn is_database_file(out: &Path, db: &Path) -> bool {
    // The folder resolved, the file name as given: what a rename onto `path` would replace.
    let resolve = |path: &Path| -> Option<PathBuf> {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        Some(dir.canonicalize().ok()?.join(path.file_name()?))
    };
    let Some(out) = resolve(out) else { return false };
    let databases = [resolve(db), db.canonicalize().ok()];
    databases.into_iter().flatten().any(|db| {
        ["", "-wal", "-shm", "-journal"].iter().any(|suffix| {
            let mut name = db.clone().into_os_string();
            name.push(suffix);
            out.as_os_str() == name
        })
    })
}

/// Writes to standard output, or atomically to `out`.
pub fn write_output(
    out: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    match out {
        Some(path) => write_atomically(path, |file| write(file)),
        None => {
            let stdout = std::io::stdout();
            let mut lock = std::io::BufWriter::new(stdout.lock());
            write(&mut lock)?;
            lock.flush().context("cannot write to standard output")
        }
    }
}
