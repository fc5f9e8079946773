//! /robots.txt, /sitemap.xml and /rss.xml, made from the current settings and published posts by
//! `site::feeds`. The sitemap and the feed are made and compressed once per version of the site.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::assets::REVALIDATE;
use crate::error::AppError;
use crate::site::feeds;
use crate::site::pages::Feed;
use crate::state::AppState;
use crate::web::respond;

pub async fn robots(State(state): State<AppState>) -> Result<impl IntoResponse, AppError> {
    let body = feeds::robots(&state.current().await?.settings.public);
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body))
}

pub async fn sitemap(State(state): State<AppState>, method: Method, headers: HeaderMap) -> Response {
    serve(&state, None, Feed::Sitemap, "application/xml; charset=utf-8", &method, &headers).await
}

pub async fn feed(State(state): State<AppState>, method: Method, headers: HeaderMap) -> Response {
    serve(&state, None, Feed::Rss, RSS, &method, &headers).await
}

/// `/{lang}/rss.xml`: the feed of another language's blog; any other prefix is no feed.
pub async fn feed_in(
    State(state): State<AppState>,
    Path(lang): Path<String>,
    method: Method,
    headers: HeaderMap,
) -> Response {
    match state.current().await {
        Ok(current) if current.languages.others().any(|l| l == lang) => {
            serve(&state, Some(&lang), Feed::Rss, RSS, &method, &headers).await
        }
        Ok(_) => AppError::not_found("Feed").into_response(),
        Err(err) => err.into_response(),
    }
}

const RSS: &str = "application/rss+xml; charset=utf-8";

async fn serve(
    state: &AppState,
    lang: Option<&str>,
    feed: Feed,
    content_type: &'static str,
    method: &Method,
    headers: &HeaderMap,
) -> Response {
    let snapshot = match lang {
        Some(lang) => state.snapshot_in(lang).await,
        None => state.snapshot().await,
    };
    let snapshot = match snapshot {
        Ok(snapshot) => snapshot,
        Err(err) => return err.into_response(),
    };
    if let Some(body) = snapshot.cached_feed(feed) {
        return respond(&body, content_type, REVALIDATE, StatusCode::OK, method, headers);
    }
    match tokio::task::spawn_blocking(move || snapshot.feed(feed)).await {
        Ok(body) => respond(&body, content_type, REVALIDATE, StatusCode::OK, method, headers),
        Err(err) => AppError::Internal(err.into()).into_response(),
    }
}
