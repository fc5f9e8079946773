//! Migrations, and the data steps SQL cannot do that follow them: the media library is seeded with
//! the site's artwork when it is made, and posts whose Markdown was never rendered (the migrated
//! articles) are rendered. `serve`, `migrate` and every command that opens a database run this.

use rusqlite::Connection;

use crate::db;

/// Applies pending migrations and their data steps; names the migrations applied.
pub fn migrate(conn: &mut Connection) -> anyhow::Result<Vec<String>> {
    let applied = db::migrate(conn)?;
    if applied.iter().any(|name| name == crate::media::seed::LIBRARY) {
        crate::media::seed::run(conn)?;
    }
    let tx = conn.transaction()?;
    for (id, markdown) in db::posts::unrendered(&tx)? {
        let html = crate::markdown::render(&markdown);
        db::posts::set_body(
            &tx,
            id,
            &db::posts::Body { html: &html, read_time: crate::markdown::read_time(&markdown) },
        )?;
    }
    tx.commit()?;
    Ok(applied)
}
