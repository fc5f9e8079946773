//! The application: shared state, the router (what tests drive) and `serve` (what owners run).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, RwLock};

use anyhow::Context;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Request};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Router, ServiceExt};
use tower::{Service, ServiceBuilder};
use tower_http::ServiceBuilderExt;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::TraceLayer;

use crate::api::health::WriteCheck;
use crate::auth::token::TokenKeys;
use crate::db::{self, Db};
use crate::domain::settings::Settings;
use crate::error::AppError;
use crate::headers::{self, Policy};
use crate::limits::Limits;
use crate::visit_writer::VisitWriter;
use crate::web::pages::{self, SiteCache, Snapshot};
use crate::{api, web};

/// Request bodies above this are refused with 413: nothing the API accepts comes near it.
pub const BODY_LIMIT: usize = 64 * 1024;

/// How `serve` runs, from its flags.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// Overrides the token secret stored in the database.
    pub jwt_secret: Option<String>,
    /// Take the client address from X-Forwarded-For (a reverse proxy on this machine sets it).
    pub trust_proxy: bool,
    /// Off only for load tests and browser tests that send many requests from one address.
    pub rate_limits: bool,
}

impl Default for ServeConfig {
    fn default() -> Self {
        ServeConfig { jwt_secret: None, trust_proxy: false, rate_limits: true }
    }
}

/// What every handler can reach. Handlers clone it for each request, so it is one `Arc`: one
/// counter to bump rather than one per field.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

pub struct Shared {
    pub db: Db,
    pub ui: web::Ui,
    pub limits: Limits,
    pub visits: VisitWriter,
    pub write_check: WriteCheck,
    site: SiteCache,
    tokens: RwLock<Arc<TokenKeys>>,
    settings: RwLock<Arc<Settings>>,
    policy: RwLock<Arc<Policy>>,
    /// The site's time zone, resolved from `settings` when they change (cheap to clone).
    zone: RwLock<jiff::tz::TimeZone>,
    script_hashes: Vec<String>,
    /// The secret the tokens are signed with now, unless AGENCY_JWT_SECRET fixed it.
    stored_secret: RwLock<Option<String>>,
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    /// Loads the settings and the token secret (`config.jwt_secret` overrides the stored one).
    pub fn new(db: Db, config: ServeConfig) -> anyhow::Result<AppState> {
        let conn = db.conn()?;
        let pairs = db::settings::all(&conn).context("cannot read the settings")?;
        let stored_secret = pairs.iter().find(|(k, _)| k == "jwt_secret").map(|(_, v)| v.clone());
        let followed = config.jwt_secret.is_none().then(|| stored_secret.clone().unwrap_or_default());
        let secret = config
            .jwt_secret
            .or(stored_secret)
            .filter(|s| !s.is_empty())
            .context("the database has no token secret: run `agency-site migrate`")?;
        let settings = Settings::from_pairs(&pairs);
        let zone = zone_of(&settings.time_zone);
        let day = today_in(&zone);
        let (visits, visits_today) =
            db::visits::totals(&conn, &day).context("cannot read the visit counters")?;
        drop(conn);
        let ui = web::Ui::embedded();
        let script_hashes = headers::inline_script_hashes(ui.template());
        let policy = Arc::new(Policy::new(&script_hashes, &settings.public));
        Ok(AppState(Arc::new(Shared {
            ui,
            limits: Limits::new(config.rate_limits, config.trust_proxy),
            visits: VisitWriter::spawn(db.clone(), visits, day, visits_today),
            write_check: WriteCheck::default(),
            db,
            site: SiteCache::default(),
            tokens: RwLock::new(Arc::new(TokenKeys::new(secret.as_bytes()))),
            settings: RwLock::new(Arc::new(settings)),
            policy: RwLock::new(policy),
            zone: RwLock::new(zone),
            script_hashes,
            stored_secret: RwLock::new(followed),
        })))
    }

    pub fn tokens(&self) -> Arc<TokenKeys> {
        Arc::clone(&self.tokens.read().unwrap_or_else(|e| e.into_inner()))
    }

    pub fn settings(&self) -> Arc<Settings> {
        Arc::clone(&self.settings.read().unwrap_or_else(|e| e.into_inner()))
    }

    /// The security headers for the current settings.
    pub fn policy(&self) -> Arc<Policy> {
        Arc::clone(&self.policy.read().unwrap_or_else(|e| e.into_inner()))
    }

    /// Call after the settings were saved, so every request sees the new values.
    pub fn settings_changed(&self, settings: Settings) {
        *self.zone.write().unwrap_or_else(|e| e.into_inner()) = zone_of(&settings.time_zone);
        let policy = Arc::new(Policy::new(&self.script_hashes, &settings.public));
        *self.policy.write().unwrap_or_else(|e| e.into_inner()) = policy;
        *self.settings.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(settings);
    }

    /// What visitors see now: the cached snapshot, reloaded when content or settings changed
    /// (here or in another process). Also keeps `settings()` in step with the database.
    pub async fn site(&self) -> Result<Arc<Snapshot>, AppError> {
        if let Some(snapshot) = self.site.fresh() {
            return Ok(snapshot);
        }
        let _reloading = self.site.reload.lock().await;
        if let Some(snapshot) = self.site.fresh() {
            return Ok(snapshot);
        }
        let version = self.db.run(|conn| Ok(pages::site_version(conn)?)).await?;
        if let Some(snapshot) = self.site.current().filter(|s| s.version == version) {
            self.site.mark_checked();
            return Ok(snapshot);
        }
        let template = self.ui.template();
        let snapshot = Arc::new(self.db.run(move |conn| Snapshot::load(conn, template)).await?);
        self.settings_changed(snapshot.settings.clone());
        self.follow_token_secret(&snapshot.token_secret);
        // The database changed, maybe by another process (an import) or with a new time zone.
        self.visits.resync(self.today());
        self.site.store(Arc::clone(&snapshot));
        Ok(snapshot)
    }

    /// A rotated secret (`settings rotate-token-secret`) ends every session signed with the old one.
    fn follow_token_secret(&self, secret: &str) {
        let mut stored = self.stored_secret.write().unwrap_or_else(|e| e.into_inner());
        if let Some(current) =
            stored.as_mut().filter(|current| current.as_str() != secret && !secret.is_empty())
        {
            *current = secret.to_owned();
            *self.tokens.write().unwrap_or_else(|e| e.into_inner()) =
                Arc::new(TokenKeys::new(secret.as_bytes()));
            tracing::info!("the token secret changed: every admin must log in again");
        }
    }

    /// Call after a write to content or settings: the next page shows it.
    pub fn site_changed(&self) {
        self.site.invalidate();
    }

    /// Today's date (YYYY-MM-DD) in the site's time zone, the day visits count towards.
    pub fn today(&self) -> String {
        today_in(&self.zone.read().unwrap_or_else(|e| e.into_inner()))
    }
}

/// The time zone named `name` (UTC if the name is unknown).
fn zone_of(name: &str) -> jiff::tz::TimeZone {
    jiff::tz::TimeZone::get(name).unwrap_or(jiff::tz::TimeZone::UTC)
}

/// Today's date (YYYY-MM-DD) in `zone`.
fn today_in(zone: &jiff::tz::TimeZone) -> String {
    jiff::Timestamp::now().to_zoned(zone.clone()).date().to_string()
}

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
        .route("/robots.txt", get(web::seo::robots))
        .route("/sitemap.xml", get(web::seo::sitemap))
        .route("/rss.xml", get(web::seo::feed))
        .fallback(web::serve_ui)
        .method_not_allowed_fallback(api::method_not_allowed)
        .with_state(state.clone());
    // Outermost first: every response gets the headers, the 500 of a caught panic too.
    ServiceBuilder::new()
        .map_response(move |response| headers::add(&state, response))
        .map_response_body(Body::new)
        .layer(CatchPanicLayer::custom(|_panic| -> Response {
            AppError::Internal(anyhow::anyhow!("a request handler panicked")).into_response()
        }))
        .layer(TraceLayer::new_for_http().make_span_with(|request: &Request| {
            tracing::info_span!("request", method = %request.method(), path = %request.uri().path())
        }))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .service(routes)
}

/// Applies pending migrations, then serves until SIGTERM or Ctrl-C, letting requests in flight finish.
pub async fn serve(db_path: &Path, listen: SocketAddr, config: ServeConfig) -> anyhow::Result<()> {
    let mut conn = db::connect(db_path)?;
    for name in db::migrate(&mut conn)? {
        tracing::info!(migration = %name, "applied migration");
    }
    drop(conn);
    let state = AppState::new(Db::open(db_path)?, config)?;

    let listener = tokio::net::TcpListener::bind(listen).await.with_context(|| {
        format!("cannot listen on {listen}; choose another address with --listen or AGENCY_LISTEN")
    })?;
    tracing::info!(db = %db_path.display(), "serving on http://{}", listener.local_addr()?);
    axum::serve(listener, app(state).into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(shutdown_signal())
        .await
        .context("the server stopped with an error")?;
    tracing::info!("stopped");
    Ok(())
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
