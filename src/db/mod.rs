//! The SQLite file: connection pool, per-connection PRAGMAs and embedded migrations.
//! Each submodule holds the SQL of one table as plain functions over a `Connection`.

pub mod activity;
pub mod case_studies;
pub mod contact;
pub mod content;
pub mod leads;
pub mod lock;
pub mod media;
pub mod media_seed;
pub mod migrations;
pub mod posts;
pub mod revisions;
pub mod serve_token_secret;
pub mod settings;
pub mod site;
pub mod site_content;
pub mod translations;
pub mod trash;
pub mod users;
pub mod visits;
pub mod write_probe;

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::Connection;

/// Applied to every connection: WAL lets readers run beside the one writer; NORMAL is durable
/// at checkpoints, and writes that must survive a power cut ask for FULL themselves.
const PRAGMAS: &str = "
    pragma journal_mode = wal;
    pragma synchronous = normal;
    pragma foreign_keys = on;
    pragma busy_timeout = 5000;
";

pub type Pool = r2d2::Pool<SqliteConnectionManager>;

/// Why database work failed: what SQLite said, no connection to be had, or the worker thread died.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error(transparent)]
    Sqlite(#[from] rusqlite::Error),
    #[error("no database connection: {0}")]
    Pool(#[from] r2d2::Error),
    #[error("the database task failed: {0}")]
    Task(#[from] tokio::task::JoinError),
}

/// A cloneable handle on the database for the async world.
/// Connections open at most: SQLite takes one writer at a time, so more would only wait.
pub const POOL_SIZE: u32 = 8;

#[derive(Clone)]
pub struct Db {
    pool: Pool,
    path: PathBuf,
}

impl Db {
    /// Opens the pool on an already migrated file.
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        let manager = SqliteConnectionManager::file(path).with_init(|c| c.execute_batch(PRAGMAS));
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .connection_timeout(Duration::from_secs(5))
            .build(manager)
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        Ok(Db { pool, path: path.to_owned() })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs blocking SQLite work on tokio's blocking pool, never on the async executor. The
    /// caller's error type says what a failure means to it (an HTTP answer, a log line).
    pub async fn run<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, E> + Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || {
            let mut conn = pool.get().map_err(DbError::from)?;
            work(&mut conn)
        })
        .await
        .map_err(DbError::from)?
    }

    /// A connection for synchronous callers (CLI commands).
    pub fn conn(&self) -> anyhow::Result<r2d2::PooledConnection<SqliteConnectionManager>> {
        self.pool.get().context("cannot get a database connection")
    }
}

/// Opens (creating if needed) the file with the PRAGMAs applied, for migrations and CLI work.
pub fn connect(path: &Path) -> anyhow::Result<Connection> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && !dir.is_dir()
    {
        anyhow::bail!("the folder {} for the database does not exist", dir.display());
    }
    let opened = Connection::open(path).and_then(|conn| conn.execute_batch(PRAGMAS).map(|()| conn));
    match opened {
        Ok(conn) => {
            restrict_permissions(path);
            Ok(conn)
        }
        Err(err) => Err(match unwritable(path) {
            Some(why) => anyhow::anyhow!(
                "cannot write the database {}: {why}; make the disk writable or choose another --db",
                path.display()
            ),
            None => {
                anyhow::Error::new(err).context(format!("{} is not a usable SQLite database", path.display()))
            }
        }),
    }
}

/// Why the database file (or its folder, for a new file) cannot be written, if it cannot.
fn unwritable(path: &Path) -> Option<String> {
    let probe = if path.exists() {
        std::fs::OpenOptions::new().append(true).open(path).err()
    } else {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let test = dir.join(format!(".agency-write-test-{}", std::process::id()));
        let result = std::fs::File::create(&test).err();
        let _ = std::fs::remove_file(&test);
        result
    }?;
    Some(match probe.kind() {
        std::io::ErrorKind::ReadOnlyFilesystem => "the disk is mounted read-only".to_owned(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        std::io::ErrorKind::StorageFull => "the disk is full".to_owned(),
        _ => probe.to_string(),
    })
}

/// The file holds password hashes and secrets: only its owner may read it.
fn restrict_permissions(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if let Err(e) = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)) {
            tracing::warn!(path = %path.display(), error = %e, "cannot restrict the database's permissions");
        }
    }
}

/// Applies the pending migrations and returns the names of those applied now.
pub fn migrate(conn: &mut Connection) -> anyhow::Result<Vec<String>> {
    let applied = migrations::run(conn, None).context("cannot apply the database migrations")?;
    Ok(applied.iter().map(migrations::Migration::label).collect())
}

/// Whether migrations were ever applied to this database.
pub fn was_migrated(conn: &Connection) -> rusqlite::Result<bool> {
    let tables: i64 = conn.query_row(
        "select count(*) from sqlite_master where type = 'table' and name = 'refinery_schema_history'",
        [],
        |r| r.get(0),
    )?;
    Ok(tables > 0)
}

/// Copies the database, as one consistent snapshot, into the empty file at `target`.
pub fn vacuum_into(conn: &Connection, target: &str) -> rusqlite::Result<()> {
    conn.execute("vacuum into ?1", [target])?;
    Ok(())
}

/// SQLite's verdict on a database file: `ok`, or what is damaged.
pub fn integrity_check(conn: &Connection) -> rusqlite::Result<String> {
    conn.query_row("pragma integrity_check", [], |r| r.get(0))
}

/// Every migration the binary carries, as `(name, applied)`, in the order they apply.
pub fn migration_status(conn: &mut Connection) -> anyhow::Result<Vec<(String, bool)>> {
    let applied = applied_migrations(conn).context("cannot read the applied migrations")?;
    Ok(migrations::all()
        .iter()
        .map(|m| {
            let label = m.label();
            let done = applied.contains(&label);
            (label, done)
        })
        .collect())
}

/// The migrations this binary carries, as `V12__name`, in the order they apply.
pub fn known_migrations() -> Vec<String> {
    migrations::all().iter().map(migrations::Migration::label).collect()
}

/// The current time as the RFC 3339 UTC text the tables store.
pub fn now() -> String {
    jiff::Timestamp::now().strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// The names of the applied migrations, read with plain SQL so it works inside a transaction.
pub fn applied_migrations(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare("select version, name from refinery_schema_history order by version")?;
    let rows = stmt.query_map([], |r| Ok(format!("V{}__{}", r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
    rows.collect()
}

/// Runs an `insert`/`update … returning` and steps it to its end. In autocommit mode SQLite
/// commits on the last step, after the row came back: stopping at the row (as `query_row` does)
/// would drop a failed commit — a full or read-only disk — and report a write that never happened.
pub fn returning<T>(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
    map: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<Option<T>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let mut rows = stmt.query(params)?;
    let first = match rows.next()? {
        Some(row) => Some(map(row)?),
        None => None,
    };
    while rows.next()?.is_some() {}
    Ok(first)
}

#[cfg(test)]
mod tests {
    #[test]
    fn times_are_stored_as_rfc_3339_utc_with_milliseconds() {
        let now = super::now();
        assert_eq!(now.len(), "2026-01-02T03:04:05.678Z".len(), "{now}");
        assert!(now.ends_with('Z') && now.as_bytes()[19] == b'.', "{now}");
        assert!(now.parse::<jiff::Timestamp>().is_ok(), "{now}");
    }

    #[test]
    fn inquiries_stored_before_leads_become_new_leads_and_spam_keeps_its_own_count() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        super::migrations::run(&mut conn, Some(22)).unwrap();
        for read in [0, 1, 0] {
            conn.execute(
                "insert into contact_submissions (name, email, subject, message, read) \
                 values ('Ana', 'ana@example.com', 'Hi there', 'A message long enough.', ?1)",
                [read],
            )
            .unwrap();
        }
        super::migrations::run(&mut conn, None).unwrap();
        let one = |sql: &str| conn.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
        assert_eq!(
            one("select count(*) from contact_submissions where status = 'new' and spam_score = 0"),
            3
        );
        assert_eq!(
            (super::contact::count(&conn).unwrap(), super::contact::count_unread(&conn).unwrap()),
            (3, 2)
        );
        conn.execute("update contact_submissions set status = 'spam' where id = 1", []).unwrap();
        let default = super::contact::Filter::default();
        assert_eq!(super::contact::count_matching(&conn, &default).unwrap(), 2);
        assert_eq!(super::contact::count_unread(&conn).unwrap(), 1, "spam is not unread mail");
        assert_eq!(one("select sum(count) from inquiry_minutes"), 2, "nor an inquiry of the insights");
        conn.execute("delete from contact_submissions where id = 1", []).unwrap();
        assert_eq!((super::contact::count(&conn).unwrap(), one("select spam from inbox_counts")), (2, 0));
        assert_eq!(one("select sum(count) from inquiry_minutes"), 2);
    }

    #[test]
    fn the_same_message_from_others_is_counted_from_the_index_and_only_up_to_a_few() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        super::migrations::run(&mut conn, None).unwrap();
        let message = "Grow your Instagram to 10k followers this week, guaranteed results.";
        let insert = |email: &str, text: &str, at: &str| {
            conn.execute(
                "insert into contact_submissions (name, email, subject, message, created_at) \
                 values ('Bot', ?1, 'Growth', ?2, ?3)",
                rusqlite::params![email, text, at],
            )
            .unwrap();
        };
        let now = super::now();
        for _ in 0..30 {
            insert("bot@x.example", message, &now);
        }
        insert("a@x.example", message, &now);
        insert("z@x.example", message, &now);
        insert("b@x.example", "Another message entirely, long enough.", &now);
        insert("c@x.example", message, "2020-01-01T00:00:00.000Z");
        let since = "2026-01-01T00:00:00.000Z";
        let count = |email: &str| super::contact::identical_since(&conn, message, email, since).unwrap();
        assert_eq!(count("bot@x.example"), 2, "the sender's own repeats do not count, nor last year's");
        assert_eq!(count("new@x.example"), 20 + 1, "up to 20 on each side of the address (here 31 and 1)");
        let plan: String = conn
            .query_row(
                "explain query plan select 1 from contact_submissions indexed by contact_submissions_repeats \
                 where substr(message, 1, 64) = substr(?1, 1, 64) and email < ?2 and created_at >= ?3 \
                 and +message = ?1",
                ["m", "e", "t"],
                |r| r.get(3),
            )
            .unwrap();
        assert!(plan.starts_with("SEARCH"), "{plan}");
    }

    #[test]
    fn account_ids_are_never_given_again_and_the_rebuild_keeps_every_account_and_code() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch("pragma foreign_keys = on").unwrap();
        super::migrations::run(&mut conn, Some(14)).unwrap();
        // The accounts as the schema of V14 holds them (`users::insert` writes today's columns).
        for name in ["owner", "editor", "fired"] {
            conn.execute(
                "insert into users (username, password_hash, is_admin, is_super_admin, created_at)
                 values (?1, '$argon2id$x', 1, ?1 = 'owner', '2026-01-01T00:00:00.000Z')",
                [name],
            )
            .unwrap();
        }
        conn.execute("insert into recovery_codes (user_id, code_hash) values (2, 'h')", []).unwrap();
        conn.execute("update users set session_version = 4 where id = 2", []).unwrap();
        // Two accounts above the highest left were deleted: ids 4 and 5 named them.
        conn.execute("delete from users where id = 3", []).unwrap();
        for deleted in ["Admin “fired”", "Admin “gone”"] {
            super::activity::record(&conn, "owner", "deleted", deleted).unwrap();
        }
        super::activity::record(&conn, "owner", "deleted", "Service “UGC”").unwrap();
        super::migrations::run(&mut conn, None).unwrap();

        let editor = super::users::find(&conn, 2).unwrap().expect("kept");
        assert_eq!((editor.username.as_str(), editor.session_version), ("editor", 4));
        assert_eq!(super::users::recovery_hashes(&conn, 2).unwrap(), ["h"]);
        let next = super::users::insert(&conn, "new-hire", "$argon2id$x").unwrap();
        assert_eq!(next.id, 5, "above the highest id and the two deletions the log remembers");
        super::users::delete_non_super(&conn, next.id).unwrap();
        let another = super::users::insert(&conn, "another", "$argon2id$x").unwrap();
        assert_eq!(another.id, 6, "never again");
        assert_ne!(another.session_version, next.session_version, "a random first generation");
        let fk: i64 =
            conn.query_row("select count(*) from pragma_foreign_key_check", [], |r| r.get(0)).unwrap();
        assert_eq!(fk, 0);
    }

    #[test]
    fn the_inquiry_minutes_count_the_inquiries_a_database_held_before_them() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        super::migrations::run(&mut conn, Some(13)).unwrap();
        for at in ["2026-03-01T10:15:05.000Z", "2026-03-01T10:15:59.999Z", "2026-03-01T10:16:00.000Z"] {
            conn.execute(
                "insert into contact_submissions (name, email, subject, message, created_at) \
                 values ('Ana', 'ana@example.com', 'Hi', 'A message long enough.', ?1)",
                [at],
            )
            .unwrap();
        }
        super::migrations::run(&mut conn, None).unwrap();
        let count = |from: &str, to: &str| super::contact::count_between(&conn, from, to).unwrap();
        assert_eq!(count("2026-03-01T10:15:00.000Z", "2026-03-01T10:16:00.000Z"), 2);
        assert_eq!(count("2026-03-01T10:16:00.000Z", "2026-03-02T00:00:00.000Z"), 1);
        assert_eq!(count("2026-03-01T00:00:00.000Z", "2026-03-01T10:15:00.000Z"), 0);
    }
}
