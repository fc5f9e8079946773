//! /api/client-logos: a logo of the trusted-brands marquee (SPEC.md §7), through the shared content CRUD.

use axum::Router;
use rusqlite::Connection;

use crate::api::content::{self, Content};
use crate::app::AppState;
use crate::db::client_logos as table;
use crate::domain::client_logos::{ClientLogo, ClientLogoFields, ClientLogoInput};
use crate::error::Result;

pub fn router() -> Router<AppState> {
    content::router::<ClientLogos>()
}

pub struct ClientLogos;

impl Content for ClientLogos {
    const ONE: &'static str = "clientLogo";
    const MANY: &'static str = "clientLogos";
    const PATH: &'static str = "/api/client-logos";
    const LABEL: &'static str = "Client logo";
    type Item = ClientLogo;
    type Input = ClientLogoInput;

    fn list(conn: &Connection, include_inactive: bool) -> Result<Vec<ClientLogo>> {
        Ok(table::list(conn, include_inactive)?)
    }

    fn create(conn: &Connection, input: ClientLogoInput) -> Result<ClientLogo> {
        let fields = ClientLogoFields::parse(input, None)?;
        Ok(table::insert(conn, &fields)?)
    }

    fn update(conn: &Connection, id: i64, input: ClientLogoInput) -> Result<Option<ClientLogo>> {
        let Some(stored) = table::find(conn, id)? else {
            return Ok(None);
        };
        let fields = ClientLogoFields::parse(input, Some(&stored.fields))?;
        Ok(table::update(conn, id, &fields)?)
    }

    fn delete(conn: &Connection, id: i64) -> Result<bool> {
        Ok(table::delete(conn, id)?)
    }
}
