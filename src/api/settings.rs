//! /api/settings (the public subset) and /api/admin/settings (the super admin's, with the
//! registration key and its rotation).

use axum::Router;
use axum::extract::State;
use axum::routing::{get, post};
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::extract::SuperAdmin;
use crate::api::json::Json;
use crate::db::settings as table;
use crate::domain::settings::{PublicSettings, Settings, SettingsInput};
use crate::error::Result;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/settings", get(public_settings))
        .route("/api/admin/settings", get(all_settings).patch(update_settings))
        .route("/api/admin/settings/registration-key", post(rotate_registration_key))
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

async fn public_settings(State(state): State<AppState>) -> Result<axum::Json<PublicSettingsResponse>> {
    Ok(axum::Json(PublicSettingsResponse { settings: state.current().await?.settings.public.clone() }))
}

async fn all_settings(
    State(state): State<AppState>,
    _super: SuperAdmin,
) -> Result<axum::Json<SettingsResponse>> {
    Ok(axum::Json(SettingsResponse { settings: state.current().await?.settings.clone() }))
}

async fn update_settings(
    State(state): State<AppState>,
    _super: SuperAdmin,
    Json(input): Json<SettingsInput>,
) -> Result<axum::Json<SettingsResponse>> {
    let settings = state.current().await?.settings.apply(input)?;
    let saved = settings.clone();
    state
        .run(move |conn| {
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            for (setting, value) in saved.editable_pairs() {
                table::set(&tx, setting.key, value)?;
            }
            Ok(tx.commit()?)
        })
        .await?;
    state.site_changed();
    Ok(axum::Json(SettingsResponse { settings }))
}

/// A new random key; the old one stops working at once.
async fn rotate_registration_key(
    State(state): State<AppState>,
    _super: SuperAdmin,
) -> Result<axum::Json<RegistrationKey>> {
    let key = state.run(|conn| Ok(table::rotate_registration_key(conn)?)).await?;
    state.site_changed();
    Ok(axum::Json(RegistrationKey { registration_key: key }))
}
