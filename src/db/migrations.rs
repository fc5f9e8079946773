//! The schema's migrations: the files of migrations/ (`V<n>__<name>.sql`), embedded at build time
//! and applied in order, each in a transaction of its own, recorded in `refinery_schema_history`.
//!
//! The table, its columns and each migration's checksum are those refinery wrote when it ran them
//! (SipHash 1-3 of the name, the version and the SQL), so every database it migrated goes on here,
//! and a migration changed after it was applied is still refused. Why not refinery any more: this
//! is all the site asked of it, and its runtime regex, TOML and date parsers were 0.6 MB of a
//! binary with a 15 MB budget (docs/PERFORMANCE.md), the regex compiled at every start.

use std::hash::{Hash, Hasher};

use anyhow::{Context, bail};
use include_dir::{Dir, include_dir};
use rusqlite::{Connection, params};
use siphasher::sip::SipHasher13;

static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/migrations");

const HISTORY: &str = "create table if not exists refinery_schema_history (
    version int4 primary key,
    name varchar(255),
    applied_on varchar(255),
    checksum varchar(255))";

/// One migration file.
#[derive(Debug, Clone)]
pub struct Migration {
    pub version: i32,
    pub name: &'static str,
    pub sql: &'static str,
}

impl Migration {
    /// `V12__name`, as the CLI and exports name it.
    pub fn label(&self) -> String {
        format!("V{}__{}", self.version, self.name)
    }

    /// What refinery stored as the migration's checksum.
    fn checksum(&self) -> u64 {
        let mut hasher = SipHasher13::new();
        self.name.hash(&mut hasher);
        self.version.hash(&mut hasher);
        self.sql.hash(&mut hasher);
        hasher.finish()
    }
}

/// Every migration this binary carries, by version. A file not named `V<n>__<name>.sql` is a
/// mistake of the build, caught by the tests.
pub fn all() -> Vec<Migration> {
    let mut migrations: Vec<Migration> = FILES
        .files()
        .filter_map(|file| {
            let stem = file.path().to_str()?.strip_suffix(".sql")?.strip_prefix('V')?;
            let (version, name) = stem.split_once("__")?;
            Some(Migration { version: version.parse().ok()?, name, sql: file.contents_utf8()? })
        })
        .collect();
    migrations.sort_by_key(|m| m.version);
    migrations
}

/// The versions applied to this database, with the name and checksum each was applied as.
fn applied(conn: &Connection) -> rusqlite::Result<Vec<(i32, String, String)>> {
    let mut stmt =
        conn.prepare("select version, name, checksum from refinery_schema_history order by version")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    rows.collect()
}

/// Applies the migrations not applied yet, up to `target` (all without one), and returns them.
/// Refused, changing nothing, when the database holds a migration this binary does not carry (a
/// newer agency-site made it) or one that differs from the file of the same version.
pub fn run(conn: &mut Connection, target: Option<i32>) -> anyhow::Result<Vec<Migration>> {
    conn.execute_batch(HISTORY)?;
    let known = all();
    let done = applied(conn)?;
    for (version, name, checksum) in &done {
        match known.iter().find(|m| m.version == *version) {
            None => bail!(
                "the database holds migration V{version}__{name}, which this agency-site does not know: \
                 it was made by a newer version, so run that one (or restore a backup taken before it)"
            ),
            Some(m) if m.name != name || m.checksum().to_string() != *checksum => {
                bail!(
                    "migration V{version}__{name} was applied as another text than this agency-site's {}",
                    m.label()
                )
            }
            Some(_) => {}
        }
    }
    let current = done.last().map_or(0, |(version, ..)| *version);
    if let Some(skipped) =
        known.iter().find(|m| m.version < current && !done.iter().any(|d| d.0 == m.version))
    {
        bail!("migration {} was never applied, yet later ones were", skipped.label());
    }
    let mut ran = Vec::new();
    for migration in
        known.into_iter().filter(|m| m.version > current && target.is_none_or(|t| m.version <= t))
    {
        let tx = conn.transaction()?;
        tx.execute_batch(migration.sql).with_context(|| format!("migration {} failed", migration.label()))?;
        tx.execute(
            "insert into refinery_schema_history (version, name, applied_on, checksum) values (?1, ?2, ?3, ?4)",
            params![migration.version, migration.name, super::now(), migration.checksum().to_string()],
        )?;
        tx.commit()?;
        tracing::debug!(migration = %migration.label(), "applied");
        ran.push(migration);
    }
    Ok(ran)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_is_a_migration_and_checksums_are_those_refinery_stored() {
        let files = FILES.files().count();
        let all = all();
        assert_eq!(all.len(), files, "a file in migrations/ is not named V<n>__<name>.sql");
        assert!(all.windows(2).all(|w| w[0].version < w[1].version), "two files share a version");
        // As refinery 0.10 computed them: databases it migrated keep these in their history.
        let checksum = |version: i32| all.iter().find(|m| m.version == version).unwrap().checksum();
        assert_eq!(checksum(1), 16472240055819830818);
        assert_eq!(checksum(9), 8006957421908435358);
        assert_eq!(checksum(18), 15292156094773405595);
    }

    #[test]
    fn a_database_from_a_newer_version_or_with_a_changed_migration_is_refused_unchanged() {
        let mut conn = Connection::open_in_memory().unwrap();
        assert_eq!(run(&mut conn, Some(3)).unwrap().len(), 3);
        assert_eq!(run(&mut conn, None).unwrap().len(), all().len() - 3);
        assert!(run(&mut conn, None).unwrap().is_empty(), "a second run applies nothing");

        conn.execute("update refinery_schema_history set checksum = '1' where version = 2", []).unwrap();
        let said = run(&mut conn, None).unwrap_err().to_string();
        assert!(said.contains("V2__seed_content was applied as another text"), "{said}");
        conn.execute(
            "update refinery_schema_history set checksum = ?1 where version = 2",
            [all()[1].checksum().to_string()],
        )
        .unwrap();

        conn.execute(
            "insert into refinery_schema_history (version, name, applied_on, checksum) values (999, 'later', '', '0')",
            [],
        )
        .unwrap();
        let said = run(&mut conn, None).unwrap_err().to_string();
        assert!(said.contains("V999__later, which this agency-site does not know"), "{said}");
    }
}
