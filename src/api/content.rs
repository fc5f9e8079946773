//! The CRUD shared by the four kinds of site content (services, projects, testimonials, client
//! logos): list, create, partial update, delete, over any kind with fields (`domain`) and a table
//! (`db`). Each kind's module only mounts `router` at its path; the HTTP behaviour is written
//! once, here.
//!
//! Anonymous GETs see active items only; an admin's GET sees all of them. Writes need an admin.

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::api::extract::{Admin, Id, MaybeAdmin};
use crate::api::json::Json;
use crate::db::content::{self as table, ContentTable};
use crate::error::{AppError, Result};
use crate::state::AppState;

/// The list and item routes of one kind, at `path` (`/api/services`) and `{path}/{id}`.
pub fn router<F: ContentTable>(path: &str) -> Router<AppState> {
    Router::new()
        .route(path, get(list::<F>).post(create::<F>))
        .route(&format!("{path}/{{id}}"), patch(update::<F>).delete(remove::<F>))
}

fn wrap(key: &str, value: impl Serialize) -> Result<axum::Json<Value>> {
    let value = serde_json::to_value(value).map_err(anyhow::Error::from)?;
    Ok(axum::Json(Value::Object(Map::from_iter([(key.to_owned(), value)]))))
}

/// Visitors get the list from memory (the site snapshot, rebuilt on every change); admins get
/// every item, inactive ones too, from the database.
async fn list<F: ContentTable>(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
) -> Result<Response> {
    if admin.is_none()
        && let Some(body) = state.snapshot().await?.public_list(F::MANY)
    {
        return Ok(
            ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
        );
    }
    let include_inactive = admin.is_some();
    let items = state.run(move |conn| Ok(table::list::<F>(conn, include_inactive)?)).await?;
    Ok(wrap(F::MANY, items)?.into_response())
}

async fn create<F: ContentTable>(
    State(state): State<AppState>,
    _admin: Admin,
    Json(input): Json<F::Input>,
) -> Result<Response> {
    let fields = F::parse(input, None)?;
    let item = state.run(move |conn| Ok(table::insert(conn, &fields)?)).await?;
    state.site_changed();
    Ok((StatusCode::CREATED, wrap(F::ONE, item)?).into_response())
}

async fn update<F: ContentTable>(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
    Json(input): Json<F::Input>,
) -> Result<axum::Json<Value>> {
    // Read, merge and write in one transaction so two admins' edits cannot interleave.
    let item = state
        .run(move |conn| {
            // IMMEDIATE takes the write lock before the read: a deferred transaction whose snapshot
            // another write made stale is refused the upgrade (SQLITE_BUSY) instead of waiting.
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let Some(stored) = table::find::<F>(&tx, id)? else {
                return Ok(None);
            };
            let fields = F::parse(input, Some(&stored.fields))?;
            let item = table::update(&tx, id, &fields)?;
            tx.commit()?;
            Ok(item)
        })
        .await?
        .ok_or_else(|| AppError::not_found(F::LABEL))?;
    state.site_changed();
    wrap(F::ONE, item)
}

async fn remove<F: ContentTable>(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<StatusCode> {
    if state.run(move |conn| Ok(table::delete::<F>(conn, id)?)).await? {
        state.site_changed();
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::not_found(F::LABEL))
    }
}
