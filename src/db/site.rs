//! The `site_version` counter: triggers bump it on every change to content or settings, so a
//! process can tell that what visitors see changed, whoever changed it.

use rusqlite::Connection;

pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select version from site_version where id = 1", [], |r| r.get(0))
}
