//! /api/projects: a portfolio case of the work showcase (SPEC.md §7), through the shared content CRUD.

use axum::Router;
use rusqlite::Connection;

use crate::api::content::{self, Content};
use crate::app::AppState;
use crate::db::projects as table;
use crate::domain::projects::{Project, ProjectFields, ProjectInput};
use crate::error::Result;

pub fn router() -> Router<AppState> {
    content::router::<Projects>()
}

pub struct Projects;

impl Content for Projects {
    const ONE: &'static str = "project";
    const MANY: &'static str = "projects";
    const PATH: &'static str = "/api/projects";
    const LABEL: &'static str = "Project";
    type Item = Project;
    type Input = ProjectInput;

    fn list(conn: &Connection, include_inactive: bool) -> Result<Vec<Project>> {
        Ok(table::list(conn, include_inactive)?)
    }

    fn create(conn: &Connection, input: ProjectInput) -> Result<Project> {
        let fields = ProjectFields::parse(input, None)?;
        Ok(table::insert(conn, &fields)?)
    }

    fn update(conn: &Connection, id: i64, input: ProjectInput) -> Result<Option<Project>> {
        let Some(stored) = table::find(conn, id)? else {
            return Ok(None);
        };
        let fields = ProjectFields::parse(input, Some(&stored.fields))?;
        Ok(table::update(conn, id, &fields)?)
    }

    fn delete(conn: &Connection, id: i64) -> Result<bool> {
        Ok(table::delete(conn, id)?)
    }
}
