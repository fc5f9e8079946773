//! /api/admin/users: the super admin's view of the admin accounts. Password hashes never leave
//! the server: only the hash's public parameters are shown.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Id, SuperAdmin};
use crate::api::versions::{Expected, Stale};
use crate::auth::password;
use crate::db::users::{self, UserRow};
use crate::error::{AppError, ErrorBody, Result};
use crate::state::{AppState, Written};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_users)).routes(routes!(delete_user))
}

/// A user as the API shows it: never the hash itself, only its public parameters.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: i64,
    pub username: String,
    pub is_admin: bool,
    pub is_super_admin: bool,
    pub created_at: String,
    /// e.g. `argon2id m=19456,t=2,p=1`.
    pub password_scheme: String,
    /// Whether sign-in asks for a two-factor code too.
    pub totp_enabled: bool,
    /// Raised by each change to the account (`api::versions`).
    pub version: i64,
}

impl From<&UserRow> for UserView {
    fn from(user: &UserRow) -> Self {
        UserView {
            id: user.id,
            username: user.username.clone(),
            is_admin: user.is_admin,
            is_super_admin: user.is_super_admin,
            created_at: user.created_at.clone(),
            password_scheme: password::describe(&user.password_hash),
            totp_enabled: user.totp_secret.is_some(),
            version: user.version,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct UserList {
    pub users: Vec<UserView>,
}

/// The admin accounts
#[utoipa::path(get, path = "/api/admin/users", security(("bearer" = [])), responses(
    (status = 200, description = "Users", body = UserList),
    (status = 403, description = "Only the super admin may do this", body = ErrorBody)))]
async fn list_users(State(state): State<AppState>, _super: SuperAdmin) -> Result<axum::Json<UserList>> {
    let list = state.run(|conn| Ok(users::list(conn)?)).await?;
    Ok(axum::Json(UserList { users: list.iter().map(UserView::from).collect() }))
}

/// Delete an admin (never the super admin)
#[utoipa::path(delete, path = "/api/admin/users/{id}", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The admin's id")),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "Only the super admin may do this", body = ErrorBody),
        Stale))]
async fn delete_user(
    State(state): State<AppState>,
    SuperAdmin(admin): SuperAdmin,
    Id(id): Id,
    headers: HeaderMap,
) -> Result<StatusCode> {
    let expected = Expected::from_headers(&headers);
    state
        .write(&admin.username, move |tx| match users::find(tx, id)? {
            None => Err(AppError::not_found("User")),
            Some(user) if user.is_super_admin => {
                Err(AppError::Forbidden("The super admin cannot be deleted.".into()))
            }
            Some(user) => {
                expected.check(user.version, "this account", &UserView::from(&user))?;
                users::delete_non_super(tx, id)?;
                Ok(Written::logged(StatusCode::NO_CONTENT, "deleted", format!("Admin “{}”", user.username)))
            }
        })
        .await
}
