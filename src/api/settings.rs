//! /api/settings (the public subset) and /api/admin/settings (the super admin's, with the
//! registration key and its rotation).

use axum::Router;
use axum::extract::State;
use axum::routing::{get, post};
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::json::Json;
use crate::app::AppState;
use crate::auth::SuperAdmin;
use crate::db::settings as table;
use crate::domain::settings::{PublicSettings, Settings, SettingsInput};
use crate::error::Result;

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

async fn public_settings(State(state): State<AppState>) -> axum::Json<PublicSettingsResponse> {
    axum::Json(PublicSettingsResponse { settings: state.settings().public.clone() })
}

async fn all_settings(State(state): State<AppState>, _super: SuperAdmin) -> axum::Json<SettingsResponse> {
    axum::Json(SettingsResponse { settings: (*state.settings()).clone() })
}

async fn update_settings(
    State(state): State<AppState>,
    _super: SuperAdmin,
    Json(input): Json<SettingsInput>,
) -> Result<axum::Json<SettingsResponse>> {
    let settings = state.settings().apply(input)?;
    let saved = settings.clone();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            for (key, value) in saved.editable_pairs() {
                table::set(&tx, key, value)?;
            }
            Ok(tx.commit()?)
        })
        .await?;
    state.settings_changed(settings.clone());
    state.site_changed();
    Ok(axum::Json(SettingsResponse { settings }))
}

/// A new random key; the old one stops working at once.
async fn rotate_registration_key(
    State(state): State<AppState>,
    _super: SuperAdmin,
) -> Result<axum::Json<RegistrationKey>> {
    let key = state.db.run(|conn| Ok(table::rotate_registration_key(conn)?)).await?;
    let mut settings = (*state.settings()).clone();
    settings.registration_key = key.clone();
    state.settings_changed(settings);
    Ok(axum::Json(RegistrationKey { registration_key: key }))
}
