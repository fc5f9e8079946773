//! The media library's API (docs/DESIGN.md, "Media"): upload (multipart, read as a stream
//! with a limit per file type), list and search, edit alt text or a video's poster, and delete
//! (refused while anything uses the item). `GET /api/media` gives visitors' pages what they need
//! to show the library's images used on the site (sizes, placeholders, variants).

use std::path::{Path, PathBuf};

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Editor, Id, Page};
use crate::api::json::Json;
use crate::api::translations as languages;
use crate::api::versions::{Stale, Tagged};
use crate::db::media::{self as table, Deleted};
use crate::db::translations;
use crate::domain::media::{self as rules, Kind, Media, MediaInput, PublicMedia};
use crate::domain::rules::Declared;
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, ErrorBody, Result};
use crate::media::spool::{Spool, Spooled};
use crate::media::{self as files, MediaError, Processed, sniff, store};
use crate::state::{AppState, Written};

/// How translations name the library's items (their alt text).
const KIND: &str = "media";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_media, upload_media))
        .routes(routes!(media_by_id, update_media, delete_media))
        .routes(routes!(public_media))
}

#[derive(Serialize, ToSchema)]
pub struct MediaResponse {
    pub media: Media,
}

#[derive(Serialize, ToSchema)]
pub struct MediaList {
    pub media: Vec<Media>,
    pub total: u64,
}

/// The library's items used on the public site, by address.
#[derive(Serialize, ToSchema)]
pub struct MediaMap {
    #[schema(value_type = std::collections::HashMap<String, PublicMedia>)]
    pub media: serde_json::Map<String, serde_json::Value>,
}

/// What `POST /api/admin/media` takes (multipart/form-data).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MediaUpload {
    /// The image (JPEG, PNG, WebP, GIF, SVG; at most 20 MB) or video (MP4 H.264 or WebM; at most 100 MB).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// What the image shows, for people who cannot see it.
    #[schema(min_length = 1, max_length = 200)]
    alt: String,
    /// A video's poster: the address of an image of the library.
    poster: Option<String>,
}

/// Search and paging of the library.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MediaQuery {
    /// Matches the file name or the alt text.
    #[param(max_length = 200)]
    q: Option<String>,
    /// `image` or `video`.
    #[param(value_type = Option<Kind>)]
    kind: Option<String>,
    /// How many to return (1–500, 60 when absent).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 500)]
    limit: Option<String>,
    /// How many of the newest to skip.
    #[param(value_type = Option<i64>, minimum = 0)]
    offset: Option<String>,
}

/// How many items a page of the library has when `limit` is absent.
const DEFAULT_PAGE: i64 = 60;

/// The library, newest first
#[utoipa::path(get, path = "/api/admin/media", params(MediaQuery), security(("bearer" = [])),
    responses((status = 200, description = "A page of the library and how many items match", body = MediaList)))]
async fn list_media(
    State(state): State<AppState>,
    _admin: Admin,
    query: std::result::Result<Query<MediaQuery>, QueryRejection>,
) -> Result<axum::Json<MediaList>> {
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let (limit, offset) = Page { limit: query.limit, offset: query.offset }.bounds()?;
    let kind = match query.kind.as_deref().filter(|k| !k.is_empty()) {
        None => None,
        Some(k) => Some(Kind::parse(k).ok_or_else(|| invalid("kind", "Kind must be image or video"))?),
    };
    let q: String = query.q.unwrap_or_default().trim().chars().take(200).collect();
    let limit = limit.unwrap_or(DEFAULT_PAGE) as u32;
    let (media, total) = state
        .run(move |conn| {
            let (mut media, total) = table::list(conn, &q, kind, limit, offset as u32)?;
            languages::of_each(conn, KIND, &mut media, |m| m.id.to_string(), |m, t| m.translated = Some(t))?;
            Ok((media, total))
        })
        .await?;
    Ok(axum::Json(MediaList { media, total }))
}

/// Upload an image or a video
///
/// The type is read from the bytes. Images are stored upright without their metadata (place,
/// camera), with resized WebP copies; bytes already in the library answer 200 with that item.
#[utoipa::path(post, path = "/api/admin/media", security(("bearer" = [])),
    request_body(content = MediaUpload, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored", body = MediaResponse),
        (status = 200, description = "These bytes are already in the library: that item", body = MediaResponse),
        (status = 400, description = "The body is not multipart/form-data", body = ErrorBody),
        (status = 413, description = "An image over 20 MB or a video over 100 MB", body = ErrorBody),
        (status = 415, description = "Not a supported image or video (told from the bytes)", body = ErrorBody),
        (status = 422, description = "No alt text, or a damaged file, too many pixels or an unsafe SVG", body = ErrorBody)))]
async fn upload_media(editor: Editor, request: Request) -> Result<Response> {
    let upload = read_upload(request, spool_dir(&editor.state)).await?;
    let mut errors = ValidationErrors::default();
    let alt = rules::alt(&mut errors, &upload.alt);
    let poster = rules::poster(&mut errors, upload.poster);
    let file = upload.file.filter(|file| !file.is_empty());
    if file.is_none() {
        errors.add("file", "Choose a file to upload");
    }
    errors.into_result(())?;
    let Some(file) = file else { return Err(invalid("file", "Choose a file to upload")) };

    let processed = process(&editor.state, file).await?;
    if poster.is_some() && processed.kind != Kind::Video {
        return Err(invalid("poster", "Only a video has a poster"));
    }
    let name = clean_name(&upload.name, processed.original.format);
    let (media, created) = editor
        .write(move |tx| {
            let hash = processed.hash();
            // The same bytes again: the item they are, brought back if it was in the trash.
            let restored = table::untrash_hash(tx, &hash)?;
            if let Some(existing) = table::find_by_hash(tx, &hash)? {
                return Ok(match restored {
                    true => {
                        let subject = format!("“{}” from the trash, uploaded again", existing.name);
                        Written::logged((existing, false), "restored", subject)
                    }
                    false => Written::unchanged((existing, false)),
                });
            }
            let poster_id = match &poster {
                Some(url) => Some(
                    table::image_id_by_url(tx, url)?
                        .ok_or_else(|| invalid("poster", "Choose the poster from the library's images"))?,
                ),
                None => None,
            };
            let id = table::insert(tx, &store::new_media(&processed, &hash, &name, &alt, poster_id, None))?;
            let media = table::get(tx, id)?.ok_or_else(|| AppError::not_found("Media"))?;
            let subject = format!("“{}” to the media library", media.name);
            Ok(Written::logged((media, true), "uploaded", subject))
        })
        .await?;
    if created {
        tracing::info!(id = media.id, url = %media.url, bytes = media.bytes, "media uploaded");
    }
    let status = if created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, axum::Json(MediaResponse { media })).into_response())
}

/// Runs the CPU work of an upload on a blocking thread, at most `MEDIA_WORKERS` at a time.
async fn process(state: &AppState, file: Spooled) -> Result<Processed> {
    let _permit = state.media_work.acquire().await.map_err(|_| {
        AppError::Unavailable("The server is shutting down: upload again in a minute.".into())
    })?;
    tokio::task::spawn_blocking(move || files::process_spooled(file))
        .await
        .map_err(|err| AppError::Internal(err.into()))?
        .map_err(AppError::from)
}

impl From<MediaError> for AppError {
    fn from(err: MediaError) -> Self {
        match err {
            MediaError::TooLarge(message) => AppError::PayloadTooLarge(message),
            MediaError::Unsupported(message) => AppError::UnsupportedMediaType(message),
            MediaError::Invalid(message) => invalid("file", &message),
            MediaError::Unreadable(cause) => AppError::Internal(anyhow::anyhow!(cause)),
        }
    }
}

struct Upload {
    /// None when the form has no file field.
    file: Option<Spooled>,
    name: String,
    alt: String,
    poster: Option<String>,
}

/// Text fields are short; a longer one is not what this form sends.
const TEXT_LIMIT: usize = 4096;

/// Where uploads are spooled: beside the database (the system's temporary folder may be memory).
fn spool_dir(state: &AppState) -> PathBuf {
    let parent = state.db.path().parent().filter(|dir| !dir.as_os_str().is_empty());
    parent.map_or_else(|| PathBuf::from("."), Path::to_owned)
}

/// Reads the multipart body: the file is written to a spool in `dir` as it arrives (never held
/// whole), refused as soon as it passes its type's limit, and its type is told from its first
/// bytes, so a 2 GB upload of the wrong kind is not read to the end.
async fn read_upload(request: Request, dir: PathBuf) -> Result<Upload> {
    let not_multipart =
        || AppError::BadRequest("Send the file as multipart/form-data with the fields file and alt".into());
    let content_type =
        request.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    if !content_type.to_ascii_lowercase().starts_with("multipart/form-data") {
        return Err(AppError::UnsupportedMediaType(
            "Send the file as multipart/form-data with the fields file and alt".into(),
        ));
    }
    let boundary = multer::parse_boundary(content_type).map_err(|_| not_multipart())?;
    let mut multipart = multer::Multipart::new(request.into_body().into_data_stream(), boundary);
    let mut upload = Upload { file: None, name: String::new(), alt: String::new(), poster: None };
    while let Some(mut field) = multipart.next_field().await.map_err(|_| not_multipart())? {
        match field.name() {
            Some("file") => {
                upload.name = field.file_name().unwrap_or("").to_owned();
                let mut spool = Spool::new(dir.clone()).await.map_err(spool_failed)?;
                let mut limit = None;
                while let Some(chunk) = field.next().await {
                    let chunk = chunk.map_err(|_| not_multipart())?;
                    spool.write(&chunk).await.map_err(spool_failed)?;
                    if limit.is_none() && (spool.len() >= sniff::HEAD as u64 || chunk.is_empty()) {
                        limit = Some(type_limit(spool.head())?);
                    }
                    if limit.is_some_and(|(max, _)| spool.len() > max as u64) {
                        return Err(files::too_large(limit.map_or(Kind::Image, |(_, kind)| kind)).into());
                    }
                }
                if limit.is_none() && !spool.is_empty() {
                    type_limit(spool.head())?;
                }
                upload.file = Some(spool.finish().await.map_err(spool_failed)?);
            }
            Some(name @ ("alt" | "poster")) => {
                let name = name.to_owned();
                let mut text = Vec::new();
                while let Some(chunk) = field.next().await {
                    text.extend_from_slice(&chunk.map_err(|_| not_multipart())?);
                    if text.len() > TEXT_LIMIT {
                        return Err(invalid(&name, "This field is too long"));
                    }
                }
                let text =
                    String::from_utf8(text).map_err(|_| invalid(&name, "This field is not UTF-8 text"))?;
                if name == "alt" { upload.alt = text } else { upload.poster = Some(text) }
            }
            // Other fields are skipped by moving on.
            _ => {}
        }
    }
    Ok(upload)
}

/// A spool that cannot be written (a full disk): 503 with a sentence, the cause in the log.
fn spool_failed(err: std::io::Error) -> AppError {
    tracing::error!(error = %err, "cannot spool an upload beside the database");
    AppError::Unavailable(
        "The server cannot store uploads right now (its disk may be full): try again later.".into(),
    )
}

/// The byte limit of a file whose first bytes are `head`, with its kind; 415 when the type is not one
/// the library takes.
fn type_limit(head: &[u8]) -> std::result::Result<(usize, Kind), AppError> {
    let kind = sniff::sniff(head)?.kind();
    Ok((if kind == Kind::Video { files::VIDEO_MAX_BYTES } else { files::IMAGE_MAX_BYTES }, kind))
}

/// The uploaded file's name for display: its last path part, without control characters, kept short.
fn clean_name(name: &str, format: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or("").trim();
    let clean: String = base.chars().filter(|c| !c.is_control()).take(120).collect();
    if clean.is_empty() { format!("upload.{format}") } else { clean }
}

fn invalid(field: &str, message: &str) -> AppError {
    let mut errors = ValidationErrors::default();
    errors.add(field, message);
    errors.into()
}

/// One item of the library; its ETag is its version
#[utoipa::path(get, path = "/api/admin/media/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 200, description = "The item", body = MediaResponse,
            headers(("etag" = String, description = "The item's version, quoted"))),
        (status = 404, description = "No such item", body = ErrorBody)))]
async fn media_by_id(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<Tagged<MediaResponse>> {
    let media =
        state.run(move |conn| table::get(conn, id)?.map(|m| with_translations(conn, m)).transpose()).await?;
    let media = media.ok_or_else(|| AppError::not_found("Media"))?;
    Ok(Tagged(media.version, MediaResponse { media }))
}

/// The item with its alt text in the other languages, as an admin reads it.
fn with_translations(conn: &rusqlite::Connection, mut media: Media) -> Result<Media> {
    media.translated = Some(languages::of(conn, KIND, &media.id.to_string(), &media)?);
    Ok(media)
}

/// Change alt text or a video's poster
#[utoipa::path(patch, path = "/api/admin/media/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    request_body = MediaInput,
    responses(
        (status = 200, description = "Changed", body = MediaResponse),
        Stale))]
async fn update_media(
    editor: Editor,
    Id(id): Id,
    Json(input): Json<MediaInput>,
) -> Result<Tagged<MediaResponse>> {
    let expected = editor.expected.clone().or_body(input.version);
    let mut input = input;
    let translations = input.translations.take().unwrap_or_default();
    let change = input.parse()?;
    let others = editor.other_languages().await?;
    let media = editor
        .write(move |tx| {
            let current = table::get(tx, id)?.ok_or_else(|| AppError::not_found("Media"))?;
            expected.check(current.version, "this media item", &current)?;
            let poster = match change.poster {
                Some(Some(_)) if current.kind != Kind::Video => {
                    return Err(invalid("poster", "Only a video has a poster"));
                }
                Some(Some(url)) => Some(Some(
                    table::image_id_by_url(tx, &url)?
                        .ok_or_else(|| invalid("poster", "Choose the poster from the library's images"))?,
                )),
                Some(None) => Some(None),
                None => None,
            };
            table::update(tx, id, change.alt.as_deref(), poster)?;
            let media = table::get(tx, id)?.ok_or_else(|| AppError::not_found("Media"))?;
            let key = media.id.to_string();
            languages::write_texts(
                tx,
                (KIND, &key),
                translations,
                &others,
                <MediaInput as Declared>::RULES,
                &media,
            )?;
            // The alt text's translations follow it, as the content kinds' do their fields.
            translations::note_sources(tx, KIND, &key, &serde_json::to_value(&media).unwrap_or_default())?;
            let media = with_translations(tx, media)?;
            let subject = format!("“{}” in the media library", media.name);
            Ok(Written::logged(media, "changed", subject))
        })
        .await?;
    Ok(Tagged(media.version, MediaResponse { media }))
}

/// Delete an item the site does not use
///
/// It goes to the trash, from where it can come back for 30 days (`/api/admin/trash`); its
/// files are not served meanwhile. Something in the trash that uses it still counts.
#[utoipa::path(delete, path = "/api/admin/media/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 204, description = "In the trash"),
        (status = 409, description = "Something uses it: `usedBy` names what", body = ErrorBody),
        Stale))]
async fn delete_media(editor: Editor, Id(id): Id) -> Result<StatusCode> {
    let (expected, actor) = (editor.expected.clone(), editor.admin.username.clone());
    let deleted = editor
        .write(move |tx| {
            let stored = table::get(tx, id)?;
            if let Some(stored) = &stored {
                expected.check(stored.version, "this media item", stored)?;
            }
            let name = stored.map(|m| m.name);
            Ok(match (table::trash(tx, id, &actor)?, name) {
                (deleted @ Deleted::Files(_), Some(name)) => {
                    Written::logged(deleted, "deleted", format!("“{name}” from the media library"))
                }
                (deleted, _) => Written::unchanged(deleted),
            })
        })
        .await?;
    match deleted {
        Deleted::Files(names) => {
            for name in names {
                editor.state.media_files.remove(&name);
            }
            Ok(StatusCode::NO_CONTENT)
        }
        Deleted::NotFound => Err(AppError::not_found("Media")),
        Deleted::InUse(used_by) => Err(AppError::InUse {
            message: format!(
                "This file is still used by {}: choose another there first.",
                used_by.join(", ")
            ),
            used_by,
        }),
    }
}

/// The library's items the public site shows, by address
#[utoipa::path(get, path = "/api/media",
    responses((status = 200, description = "Sizes, placeholders and variants by address", body = MediaMap)))]
async fn public_media(State(state): State<AppState>) -> Result<Response> {
    let snapshot = state.snapshot().await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], snapshot.public_media()).into_response())
}
