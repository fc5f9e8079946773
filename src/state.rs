//! The one state every handler reaches: the database, what visitors see (`site`), the rate
//! limits and the visit writer. It depends on nothing that serves HTTP, so handlers, extractors
//! and the router all import it from here.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use rusqlite::Connection;

use crate::assets::Ui;
use crate::backups::{Backups, Schedule};
use crate::db::write_probe::WriteCheck;
use crate::db::{self, Db};
use crate::domain::revisions::{Before, NewRevision};
use crate::domain::setting_keys::Overrides;
use crate::error::AppError;
use crate::limits::Limits;
use crate::media::cache::FileCache;
use crate::site::pages::{Page, Snapshot};
use crate::site::{Current, Site};
use crate::visit_writer::VisitWriter;
use crate::visitors::Visitors;

/// Uploads processed at once (see `Shared::media_work`): one, so the memory of image work is that
/// of one image at reduced scale (docs/DESIGN.md, "Phase 3"), whatever arrives together.
pub const MEDIA_WORKERS: usize = 1;

/// Pieces of streamed media read at once: enough to keep the disk busy, few enough that streams
/// to many viewers share a handful of threads.
pub const MEDIA_READS: usize = 4;

/// How `serve` runs, from its flags.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// Overrides the token secret stored in the database.
    pub jwt_secret: Option<String>,
    /// Take the client address from X-Forwarded-For (a reverse proxy on this machine sets it).
    pub trust_proxy: bool,
    /// Off only for load tests and browser tests that send many requests from one address.
    pub rate_limits: bool,
    /// Settings given to `serve` (the mail settings' flags and variables), over the stored ones.
    pub overrides: Overrides,
    /// What one connection may hold and how long it may take (tests shorten the times).
    pub connections: ConnectionRules,
    /// The backup folder and its schedule (`--backup-dir`); None: backups are off.
    pub backups: Option<Schedule>,
}

impl Default for ServeConfig {
    fn default() -> Self {
        ServeConfig {
            jwt_secret: None,
            trust_proxy: false,
            rate_limits: true,
            overrides: Overrides::default(),
            connections: ConnectionRules::default(),
            backups: None,
        }
    }
}

/// The bounds that keep slow clients from holding memory or connections (docs/SECURITY.md).
#[derive(Debug, Clone)]
pub struct ConnectionRules {
    /// A connection whose peer takes no bytes for this long is closed.
    pub write_timeout: Duration,
    /// How long a request body may take (see `server::body_time`).
    pub body: BodyTime,
    /// Connections open at once from one address (0: no cap). The trusted proxy is not capped.
    pub per_address: usize,
    /// Bytes of streamed media held in memory at once, by all viewers together.
    pub media_budget: usize,
    /// How long a viewer of a streamed file waits for room in the budget before a 503.
    pub media_wait: Duration,
}

impl Default for ConnectionRules {
    fn default() -> Self {
        ConnectionRules {
            // A peer that takes nothing for half a minute has gone, or stalls on purpose; nginx's
            // `send_timeout` allows 60 s, but each stalled reader holds a piece of the budget.
            write_timeout: Duration::from_secs(30),
            body: BodyTime::default(),
            // A browser opens six connections to a site: 256 leaves room for an office or a
            // carrier's NAT, and keeps one address to 1/64 of the connections a server has.
            per_address: 256,
            // 512 pieces of 64 KB: a few hundred viewers at full speed, a few dozen MB at most.
            media_budget: 32 * 1024 * 1024,
            // About what a player waits before it shows an error: then Retry-After says when.
            media_wait: Duration::from_secs(10),
        }
    }
}

/// A request body must arrive within `first`; a longer one (an upload) keeps its connection
/// while it arrives at a minimum rate: each 64 KB received gives `per_64k` more, but never more
/// than `ahead` from now, so a burst cannot buy a long stall.
#[derive(Debug, Clone, Copy)]
pub struct BodyTime {
    pub first: Duration,
    pub per_64k: Duration,
    pub ahead: Duration,
}

impl Default for BodyTime {
    fn default() -> Self {
        BodyTime {
            // Every JSON body (64 KB at most) arrives in well under a second on any link a person
            // uses; 15 s is room for a bad mobile one.
            first: Duration::from_secs(15),
            // 64 KB per 10 s is 52 kbit/s: slower than any link an editor uploads 100 MB from.
            per_64k: Duration::from_secs(10),
            ahead: Duration::from_secs(30),
        }
    }
}

/// What every handler can reach. Handlers clone it for each request, so it is one `Arc`: one
/// counter to bump rather than one per field.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

pub struct Shared {
    pub db: Db,
    pub assets: Ui,
    pub site: Site,
    pub limits: Limits,
    pub visits: VisitWriter,
    /// Today's visitors told apart in memory only (see `visitors`).
    pub visitors: Visitors,
    /// The insights' sums of closed days (see `insights`).
    pub rollups: crate::insights::Rollups,
    pub write_check: WriteCheck,
    pub overrides: Overrides,
    /// The media files served most, bounded in bytes.
    pub media_files: FileCache,
    /// Image work (decoding, resizing, encoding) runs this many uploads at a time: each may take a
    /// core and tens of MB, and visitors' requests must keep their threads.
    pub media_work: tokio::sync::Semaphore,
    /// Pieces of large media files read from the database at once (see `web::media`).
    pub media_reads: tokio::sync::Semaphore,
    /// Bytes of streamed media in memory, one permit a byte: a piece holds its permits until the
    /// socket took it (see `web::media`).
    pub media_budget: Arc<tokio::sync::Semaphore>,
    /// How long a viewer waits for room in `media_budget`.
    pub media_wait: Duration,
    /// The server's own backups (`--backup-dir`), one at a time.
    pub backups: Backups,
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    /// Loads the settings and the token secret (`config.jwt_secret` overrides the stored one).
    /// Starts the visit writer, so it must run inside the async runtime.
    pub fn new(db: Db, config: ServeConfig) -> anyhow::Result<AppState> {
        let assets = Ui::embedded();
        let conn = db.conn()?;
        let site = Site::load(&conn, assets.template(), config.jwt_secret)?;
        let day = site.loaded().today();
        let (total, today) = db::visits::totals(&conn, &day).context("cannot read the visit counters")?;
        drop(conn);
        Ok(AppState(Arc::new(Shared {
            limits: Limits::new(config.rate_limits, config.trust_proxy),
            visits: VisitWriter::spawn(db.clone(), total, day, today),
            visitors: Visitors::default(),
            rollups: Default::default(),
            write_check: WriteCheck::default(),
            media_files: FileCache::default(),
            media_work: tokio::sync::Semaphore::new(MEDIA_WORKERS),
            media_reads: tokio::sync::Semaphore::new(MEDIA_READS),
            media_budget: Arc::new(tokio::sync::Semaphore::new(config.connections.media_budget)),
            media_wait: config.connections.media_wait,
            backups: Backups::new(config.backups),
            overrides: config.overrides,
            assets,
            site,
            db,
        })))
    }

    /// Runs database work off the async threads; its failures become HTTP answers.
    pub async fn run<T, F>(&self, work: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, AppError> + Send + 'static,
    {
        self.db.run(work).await
    }

    /// The one way the API changes what it stores: `work` runs in an IMMEDIATE transaction (the
    /// write lock is taken before the read, so two admins' edits queue instead of one meeting a
    /// busy database on its upgrade), the activity-log line and the revisions it returns are
    /// written in the same transaction, and once it is committed the site is reloaded, so the
    /// answer and every request after it see the change. An error rolls everything back.
    pub async fn write<T, F>(&self, actor: &str, work: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&rusqlite::Transaction) -> Result<Written<T>, AppError> + Send + 'static,
    {
        let actor = actor.to_owned();
        let (value, changed) = self
            .run(move |conn| {
                let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
                let Written { value, logged, revisions } = work(&tx)?;
                if let Some((action, subject)) = &logged {
                    crate::db::activity::record(&tx, &actor, action, subject)?;
                }
                for revision in &revisions {
                    crate::db::revisions::record(&tx, &actor, revision)?;
                    // Whatever the change did to the text that translations were written from.
                    crate::db::translations::note_sources(
                        &tx,
                        revision.kind,
                        &revision.item_id,
                        &revision.item,
                    )?;
                }
                tx.commit()?;
                Ok((value, logged.is_some()))
            })
            .await?;
        if changed {
            self.site_changed().await;
        }
        Ok(value)
    }

    /// Deletes for good what has been in the trash for 30 days (`db::trash::purge`), in one
    /// write logged under "The server". `serve` runs it at start and every hour.
    pub async fn purge_trash(&self) -> Result<(), AppError> {
        self.write(crate::db::activity::THE_SERVER, |tx| {
            let purged = crate::db::trash::purge(tx)?;
            Ok(match purged.is_empty() {
                true => Written::unchanged(()),
                false => {
                    Written::logged((), "purged", format!("{} after 30 days in the trash", purged.join(", ")))
                }
            })
        })
        .await
    }

    /// Appends to the activity log after the change it describes was made; failing to is said in
    /// the log, and never fails the request (the change happened).
    pub async fn log_activity(&self, actor: &str, action: &'static str, subject: impl Into<String>) {
        let (actor, subject) = (actor.to_owned(), subject.into());
        let logged =
            self.run(move |conn| Ok(crate::db::activity::record(conn, &actor, action, &subject)?)).await;
        if let Err(err) = logged {
            tracing::warn!(error = %err, action, "cannot write the activity log");
        }
    }

    /// The settings in force (and the session keys and headers made from them), checked against
    /// the database at most once a second.
    pub async fn current(&self) -> Result<Arc<Current>, AppError> {
        let (current, reloaded) = self.site.current(&self.db).await?;
        if reloaded {
            // The database changed, maybe by another process (an import) or with a new time zone.
            self.visits.resync(current.today());
        }
        Ok(current)
    }

    /// The public lists and rendered pages of the current version.
    pub async fn snapshot(&self) -> Result<Arc<Snapshot>, AppError> {
        let current = self.current().await?;
        Ok(self.site.snapshot(&self.db, current.version, current.languages.default_language()).await?)
    }

    /// What visitors of `lang` see (a language the site does not speak: the default one's).
    pub async fn snapshot_in(&self, lang: &str) -> Result<Arc<Snapshot>, AppError> {
        let version = self.current().await?.version;
        Ok(self.site.snapshot(&self.db, version, lang).await?)
    }

    /// Call after a write to content or settings, before answering it: the writer's next request
    /// sees it. The home page is made again at once in the background, so the next visitor does
    /// not wait for it.
    async fn site_changed(&self) {
        match self.site.changed(&self.db).await {
            Ok((current, true)) => self.visits.resync(current.today()),
            Ok((_, false)) => {}
            // The write stands; the next request reloads instead.
            Err(err) => tracing::warn!(error = %err, "cannot reload the settings after a change"),
        }
        let state = self.clone();
        tokio::spawn(async move {
            let Ok(current) = state.current().await else { return };
            for lang in current.languages.all() {
                if let Ok(snapshot) = state.snapshot_in(lang).await
                    && snapshot.rendered(&Page::Home).is_none()
                {
                    let _ = tokio::task::spawn_blocking(move || snapshot.render(&Page::Home, None)).await;
                }
            }
        });
    }

    /// Today's date (YYYY-MM-DD) in the site's time zone, the day visits count towards.
    pub fn today(&self) -> String {
        self.site.loaded().today()
    }
}

/// What a write (`AppState::write`) did: its result, and the activity-log line it earns.
pub struct Written<T> {
    pub value: T,
    /// The action ("created", "deleted", …) and its subject; None when nothing changed.
    logged: Option<(&'static str, String)>,
    /// The items as the change left them, for their history (`domain::revisions`).
    revisions: Vec<NewRevision>,
}

impl<T> Written<T> {
    /// A change, logged as `action` on `subject` (e.g. "changed", "Article “Reels”").
    pub fn logged(value: T, action: &'static str, subject: impl Into<String>) -> Written<T> {
        Written { value, logged: Some((action, subject.into())), revisions: Vec::new() }
    }

    /// Nothing was changed (the same upload again, a file still in use): nothing to log or reload.
    pub fn unchanged(value: T) -> Written<T> {
        Written { value, logged: None, revisions: Vec::new() }
    }

    /// The same change with its value turned by `f` (a handler that answers another shape).
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Written<U> {
        Written { value: f(self.value), logged: self.logged, revisions: self.revisions }
    }

    /// The change also keeps a revision: `item` (its JSON) at `version`, of `kind` and `item_id`
    /// (one a section, for a change of several). Nothing is kept when nothing changed.
    pub fn revised(
        mut self,
        kind: &'static str,
        item_id: impl ToString,
        version: i64,
        item: &impl serde::Serialize,
    ) -> Written<T> {
        if self.logged.is_some() {
            let item = serde_json::to_value(item).unwrap_or_default();
            self.revisions.push(NewRevision {
                kind,
                item_id: item_id.to_string(),
                version,
                item,
                before: None,
            });
        }
        self
    }

    /// The item as it was before the change (its version and JSON as a revision keeps it), for
    /// the revision just added: kept too when the history does not hold that version yet.
    pub fn from(mut self, version: i64, item: &impl serde::Serialize) -> Written<T> {
        if let Some(revision) = self.revisions.last_mut() {
            let item = serde_json::to_value(item).unwrap_or_default();
            let at = item.get("updatedAt").and_then(|at| at.as_str()).map(str::to_owned);
            revision.before = Some(Before { version, item, at });
        }
        self
    }
}
