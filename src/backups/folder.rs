//! The server's backup folder (`serve --backup-dir`): how often and how many (`--backup-every`,
//! `--backup-keep`), the folder checked at start, and the copies in it, each named by the moment
//! it was taken (`agency-YYYYMMDD-HHMMSS.db`, UTC), listed newest first, those beyond the number
//! kept deleted. Nothing else in the folder is ever touched.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;
use utoipa::ToSchema;

use crate::files::create_private;

/// How often the server backs up, as the owner wrote it: a whole number and a unit, `s`, `m`, `h`
/// or `d` (`30s`, `15m`, `6h`, `24h`, `7d`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Every {
    seconds: u64,
    text: String,
}

impl Every {
    /// The longest interval taken: a year, far beyond any sensible schedule, and far from overflow.
    const MAX_SECONDS: u64 = 366 * 86_400;

    /// The flag's value, or the sentence that says what it takes.
    pub fn parse(text: &str) -> Result<Every, String> {
        const TAKES: &str = "give a whole number and a unit, s, m, h or d, such as 30m, 6h, 24h or 7d";
        let text = text.trim();
        let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
        let (number, unit) = text.split_at(split);
        let scale = match unit {
            "s" => 1,
            "m" => 60,
            "h" => 3_600,
            "d" => 86_400,
            _ => return Err(TAKES.to_owned()),
        };
        let number: u64 = number.parse().map_err(|_| TAKES.to_owned())?;
        match number.checked_mul(scale) {
            Some(0) => Err(format!("the interval must be longer than nothing: {TAKES}")),
            Some(seconds) if seconds <= Every::MAX_SECONDS => Ok(Every { seconds, text: text.to_owned() }),
            _ => Err(format!("at most 366d: {TAKES}")),
        }
    }

    pub fn duration(&self) -> Duration {
        Duration::from_secs(self.seconds)
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }
}

/// The server's backup folder and its rules, from `serve`'s flags.
#[derive(Debug, Clone)]
pub struct Schedule {
    pub dir: PathBuf,
    pub every: Every,
    pub keep: usize,
}

impl Schedule {
    /// Checks the folder at start, so a wrong one is said then rather than at the first backup:
    /// made if missing (in a folder that exists), private, writable. Copies left unfinished by a
    /// server that was stopped mid-backup are removed.
    pub fn prepare(dir: &Path, every: Every, keep: usize) -> Result<Schedule, String> {
        let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_owned());
        let fix = "choose another --backup-dir (AGENCY_BACKUP_DIR)";
        if dir.is_file() {
            return Err(format!("{} is a file, not a folder: {fix}.", dir.display()));
        }
        if !dir.exists() {
            if let Some(parent) = dir.parent().filter(|p| !p.is_dir()) {
                return Err(format!(
                    "The folder {} for the backups does not exist: create it, or {fix}.",
                    parent.display()
                ));
            }
            let mut builder = std::fs::DirBuilder::new();
            #[cfg(unix)]
            {
                use std::os::unix::fs::DirBuilderExt;
                builder.mode(0o700);
            }
            builder
                .create(&dir)
                .map_err(|e| format!("Cannot create the folder {} ({e}): {fix}.", dir.display()))?;
        }
        let probe = dir.join(format!(".agency-write-test-{}", std::process::id()));
        create_private(&probe)
            .map_err(|e| format!("Cannot write in {} ({}): {fix}.", dir.display(), e.root_cause()))?;
        let _ = std::fs::remove_file(&probe);
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if is_unfinished(&name) && std::fs::remove_file(entry.path()).is_ok() {
                tracing::info!(file = %name, "removed a backup left unfinished");
            }
        }
        Ok(Schedule { dir, every, keep })
    }
}

/// A backup in the server's folder, as the API shows it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Backup {
    /// `agency-YYYYMMDD-HHMMSS.db`: when it was taken, in UTC.
    pub name: String,
    /// Bytes.
    pub size: u64,
    /// RFC 3339 UTC, from the name.
    pub created_at: String,
}

/// When the backup named `name` was taken, if `name` is one of the server's backups' names.
pub fn taken_at(name: &str) -> Option<jiff::Timestamp> {
    let stamp = name.strip_prefix("agency-")?.strip_suffix(".db")?;
    let shape = stamp.len() == 15
        && stamp.bytes().enumerate().all(|(i, b)| if i == 8 { b == b'-' } else { b.is_ascii_digit() });
    if !shape {
        return None;
    }
    let time = jiff::civil::DateTime::strptime("%Y%m%d-%H%M%S", stamp).ok()?;
    time.to_zoned(jiff::tz::TimeZone::UTC).ok().map(|z| z.timestamp())
}

/// `.agency-YYYYMMDD-HHMMSS.db.tmp-PID`: a copy being made, or left by a stopped server.
fn is_unfinished(name: &str) -> bool {
    name.strip_prefix('.').and_then(|n| n.split_once(".tmp-")).is_some_and(|(name, pid)| {
        taken_at(name).is_some() && !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit())
    })
}

fn name_at(time: jiff::Timestamp) -> String {
    time.strftime("agency-%Y%m%d-%H%M%S.db").to_string()
}

/// The server's backups in `dir`, newest first.
pub fn list(dir: &Path) -> std::io::Result<Vec<Backup>> {
    let mut backups = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(at) = taken_at(&name) else { continue };
        let meta = entry.metadata()?;
        if meta.is_file() {
            let created_at = at.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string();
            backups.push(Backup { name, size: meta.len(), created_at });
        }
    }
    backups.sort_by(|a, b| b.name.cmp(&a.name));
    Ok(backups)
}

/// Deletes the server's backups in `dir` beyond the newest `keep`; returns the names deleted.
pub(super) fn prune(dir: &Path, keep: usize) -> std::io::Result<Vec<String>> {
    let mut deleted = Vec::new();
    for old in list(dir)?.into_iter().skip(keep) {
        std::fs::remove_file(dir.join(&old.name))?;
        deleted.push(old.name);
    }
    Ok(deleted)
}

/// The name of a backup taken now; two in one second wait for the next.
pub(super) fn new_name(dir: &Path) -> (String, PathBuf) {
    loop {
        let now = jiff::Timestamp::now();
        let name = name_at(now);
        let path = dir.join(&name);
        if !path.exists() {
            return (name, path);
        }
        let rest = 1_000_000_000 - now.subsec_nanosecond().clamp(0, 999_999_999);
        std::thread::sleep(Duration::from_nanos(rest as u64));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_are_a_whole_number_and_a_unit() {
        for (text, seconds) in [("30s", 30), ("15m", 900), ("6h", 21_600), ("24h", 86_400), ("7d", 604_800)] {
            let every = Every::parse(text).unwrap();
            assert_eq!((every.duration().as_secs(), every.as_str()), (seconds, text));
        }
        for bad in ["", "24", "h", "1.5h", "-1h", "24 h", "24H", "1w", "0s", "400d", "99999999999999999999d"]
        {
            let said = Every::parse(bad).unwrap_err();
            assert!(said.contains("such as 30m, 6h, 24h or 7d"), "{bad}: {said}");
        }
    }

    #[test]
    fn only_the_servers_own_names_are_backups() {
        assert!(taken_at("agency-20260102-030405.db").is_some());
        let at = taken_at("agency-20260102-030405.db").unwrap();
        assert_eq!(at.to_string(), "2026-01-02T03:04:05Z");
        assert_eq!(name_at(at), "agency-20260102-030405.db");
        for other in [
            "agency.db",
            "agency-20260102-030405.db-wal",
            "agency-20260102-030405.db.tmp-1",
            "../agency-20260102-030405.db",
            "agency-20260102-030405.db/..",
            "agency-20261302-030405.db",
            "agency-20260102-250405.db",
            "agency-2026010-0304050.db",
            "agency-20260102_030405.db",
            "agency-２0260102-030405.db",
            "x-20260102-030405.db",
        ] {
            assert!(taken_at(other).is_none(), "{other}");
        }
        assert!(is_unfinished(".agency-20260102-030405.db.tmp-1234"));
        assert!(!is_unfinished(".agency.db.tmp-1234"));
        assert!(!is_unfinished(".agency-20260102-030405.db.tmp-"));
    }

    #[test]
    fn pruning_keeps_the_newest_and_touches_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let names = ["agency-20260101-000000.db", "agency-20260103-000000.db", "agency-20260102-000000.db"];
        for name in names.iter().chain(&["agency.db", "notes.txt", "agency-1.db"]) {
            std::fs::write(dir.path().join(name), b"x").unwrap();
        }
        assert_eq!(prune(dir.path(), 2).unwrap(), vec!["agency-20260101-000000.db".to_owned()]);
        let listed: Vec<String> = list(dir.path()).unwrap().into_iter().map(|b| b.name).collect();
        assert_eq!(listed, ["agency-20260103-000000.db", "agency-20260102-000000.db"]);
        for kept in ["agency.db", "notes.txt", "agency-1.db"] {
            assert!(dir.path().join(kept).exists(), "{kept}");
        }
    }
}
