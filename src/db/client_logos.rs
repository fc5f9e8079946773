//! The `client_logos` table, through the generic content SQL (`db::content`).

use rusqlite::Row;
use rusqlite::types::ToSql;

use crate::db::content::ContentTable;
use crate::domain::client_logos::ClientLogoFields;

impl ContentTable for ClientLogoFields {
    const TABLE: &'static str = "client_logos";
    const COLUMNS: &'static [&'static str] = &["src", "alt", "width", "position", "is_active"];
    /// Logos without a position come after those with one.
    const ORDER_BY: &'static str = "position is null, position, id";

    fn from_row(r: &Row<'_>, i: usize) -> rusqlite::Result<Self> {
        Ok(ClientLogoFields {
            src: r.get(i)?,
            alt: r.get(i + 1)?,
            width: r.get(i + 2)?,
            position: r.get(i + 3)?,
            is_active: r.get(i + 4)?,
        })
    }

    fn params(&self) -> Vec<&dyn ToSql> {
        vec![&self.src, &self.alt, &self.width, &self.position, &self.is_active]
    }
}
