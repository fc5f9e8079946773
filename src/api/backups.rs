//! /api/admin/backups: the super admin's view of the server's own backups (`serve --backup-dir`):
//! the list and the schedule, "Back up now", and a download of one. Without a backup folder the
//! list is empty and says so (`configured: false`), and taking one is a 409 that says how.

use std::io::Read;

use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::SuperAdmin;
use crate::backups::Backup;
use crate::error::{ErrorBody, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_backups, take_backup)).routes(routes!(download_backup))
}

/// The backups and the schedule that makes them.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupList {
    /// Newest first.
    pub backups: Vec<Backup>,
    /// Whether the server was started with a backup folder (`--backup-dir` / AGENCY_BACKUP_DIR).
    pub configured: bool,
    /// The folder, on the server.
    pub dir: Option<String>,
    /// How often the server backs up, as given to `--backup-every` (`24h`).
    pub every: Option<String>,
    /// How many backups the folder keeps (`--backup-keep`).
    pub keep: Option<usize>,
}

#[derive(Serialize, ToSchema)]
pub struct BackupResponse {
    pub backup: Backup,
}

/// The server's backups, newest first, and its schedule
#[utoipa::path(get, path = "/api/admin/backups", security(("bearer" = [])), responses(
    (status = 200, description = "The backups; an empty list with `configured: false` when backups are off", body = BackupList),
    (status = 403, description = "Only the super admin may do this", body = ErrorBody)))]
async fn list_backups(State(state): State<AppState>, _super: SuperAdmin) -> Result<axum::Json<BackupList>> {
    let schedule = state.backups.schedule();
    Ok(axum::Json(BackupList {
        backups: state.backups.list().await?,
        configured: schedule.is_some(),
        dir: schedule.map(|s| s.dir.display().to_string()),
        every: schedule.map(|s| s.every.as_str().to_owned()),
        keep: schedule.map(|s| s.keep),
    }))
}

/// Take a backup now
///
/// Checked before it is listed; the oldest beyond `keep` are deleted. Waits for a backup already
/// being taken.
#[utoipa::path(post, path = "/api/admin/backups", security(("bearer" = [])), responses(
    (status = 201, description = "The new backup", body = BackupResponse),
    (status = 403, description = "Only the super admin may do this", body = ErrorBody),
    (status = 409, description = "Backups are off: the server has no --backup-dir", body = ErrorBody)))]
async fn take_backup(
    State(state): State<AppState>,
    SuperAdmin(admin): SuperAdmin,
) -> Result<(StatusCode, axum::Json<BackupResponse>)> {
    let backup = state.backups.take(&state.db, &admin.username, "took a backup").await?;
    Ok((StatusCode::CREATED, axum::Json(BackupResponse { backup })))
}

/// Bytes of a backup read and sent at once: a few pieces in flight per download.
const PIECE: usize = 256 * 1024;

/// Download a backup (the whole database: keep it private)
#[utoipa::path(get, path = "/api/admin/backups/{name}", security(("bearer" = [])),
    params(("name" = String, Path, pattern = r"^agency-\d{8}-\d{6}\.db$", description = "A backup's name, as listed")),
    responses(
        (status = 200, description = "The backup, an SQLite database", content_type = "application/vnd.sqlite3"),
        (status = 403, description = "Only the super admin may do this", body = ErrorBody),
        (status = 404, description = "No backup of this name", body = ErrorBody)))]
async fn download_backup(
    State(state): State<AppState>,
    SuperAdmin(admin): SuperAdmin,
    Path(name): Path<String>,
) -> Result<Response> {
    let (file, size) = state.backups.open(&name).await?;
    state.log_activity(&admin.username, "downloaded", format!("the backup {name}")).await;
    // Read on blocking threads a piece at a time as the socket takes them: memory stays a few
    // pieces whatever the size of the database.
    let pieces = futures_util::stream::unfold(Some(file), |file| async move {
        let mut file = file?;
        let read = tokio::task::spawn_blocking(move || {
            let mut piece = vec![0; PIECE];
            let n = file.read(&mut piece)?;
            piece.truncate(n);
            Ok::<_, std::io::Error>((piece, file))
        })
        .await;
        match read {
            Ok(Ok((piece, _))) if piece.is_empty() => None,
            Ok(Ok((piece, file))) => Some((Ok(bytes::Bytes::from(piece)), Some(file))),
            Ok(Err(e)) => Some((Err(e), None)),
            Err(e) => Some((Err(std::io::Error::other(e)), None)),
        }
    });
    let headers = [
        (header::CONTENT_TYPE, "application/vnd.sqlite3".to_owned()),
        (header::CONTENT_LENGTH, size.to_string()),
        (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
    ];
    Ok((headers, Body::from_stream(pieces)).into_response())
}
