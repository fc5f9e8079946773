//! The `projects` table, through the generic content SQL (`db::content`).

use rusqlite::Row;
use rusqlite::types::ToSql;

use crate::db::content::ContentTable;
use crate::domain::projects::ProjectFields;

impl ContentTable for ProjectFields {
    const TABLE: &'static str = "projects";
    const COLUMNS: &'static [&'static str] =
        &["title", "category", "description", "image", "position", "is_active"];
    /// As the work showcase shows them.
    const ORDER_BY: &'static str = "position, id";

    fn from_row(r: &Row<'_>, i: usize) -> rusqlite::Result<Self> {
        Ok(ProjectFields {
            title: r.get(i)?,
            category: r.get(i + 1)?,
            description: r.get(i + 2)?,
            image: r.get(i + 3)?,
            position: r.get(i + 4)?,
            is_active: r.get(i + 5)?,
        })
    }

    fn params(&self) -> Vec<&dyn ToSql> {
        vec![&self.title, &self.category, &self.description, &self.image, &self.position, &self.is_active]
    }
}
