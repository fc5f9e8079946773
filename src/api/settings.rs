//! /api/settings (the public subset) and /api/admin/settings (the super admin's, with the
//! registration key and its rotation).

use axum::extract::State;
use axum::http::HeaderMap;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::SuperAdmin;
use crate::api::json::Json;
use crate::api::versions::{Expected, Stale, Tagged};
use crate::db::settings as table;
use crate::domain::settings::{PublicSettings, Settings, SettingsInput};
use crate::error::{ErrorBody, Result};
use crate::state::{AppState, Written};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(public_settings))
        .routes(routes!(all_settings, update_settings))
        .routes(routes!(rotate_registration_key))
}

#[derive(Serialize, ToSchema)]
pub struct PublicSettingsResponse {
    pub settings: PublicSettings,
}

#[derive(Serialize, ToSchema)]
pub struct SettingsResponse {
    pub settings: StoredSettings,
}

/// The settings with their version (`api::versions`): one for all of them.
#[derive(Serialize, ToSchema)]
pub struct StoredSettings {
    #[serde(flatten)]
    pub values: Settings,
    pub version: i64,
}

fn stored(conn: &rusqlite::Connection) -> rusqlite::Result<StoredSettings> {
    Ok(StoredSettings { values: Settings::from_pairs(&table::all(conn)?), version: table::version(conn)? })
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationKey {
    pub registration_key: String,
}

/// The site's public settings
#[utoipa::path(get, path = "/api/settings", responses((status = 200, description = "Settings", body = PublicSettingsResponse)))]
async fn public_settings(State(state): State<AppState>) -> Result<axum::Json<PublicSettingsResponse>> {
    Ok(axum::Json(PublicSettingsResponse { settings: state.current().await?.settings.public.clone() }))
}

/// All settings
#[utoipa::path(get, path = "/api/admin/settings", security(("bearer" = [])), responses(
    (status = 200, description = "Settings", body = SettingsResponse,
        headers(("etag" = String, description = "The settings' version, quoted"))),
    (status = 403, description = "Only the super admin may do this", body = ErrorBody)))]
async fn all_settings(State(state): State<AppState>, _super: SuperAdmin) -> Result<Tagged<SettingsResponse>> {
    let settings = state.run(|conn| Ok(stored(conn)?)).await?;
    Ok(Tagged(settings.version, SettingsResponse { settings }))
}

/// Change some settings
#[utoipa::path(patch, path = "/api/admin/settings", security(("bearer" = [])), request_body = SettingsInput,
    responses(
        (status = 200, description = "Settings", body = SettingsResponse),
        (status = 403, description = "Only the super admin may do this", body = ErrorBody),
        Stale))]
async fn update_settings(
    State(state): State<AppState>,
    SuperAdmin(admin): SuperAdmin,
    headers: HeaderMap,
    Json(input): Json<SettingsInput>,
) -> Result<Tagged<SettingsResponse>> {
    let expected = Expected::from_headers(&headers).or_body(input.version);
    let settings = state
        .write(&admin.username, move |tx| {
            let before = stored(tx)?;
            expected.check(before.version, "the settings", &before)?;
            let values = before.values.apply(input)?;
            let changed: Vec<&str> = before
                .values
                .editable_pairs()
                .iter()
                .zip(values.editable_pairs())
                .filter(|((_, old), (_, new))| old != new)
                .map(|((setting, _), _)| setting.name)
                .collect();
            let pairs: Vec<(&str, &str)> =
                values.editable_pairs().iter().map(|(setting, value)| (setting.key, *value)).collect();
            table::set_changed(tx, &pairs)?;
            let after = stored(tx)?;
            Ok(match changed.is_empty() {
                true => Written::unchanged(after),
                false => Written::logged(after, "changed", format!("the settings ({})", changed.join(", "))),
            })
        })
        .await?;
    Ok(Tagged(settings.version, SettingsResponse { settings }))
}

/// Replace the registration key with a new random one
///
/// The old one stops working at once.
#[utoipa::path(post, path = "/api/admin/settings/registration-key", security(("bearer" = [])), responses(
    (status = 200, description = "The new key", body = RegistrationKey),
    (status = 403, description = "Only the super admin may do this", body = ErrorBody)))]
async fn rotate_registration_key(
    State(state): State<AppState>,
    SuperAdmin(admin): SuperAdmin,
) -> Result<axum::Json<RegistrationKey>> {
    let key = state
        .write(&admin.username, |tx| {
            Ok(Written::logged(table::rotate_registration_key(tx)?, "replaced", "the registration key"))
        })
        .await?;
    Ok(axum::Json(RegistrationKey { registration_key: key }))
}
