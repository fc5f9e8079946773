//! /api/testimonials: a client story (SPEC.md §7), through the shared content CRUD.

use axum::Router;
use rusqlite::Connection;

use crate::api::content::{self, Content};
use crate::app::AppState;
use crate::db::testimonials as table;
use crate::domain::testimonials::{Testimonial, TestimonialFields, TestimonialInput};
use crate::error::Result;

pub fn router() -> Router<AppState> {
    content::router::<Testimonials>()
}

pub struct Testimonials;

impl Content for Testimonials {
    const ONE: &'static str = "testimonial";
    const MANY: &'static str = "testimonials";
    const PATH: &'static str = "/api/testimonials";
    const LABEL: &'static str = "Testimonial";
    type Item = Testimonial;
    type Input = TestimonialInput;

    fn list(conn: &Connection, include_inactive: bool) -> Result<Vec<Testimonial>> {
        Ok(table::list(conn, include_inactive)?)
    }

    fn create(conn: &Connection, input: TestimonialInput) -> Result<Testimonial> {
        let fields = TestimonialFields::parse(input, None)?;
        Ok(table::insert(conn, &fields)?)
    }

    fn update(conn: &Connection, id: i64, input: TestimonialInput) -> Result<Option<Testimonial>> {
        let Some(stored) = table::find(conn, id)? else {
            return Ok(None);
        };
        let fields = TestimonialFields::parse(input, Some(&stored.fields))?;
        Ok(table::update(conn, id, &fields)?)
    }

    fn delete(conn: &Connection, id: i64) -> Result<bool> {
        Ok(table::delete(conn, id)?)
    }
}
