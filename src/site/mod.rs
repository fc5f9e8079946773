//! What visitors see, as snapshots of the database at one `site_version` (a counter that triggers
//! bump on every change to content or settings, see `db::site`):
//! - `Current`: the settings and what follows from them (the time zone, the key that signs
//!   sessions, the security headers). Cheap to load; every request may read it.
//! - `pages::Snapshot`: the public lists and the rendered pages, made only when a page or a public
//!   list is asked for, once per version.
//!
//! A write through the API calls `changed`, which reloads `Current` before the write is answered;
//! a change made by another process (the CLI) is noticed within a second by comparing the counter.
//!
//! Requests never queue behind one another here (docs/PERFORMANCE.md, "A spike of visitors"): the
//! second's comparison is made by one request while the others go on with what is loaded, and
//! the requests that need a new snapshot wait for one load and are woken together. A mutex for
//! either hands itself on one waiter at a time, each waiting for its turn on the runtime: under
//! thousands of connections that convoy stalled the slowest for over a second.

pub mod blog;
pub mod feeds;
pub mod pages;
pub mod post_languages;
pub mod preload;
pub mod seo;
pub mod study_languages;
pub mod words;
pub mod work;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, RwLock};
use std::time::{Duration, Instant};

use anyhow::Context;
use rusqlite::Connection;
use tokio::sync::OnceCell;

use crate::auth::token::TokenKeys;
use crate::db::{self, Db, DbError};
use crate::domain::languages::Languages;
use crate::domain::setting_keys::TOKEN_SECRET;
use crate::domain::settings::{DEFAULT_PUBLIC_URL, Settings};
use crate::headers::{self, Policy};
use pages::Snapshot;

/// How often a request may ask the database whether another process changed the site.
const RECHECK: Duration = Duration::from_secs(1);

/// The settings at one version, and what follows from them.
pub struct Current {
    pub version: i64,
    pub settings: Settings,
    /// Signs and checks admin sessions.
    pub tokens: Arc<TokenKeys>,
    /// The security headers for these settings.
    pub policy: Policy,
    pub zone: jiff::tz::TimeZone,
    pub languages: Languages,
    /// The stored secret `tokens` were made from (None when AGENCY_JWT_SECRET fixes it).
    stored_secret: Option<String>,
}

impl Current {
    /// Today's date (YYYY-MM-DD) in the site's time zone, the day visits count towards.
    pub fn today(&self) -> String {
        jiff::Timestamp::now().to_zoned(self.zone.clone()).date().to_string()
    }
}

pub struct Site {
    template: &'static str,
    script_hashes: Vec<String>,
    /// The secret from AGENCY_JWT_SECRET or --jwt-secret, which wins over the stored one.
    fixed_secret: Option<String>,
    current: RwLock<Arc<Current>>,
    /// The snapshot of each language made last, or being made: the first request that needs it
    /// loads it, the others wait for that load (a `OnceCell` wakes all its waiters at once when
    /// it is set).
    snapshots: RwLock<HashMap<String, Arc<OnceCell<Arc<Snapshot>>>>>,
    /// When the version was last compared, in milliseconds since `EPOCH` (0: compare now, and
    /// wait for it: a write in this process could not reload).
    checked_ms: AtomicU64,
    /// Held by the one caller that compares the version and reloads `Current`.
    checking: tokio::sync::Mutex<()>,
    /// Whether the log already said that the public URL was never set.
    public_url_warned: AtomicBool,
}

/// The clock `checked_ms` counts from.
static EPOCH: LazyLock<Instant> = LazyLock::new(Instant::now);

fn now_ms() -> u64 {
    EPOCH.elapsed().as_millis() as u64 + 1
}

impl Site {
    /// Loads the settings at start; pages are rendered from `template` (the UI's index.html).
    pub fn load(
        conn: &Connection,
        template: &'static str,
        fixed_secret: Option<String>,
    ) -> anyhow::Result<Site> {
        let script_hashes = headers::inline_script_hashes(template);
        let current = load_current(conn, &script_hashes, fixed_secret.as_deref(), None)
            .context("cannot read the settings")?
            .context("the database has no token secret: run `agency-site migrate`")?;
        Ok(Site {
            template,
            script_hashes,
            fixed_secret,
            current: RwLock::new(Arc::new(current)),
            snapshots: RwLock::new(HashMap::new()),
            checked_ms: AtomicU64::new(now_ms()),
            checking: tokio::sync::Mutex::new(()),
            public_url_warned: AtomicBool::new(false),
        })
    }

    /// The settings as last loaded, without asking the database (for every response's headers).
    pub fn loaded(&self) -> Arc<Current> {
        Arc::clone(&self.current.read().unwrap_or_else(|e| e.into_inner()))
    }

    /// The settings in force, compared with the database at most once a second. `true` beside
    /// them when they were reloaded now.
    pub async fn current(&self, db: &Db) -> Result<(Arc<Current>, bool), DbError> {
        if self.is_fresh() {
            return Ok((self.loaded(), false));
        }
        let _checking = match self.checking.try_lock() {
            Ok(checking) => checking,
            // Another request is comparing: a change from another process shows a moment later.
            Err(_) if self.checked_ms.load(Ordering::Relaxed) != 0 => return Ok((self.loaded(), false)),
            Err(_) => self.checking.lock().await,
        };
        if self.is_fresh() {
            return Ok((self.loaded(), false));
        }
        self.compare(db).await
    }

    /// Call after a write to content or settings, before answering it: reloads `Current`, so the
    /// writer's next request and everyone's after it see the change. `true` beside the settings
    /// when they changed.
    pub async fn changed(&self, db: &Db) -> Result<(Arc<Current>, bool), DbError> {
        let _checking = self.checking.lock().await;
        let compared = self.compare(db).await;
        if compared.is_err() {
            // The next request tries again, and waits for it.
            self.checked_ms.store(0, Ordering::Relaxed);
        }
        compared
    }

    /// Compares the stored version with the loaded one and reloads `Current` when they differ;
    /// the caller holds `checking`.
    async fn compare(&self, db: &Db) -> Result<(Arc<Current>, bool), DbError> {
        let loaded = self.loaded();
        let version = loaded.version;
        let hashes = self.script_hashes.clone();
        let fixed = self.fixed_secret.clone();
        let reloaded = db
            .run(move |conn| {
                if db::site::version(conn)? == version {
                    return Ok(None);
                }
                Ok::<_, DbError>(load_current(conn, &hashes, fixed.as_deref(), Some(&loaded))?)
            })
            .await?;
        self.checked_ms.store(now_ms(), Ordering::Relaxed);
        match reloaded {
            Some(current) => {
                let current = Arc::new(current);
                *self.current.write().unwrap_or_else(|e| e.into_inner()) = Arc::clone(&current);
                Ok((current, true))
            }
            None => Ok((self.loaded(), false)),
        }
    }

    /// The public lists and pages in `lang` at `version` (the current one) or later, rendered on
    /// first use. A language the site does not speak gets the default language's.
    pub async fn snapshot(&self, db: &Db, version: i64, lang: &str) -> Result<Arc<Snapshot>, DbError> {
        // A scheduled post makes the snapshot stale at its time, with no write to bump the version.
        let fresh = |s: &Snapshot| s.version >= version && !s.is_stale();
        // A load that began before this request's version is followed by another; after three the
        // request takes what it has, so a clock or a counter gone wrong cannot hold it forever.
        let mut loads = 0;
        loop {
            let cell = self.snapshot_cell(lang);
            let snapshot = match cell.get() {
                Some(made) => Arc::clone(made),
                None => Arc::clone(cell.get_or_try_init(|| self.load_snapshot(db, lang)).await?),
            };
            loads += 1;
            if fresh(&snapshot) || loads == 3 {
                return Ok(snapshot);
            }
            let mut cells = self.snapshots.write().unwrap_or_else(|e| e.into_inner());
            // Unless another request has started the next one already.
            if cells.get(lang).is_some_and(|slot| Arc::ptr_eq(slot, &cell)) {
                cells.insert(lang.to_owned(), Arc::new(OnceCell::new()));
            }
        }
    }

    /// The cell `lang`'s snapshot is (being) made in.
    fn snapshot_cell(&self, lang: &str) -> Arc<OnceCell<Arc<Snapshot>>> {
        if let Some(cell) = self.snapshots.read().unwrap_or_else(|e| e.into_inner()).get(lang) {
            return Arc::clone(cell);
        }
        let mut cells = self.snapshots.write().unwrap_or_else(|e| e.into_inner());
        Arc::clone(cells.entry(lang.to_owned()).or_insert_with(|| Arc::new(OnceCell::new())))
    }

    async fn load_snapshot(&self, db: &Db, lang: &str) -> Result<Arc<Snapshot>, DbError> {
        let template = self.template;
        let lang = lang.to_owned();
        let snapshot = db
            .run(move |conn| {
                let loaded = Snapshot::load(conn, template, &lang);
                // Reading every list and post freed as much as it kept: give that back now.
                crate::memory::release_freed();
                loaded
            })
            .await?;
        Ok(Arc::new(snapshot))
    }

    /// A page was asked for with this `Host` while the public URL is `public_url` (the page's
    /// snapshot's, so no lock is taken): if the URL was never set and the host is another, say so
    /// once. A set URL costs one comparison.
    pub fn check_host(&self, host: &str, public_url: &str) {
        if public_url == DEFAULT_PUBLIC_URL
            && !self.public_url_warned.load(Ordering::Relaxed)
            && Some(host) != DEFAULT_PUBLIC_URL.strip_prefix("http://")
        {
            self.warn_if_public_url_unset(&format!("is reached at {host}"));
        }
    }

    /// Says once in the log that the public URL was never set while the site `how` (e.g.
    /// "listens on 0.0.0.0:8080"): canonical links, the sitemap and social cards would be wrong.
    pub fn warn_if_public_url_unset(&self, how: &str) {
        let unset = self.loaded().settings.public.public_url == DEFAULT_PUBLIC_URL;
        if unset && !self.public_url_warned.swap(true, Ordering::Relaxed) {
            tracing::warn!(
                "the site {how} but its public URL is still {DEFAULT_PUBLIC_URL}, where canonical links, \
                 the sitemap and social cards point: set it with `agency-site settings set public-url \
                 https://your-domain` or under Site Settings"
            );
        }
    }

    fn is_fresh(&self) -> bool {
        let checked = self.checked_ms.load(Ordering::Relaxed);
        checked != 0 && now_ms() - checked < RECHECK.as_millis() as u64
    }
}

/// The settings as stored now. The signing key follows a secret rotated by the CLI (every
/// session signed with the old one ends); None when there is no secret at all.
fn load_current(
    conn: &Connection,
    script_hashes: &[String],
    fixed_secret: Option<&str>,
    previous: Option<&Current>,
) -> rusqlite::Result<Option<Current>> {
    let version = db::site::version(conn)?;
    let pairs = db::settings::all(conn)?;
    let settings = Settings::from_pairs(&pairs);
    let stored =
        pairs.into_iter().find(|(k, _)| k == TOKEN_SECRET.key).map(|(_, v)| v).filter(|s| !s.is_empty());
    let (tokens, stored_secret) = match (fixed_secret, stored, previous) {
        // A secret given at start (AGENCY_JWT_SECRET) is never replaced by the stored one.
        (Some(_), _, Some(previous)) => (Arc::clone(&previous.tokens), None),
        (Some(fixed), _, None) => (Arc::new(TokenKeys::new(fixed.as_bytes())), None),
        (None, Some(secret), Some(previous)) if previous.stored_secret.as_deref() == Some(&secret) => {
            (Arc::clone(&previous.tokens), Some(secret))
        }
        (None, Some(secret), previous) => {
            if previous.is_some() {
                tracing::info!("the token secret changed: every admin must log in again");
            }
            (Arc::new(TokenKeys::new(secret.as_bytes())), Some(secret))
        }
        (None, None, Some(previous)) => (Arc::clone(&previous.tokens), previous.stored_secret.clone()),
        (None, None, None) => return Ok(None),
    };
    let zone = jiff::tz::TimeZone::get(&settings.public.time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let policy = Policy::new(script_hashes, &settings.public);
    let languages = Languages::of(&settings.public.languages);
    Ok(Some(Current { version, settings, tokens, policy, zone, languages, stored_secret }))
}
