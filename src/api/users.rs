//! /api/admin/users: the super admin's view of the admin accounts. Password hashes never leave
//! the server: only the hash's public parameters are shown.

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{delete, get};
use serde_json::{Value, json};

use crate::api::content::Id;
use crate::app::AppState;
use crate::auth::{SuperAdmin, password};
use crate::db::users::{self, UserRow};
use crate::error::{AppError, Result};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(list_users))
        .route("/{id}", delete(delete_user))
}

/// A user as the API shows it: never the hash itself.
pub fn user_json(user: &UserRow) -> Value {
    json!({
        "id": user.id,
        "username": user.username,
        "isAdmin": user.is_admin,
        "isSuperAdmin": user.is_super_admin,
        "createdAt": user.created_at,
        "passwordScheme": password::describe(&user.password_hash),
    })
}

async fn list_users(
    State(state): State<AppState>,
    _super: SuperAdmin,
) -> Result<axum::Json<Value>> {
    let list = state.db.run(|conn| Ok(users::list(conn)?)).await?;
    Ok(axum::Json(
        json!({ "users": list.iter().map(user_json).collect::<Vec<_>>() }),
    ))
}

async fn delete_user(
    State(state): State<AppState>,
    _super: SuperAdmin,
    Id(id): Id,
) -> Result<StatusCode> {
    state
        .db
        .run(move |conn| match users::find(conn, id)? {
            None => Err(AppError::not_found("User")),
            Some(user) if user.is_super_admin => Err(AppError::Forbidden(
                "The super admin cannot be deleted.".into(),
            )),
            Some(_) => {
                users::delete_non_super(conn, id)?;
                Ok(StatusCode::NO_CONTENT)
            }
        })
        .await
}
