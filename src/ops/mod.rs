//! The bodies of the owner's commands (`cli` only parses and dispatches): migrate, create-admin,
//! export, import, backup and settings. They run in the CLI's process, beside a running `serve` if
//! there is one: reads take one consistent snapshot (a read transaction under WAL) and files are
//! written atomically (a temporary file, then a rename).

pub mod admin;
pub mod backup;
pub mod export;
pub mod import;
pub mod media;
pub mod migrate;
pub mod settings;

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use rusqlite::Connection;

use crate::db;

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

/// A database file can only be made in a folder that exists: a path the owner must fix.
pub fn check_folder(db_path: &Path) -> Result<()> {
    match db_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) if !dir.is_dir() => Err(OpsError::usage(format!(
            "The folder {} for the database does not exist: create it, or choose another --db (AGENCY_DB).",
            dir.display()
        ))),
        _ => Ok(()),
    }
}

/// The database, created if needed and migrated.
pub fn open(db_path: &Path) -> Result<Connection> {
    check_folder(db_path)?;
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

/// Creates (or empties) `path`, readable by its owner only from the start: nobody can open it
/// in the moment between its creation and a later change of its permissions.
pub fn create_private(path: &Path) -> anyhow::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let file = options.open(path).with_context(|| format!("cannot create {}", path.display()))?;
    // A file that already existed keeps its mode through open: restrict it too.
    owner_only(path)?;
    Ok(file)
}

/// Exports and backups hold the agency's leads and maybe secrets: only the owner may read them.
pub fn owner_only(path: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
            .with_context(|| format!("cannot restrict the permissions of {}", path.display()))?;
    }
    Ok(())
}

/// `dir/.name.tmp-<pid>` beside `path`, on the same file system so the rename is atomic.
pub fn temporary_beside(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "export".into());
    path.with_file_name(format!(".{name}.tmp-{}", std::process::id()))
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
