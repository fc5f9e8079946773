//! /robots.txt, /sitemap.xml and /rss.xml, made from the current settings and published posts by `site::seo`.

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;

use crate::error::AppError;
use crate::site::seo;
use crate::state::AppState;

pub async fn robots(State(state): State<AppState>) -> Result<impl IntoResponse, AppError> {
    let body = seo::robots(&state.current().await?.settings.public);
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body))
}

pub async fn sitemap(State(state): State<AppState>) -> Result<impl IntoResponse, AppError> {
    let snapshot = state.snapshot().await?;
    let body = seo::sitemap(&snapshot.settings.public, &snapshot.blog);
    Ok(([(header::CONTENT_TYPE, "application/xml; charset=utf-8")], body))
}

pub async fn feed(State(state): State<AppState>) -> Result<impl IntoResponse, AppError> {
    let snapshot = state.snapshot().await?;
    let body = seo::feed(&snapshot.settings.public, &snapshot.blog);
    Ok(([(header::CONTENT_TYPE, "application/rss+xml; charset=utf-8")], body))
}
