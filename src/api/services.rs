//! /api/services: a service card of the home page (SPEC.md §7), through the shared content CRUD.

use axum::Router;
use rusqlite::Connection;

use crate::api::content::{self, Content};
use crate::app::AppState;
use crate::db::services as table;
use crate::domain::services::{Service, ServiceFields, ServiceInput};
use crate::error::Result;

pub fn router() -> Router<AppState> {
    content::router::<Services>()
}

pub struct Services;

impl Content for Services {
    const ONE: &'static str = "service";
    const MANY: &'static str = "services";
    const PATH: &'static str = "/api/services";
    const LABEL: &'static str = "Service";
    type Item = Service;
    type Input = ServiceInput;

    fn list(conn: &Connection, include_inactive: bool) -> Result<Vec<Service>> {
        Ok(table::list(conn, include_inactive)?)
    }

    fn create(conn: &Connection, input: ServiceInput) -> Result<Service> {
        let fields = ServiceFields::parse(input, None)?;
        Ok(table::insert(conn, &fields)?)
    }

    fn update(conn: &Connection, id: i64, input: ServiceInput) -> Result<Option<Service>> {
        let Some(stored) = table::find(conn, id)? else {
            return Ok(None);
        };
        let fields = ServiceFields::parse(input, Some(&stored.fields))?;
        Ok(table::update(conn, id, &fields)?)
    }

    fn delete(conn: &Connection, id: i64) -> Result<bool> {
        Ok(table::delete(conn, id)?)
    }
}
