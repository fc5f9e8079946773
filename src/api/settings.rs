//! /api/settings (the public subset) and /api/admin/settings (the super admin's, with the
//! registration key and its rotation).

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::SuperAdmin;
use crate::api::json::Json;
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
    pub settings: Settings,
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
    (status = 200, description = "Settings", body = SettingsResponse),
    (status = 403, description = "Only the super admin may do this", body = ErrorBody)))]
async fn all_settings(
    State(state): State<AppState>,
    _super: SuperAdmin,
) -> Result<axum::Json<SettingsResponse>> {
    Ok(axum::Json(SettingsResponse { settings: state.current().await?.settings.clone() }))
}

/// Change some settings
#[utoipa::path(patch, path = "/api/admin/settings", security(("bearer" = [])), request_body = SettingsInput,
    responses(
        (status = 200, description = "Settings", body = SettingsResponse),
        (status = 403, description = "Only the super admin may do this", body = ErrorBody)))]
async fn update_settings(
    State(state): State<AppState>,
    SuperAdmin(admin): SuperAdmin,
    Json(input): Json<SettingsInput>,
) -> Result<axum::Json<SettingsResponse>> {
    let before = state.current().await?.settings.clone();
    let settings = before.apply(input)?;
    let changed: Vec<&str> = before
        .editable_pairs()
        .iter()
        .zip(settings.editable_pairs())
        .filter(|((_, old), (_, new))| old != new)
        .map(|((setting, _), _)| setting.name)
        .collect();
    let subject = format!("the settings ({})", changed.join(", "));
    let saved = settings.clone();
    state
        .write(&admin.username, move |tx| {
            for (setting, value) in saved.editable_pairs() {
                table::set(tx, setting.key, value)?;
            }
            Ok(match changed.is_empty() {
                true => Written::unchanged(()),
                false => Written::logged((), "changed", subject),
            })
        })
        .await?;
    Ok(axum::Json(SettingsResponse { settings }))
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
