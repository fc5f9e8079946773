//! The `services` table, through the generic content SQL (`db::content`).

use rusqlite::Row;
use rusqlite::types::ToSql;

use crate::db::content::ContentTable;
use crate::domain::services::ServiceFields;

impl ContentTable for ServiceFields {
    const TABLE: &'static str = "services";
    const COLUMNS: &'static [&'static str] = &["title", "description", "icon", "position", "is_active"];
    /// As the home page shows them.
    const ORDER_BY: &'static str = "position, id";

    fn from_row(r: &Row<'_>, i: usize) -> rusqlite::Result<Self> {
        Ok(ServiceFields {
            title: r.get(i)?,
            description: r.get(i + 1)?,
            icon: r.get(i + 2)?,
            position: r.get(i + 3)?,
            is_active: r.get(i + 4)?,
        })
    }

    fn params(&self) -> Vec<&dyn ToSql> {
        vec![&self.title, &self.description, &self.icon, &self.position, &self.is_active]
    }
}
