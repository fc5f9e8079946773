//! The CRUD shared by the four kinds of site content (services, projects, testimonials, client
//! logos): list, create, partial update, delete. Each kind declares itself with `content_kind!` in
//! its own module, naming its JSON keys, domain types and table; the HTTP behaviour is written
//! once, here.
//!
//! Anonymous GETs see active items only; an admin's GET sees all of them. Writes need an admin.

use axum::Router;
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch};
use rusqlite::Connection;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::api::json::Json;
use crate::app::AppState;
use crate::auth::{Admin, MaybeAdmin};
use crate::error::{AppError, Result};

pub trait Content: Send + Sync + 'static {
    /// The JSON key of one item (`service`) and of the list (`services`).
    const ONE: &'static str;
    const MANY: &'static str;
    /// Where the list lives: `/api/services`.
    const PATH: &'static str;
    /// For messages: "Service not found".
    const LABEL: &'static str;
    type Item: Serialize + Send + 'static;
    type Input: DeserializeOwned + Send + 'static;

    fn list(conn: &Connection, include_inactive: bool) -> Result<Vec<Self::Item>>;
    fn create(conn: &Connection, input: Self::Input) -> Result<Self::Item>;
    /// None when there is no item with this id.
    fn update(conn: &Connection, id: i64, input: Self::Input) -> Result<Option<Self::Item>>;
    fn delete(conn: &Connection, id: i64) -> Result<bool>;
}

/// Declares one kind of content in its module: the unit type implementing `Content` over its
/// domain types (`Fields::parse` is the one validation path of create and update) and its table
/// module under `crate::db`, and the module's `router()`. The four kinds differ only in these names.
macro_rules! content_kind {
    ($kind:ident {
        one: $one:literal,
        many: $many:literal,
        path: $path:literal,
        label: $label:literal,
        table: $table:ident,
        item: $item:ty,
        fields: $fields:ty,
        input: $input:ty $(,)?
    }) => {
        pub fn router() -> axum::Router<$crate::app::AppState> {
            $crate::api::content::router::<$kind>()
        }

        pub struct $kind;

        impl $crate::api::content::Content for $kind {
            const ONE: &'static str = $one;
            const MANY: &'static str = $many;
            const PATH: &'static str = $path;
            const LABEL: &'static str = $label;
            type Item = $item;
            type Input = $input;

            fn list(
                conn: &rusqlite::Connection,
                include_inactive: bool,
            ) -> $crate::error::Result<Vec<$item>> {
                Ok($crate::db::$table::list(conn, include_inactive)?)
            }

            fn create(conn: &rusqlite::Connection, input: $input) -> $crate::error::Result<$item> {
                let fields = <$fields>::parse(input, None)?;
                Ok($crate::db::$table::insert(conn, &fields)?)
            }

            fn update(
                conn: &rusqlite::Connection,
                id: i64,
                input: $input,
            ) -> $crate::error::Result<Option<$item>> {
                let Some(stored) = $crate::db::$table::find(conn, id)? else {
                    return Ok(None);
                };
                let fields = <$fields>::parse(input, Some(&stored.fields))?;
                Ok($crate::db::$table::update(conn, id, &fields)?)
            }

            fn delete(conn: &rusqlite::Connection, id: i64) -> $crate::error::Result<bool> {
                Ok($crate::db::$table::delete(conn, id)?)
            }
        }
    };
}
pub(crate) use content_kind;

pub fn router<C: Content>() -> Router<AppState> {
    Router::new()
        .route(C::PATH, get(list::<C>).post(create::<C>))
        .route(&format!("{}/{{id}}", C::PATH), patch(update::<C>).delete(remove::<C>))
}

fn wrap(key: &str, value: impl Serialize) -> Result<axum::Json<Value>> {
    let value = serde_json::to_value(value).map_err(anyhow::Error::from)?;
    Ok(axum::Json(Value::Object(Map::from_iter([(key.to_owned(), value)]))))
}

/// Visitors get the list from memory (the site snapshot, rebuilt on every change); admins get
/// every item, inactive ones too, from the database.
async fn list<C: Content>(State(state): State<AppState>, MaybeAdmin(admin): MaybeAdmin) -> Result<Response> {
    if admin.is_none()
        && let Some(body) = state.site().await?.public_list(C::MANY)
    {
        return Ok(
            ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
        );
    }
    let include_inactive = admin.is_some();
    let items = state.db.run(move |conn| C::list(conn, include_inactive)).await?;
    Ok(wrap(C::MANY, items)?.into_response())
}

async fn create<C: Content>(
    State(state): State<AppState>,
    _admin: Admin,
    Json(input): Json<C::Input>,
) -> Result<Response> {
    let item = state.db.run(move |conn| C::create(conn, input)).await?;
    state.site_changed();
    Ok((StatusCode::CREATED, wrap(C::ONE, item)?).into_response())
}

async fn update<C: Content>(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
    Json(input): Json<C::Input>,
) -> Result<axum::Json<Value>> {
    // Read, merge and write in one transaction so two admins' edits cannot interleave.
    let item = state
        .db
        .run(move |conn| {
            // IMMEDIATE takes the write lock before the read: a deferred transaction whose snapshot
            // another write made stale is refused the upgrade (SQLITE_BUSY) instead of waiting.
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let item = C::update(&tx, id, input)?;
            tx.commit()?;
            Ok(item)
        })
        .await?
        .ok_or_else(|| AppError::not_found(C::LABEL))?;
    state.site_changed();
    wrap(C::ONE, item)
}

async fn remove<C: Content>(State(state): State<AppState>, _admin: Admin, Id(id): Id) -> Result<StatusCode> {
    if state.db.run(move |conn| C::delete(conn, id)).await? {
        state.site_changed();
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found(C::LABEL))
    }
}

/// A positive whole-number id from the path; anything else names no item, so it is a 404.
pub struct Id(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let axum::extract::Path(raw) = axum::extract::Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| AppError::NotFound("No item with this id".into()))?;
        // Plain digits only: "+1" or " 1" must not name item 1.
        Some(raw.as_str())
            .filter(|r| !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|r| r.parse::<i64>().ok())
            .filter(|id| *id > 0)
            .map(Id)
            .ok_or_else(|| AppError::NotFound("No item with this id".into()))
    }
}
