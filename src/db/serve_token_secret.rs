//! The `serve_token_secret` table: where the last `serve` took the secret that signs sessions,
//! so `settings rotate-token-secret` (another process) knows whether rotating it ends anything.

use rusqlite::{Connection, OptionalExtension, params};

/// Where a server's session secret comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The secret stored in `settings` (rotated by the CLI).
    Database,
    /// AGENCY_JWT_SECRET (or `--jwt-secret`): the stored one is not used.
    Environment,
}

impl Source {
    fn as_str(self) -> &'static str {
        match self {
            Source::Database => "database",
            Source::Environment => "environment",
        }
    }
}

/// Written by `serve` as it starts.
pub fn record(conn: &Connection, source: Source) -> rusqlite::Result<()> {
    conn.execute(
        "insert into serve_token_secret (id, source, started_at) values (1, ?1, ?2)
         on conflict (id) do update set source = excluded.source, started_at = excluded.started_at",
        params![source.as_str(), super::now()],
    )?;
    Ok(())
}

/// The source the last `serve` recorded and when it started; None before any `serve`.
pub fn last(conn: &Connection) -> rusqlite::Result<Option<(Source, String)>> {
    conn.query_row("select source, started_at from serve_token_secret where id = 1", [], |r| {
        let source = match r.get::<_, String>(0)?.as_str() {
            "environment" => Source::Environment,
            _ => Source::Database,
        };
        Ok((source, r.get(1)?))
    })
    .optional()
}
