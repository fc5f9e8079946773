//! The application: the router with what every response passes through (what tests drive), and
//! `serve` (what owners run).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::path::Path;

use anyhow::Context;
use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Request};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower::{Service, ServiceBuilder};
use tower_http::ServiceBuilderExt;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::TraceLayer;

use crate::api::json::BODY_LIMIT;
use crate::db::{self, Db};
use crate::error::AppError;
use crate::headers;
use crate::state::{AppState, ServeConfig};
use crate::{api, web};

/// The whole site as one service: the routes, wrapped once in what every response passes through.
///
/// The middleware wraps the router from outside rather than through `Router::layer`, which wraps
/// every route anew and clones a boxed service per layer on each request (callgrind counted four
/// times the instructions of a bare axum handler for an answer served from memory).
pub fn app(
    state: AppState,
) -> impl Service<Request, Response = Response, Error = Infallible, Future: Send + 'static>
+ Clone
+ Send
+ Sync
+ 'static {
    let routes = Router::new()
        .merge(api::router())
        .route("/robots.txt", get(web::feeds::robots))
        .route("/sitemap.xml", get(web::feeds::sitemap))
        .route("/rss.xml", get(web::feeds::feed))
        .route("/{lang}/rss.xml", get(web::feeds::feed_in))
        .route("/media/{name}", get(web::media::serve_media))
        .fallback(web::serve_ui)
        .method_not_allowed_fallback(api::method_not_allowed)
        .with_state(state.clone());
    // Outermost first: every response gets the headers, the 500 of a caught panic too.
    ServiceBuilder::new()
        .map_response(move |response| headers::apply(&state.site.loaded().policy, response))
        .map_response_body(Body::new)
        .layer(CatchPanicLayer::custom(|_panic| -> Response {
            AppError::Internal(anyhow::anyhow!("a request handler panicked")).into_response()
        }))
        .layer(TraceLayer::new_for_http().make_span_with(|request: &Request| {
            tracing::info_span!("request", method = %request.method(), path = %request.uri().path())
        }))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer_fn(headers::PrivateAnswers)
        .service(routes)
}

/// Applies pending migrations, then serves until SIGTERM or Ctrl-C, letting requests in flight finish.
pub async fn serve(db_path: &Path, listen: SocketAddr, config: ServeConfig) -> anyhow::Result<()> {
    // Held until serve returns: `restore` refuses to replace the database while it is (db::lock).
    let _held = db::lock::shared(db_path).map_err(|refused| match refused {
        db::lock::Refused::Busy(_) => anyhow::anyhow!(
            "a restore is replacing the database {}: start the server again once it has finished",
            db_path.display()
        ),
        db::lock::Refused::Failed(path, e) => anyhow::anyhow!("cannot lock {}: {e}", path.display()),
    })?;
    let mut conn = db::connect(db_path)?;
    for name in crate::upgrade::migrate(&mut conn)? {
        tracing::info!(migration = %name, "applied migration");
    }
    // Replies a stopped server was still trying are tried no more: their timeline says so.
    let unsent = db::leads::fail_unsent(&conn, "the server stopped before the mail server accepted it")?;
    if unsent > 0 {
        tracing::warn!(unsent, "replies to leads left unsent by the last server marked failed");
    }
    drop(conn);
    let source = match config.jwt_secret.is_some() {
        true => db::serve_token_secret::Source::Environment,
        false => db::serve_token_secret::Source::Database,
    };
    let (rules, trust_proxy) = (config.connections.clone(), config.trust_proxy);
    let state = AppState::new(Db::open(db_path)?, config)?;

    let listener = crate::server::listen(listen).with_context(|| {
        format!("cannot listen on {listen}; choose another address with --listen or AGENCY_LISTEN")
    })?;
    // For `settings rotate-token-secret`, run from another process that cannot see our variables.
    // Only once listening: a second serve that cannot start must not overwrite the running one's.
    state
        .db
        .run(move |conn| Ok::<_, anyhow::Error>(db::serve_token_secret::record(conn, source)?))
        .await
        .context("cannot record where the token secret comes from")?;
    let address = listener.local_addr()?;
    tracing::info!(db = %db_path.display(), "serving on http://{address}");
    if !address.ip().is_loopback() {
        state.site.warn_if_public_url_unset(&format!("listens on {address}"));
    }
    tokio::spawn(purge_the_trash(state.clone()));
    if let Some(schedule) = state.backups.schedule() {
        tracing::info!(dir = %schedule.dir.display(), every = schedule.every.as_str(), keep = schedule.keep, "backups on");
        let state = state.clone();
        tokio::spawn(async move { state.backups.run_schedule(&state.db).await });
    }
    crate::server::run(listener, app(state.clone()), &rules, trust_proxy, shutdown_signal()).await;
    state.backups.stop();
    tracing::info!("stopped");
    Ok(())
}

/// What has been in the trash for 30 days goes for good, checked at start and every hour.
async fn purge_the_trash(state: AppState) {
    let mut hourly = tokio::time::interval(std::time::Duration::from_secs(3600));
    loop {
        hourly.tick().await;
        if let Err(err) = state.purge_trash().await {
            tracing::warn!(error = %err, "cannot purge the trash; trying again in an hour");
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}
