//! The `testimonials` table, through the generic content SQL (`db::content`).

use rusqlite::Row;
use rusqlite::types::ToSql;

use crate::db::content::ContentTable;
use crate::domain::testimonials::TestimonialFields;

impl ContentTable for TestimonialFields {
    const TABLE: &'static str = "testimonials";
    const COLUMNS: &'static [&'static str] = &["name", "position", "company", "quote", "avatar", "is_active"];
    /// They have no sort field (`position` is a job title): in the order they were added.
    const ORDER_BY: &'static str = "id";

    fn from_row(r: &Row<'_>, i: usize) -> rusqlite::Result<Self> {
        Ok(TestimonialFields {
            name: r.get(i)?,
            position: r.get(i + 1)?,
            company: r.get(i + 2)?,
            quote: r.get(i + 3)?,
            avatar: r.get(i + 4)?,
            is_active: r.get(i + 5)?,
        })
    }

    fn params(&self) -> Vec<&dyn ToSql> {
        vec![&self.name, &self.position, &self.company, &self.quote, &self.avatar, &self.is_active]
    }
}
