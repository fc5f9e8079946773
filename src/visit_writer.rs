//! The one task that writes visit records. Requests hand their visit to it and wait; it takes
//! every visit waiting at that moment and writes them in one transaction ("group commit"), then
//! answers them all. Under load hundreds of visits share one commit, so the site takes tens of
//! thousands of visits a second on one small disk, and a 202 still means the visit is stored and
//! counted. Nothing is held in memory unwritten, so there is nothing to lose at shutdown.
//!
//! The writer also keeps the totals visitors and the dashboard read (total and today's visits) in
//! memory, updated after each commit; a resync, queued behind the writes, reloads them from the
//! database when another process may have changed it (an import) or the time zone changed.

use std::sync::RwLock;
use std::sync::atomic::{AtomicI64, Ordering};

use tokio::sync::{mpsc, oneshot};

use crate::db::{Db, DbError, visits};
use crate::domain::visits::Hit;
use crate::error::AppError;

/// Visits written per transaction at most; more wait for the next one.
const MAX_BATCH: usize = 2048;
/// Visits waiting for the writer before new ones wait to be queued (back-pressure).
const QUEUE: usize = 16_384;

enum Message {
    Visit {
        day: String,
        hit: Hit,
        done: oneshot::Sender<Result<(), String>>,
    },
    /// Reload the totals from the database; `day` is today in the site's time zone.
    Resync {
        day: String,
    },
}

/// Page loads counted: all of them, and those of the latest day seen.
struct Counters {
    total: AtomicI64,
    day: RwLock<(String, i64)>,
}

impl Counters {
    fn add(&self, day: &str, loads: i64) {
        self.total.fetch_add(loads, Ordering::Relaxed);
        let mut current = self.day.write().unwrap_or_else(|e| e.into_inner());
        if current.0.as_str() == day {
            current.1 += loads;
        } else if current.0.as_str() < day {
            *current = (day.to_owned(), loads);
        }
    }

    fn set(&self, total: i64, day: String, today: i64) {
        self.total.store(total, Ordering::Relaxed);
        *self.day.write().unwrap_or_else(|e| e.into_inner()) = (day, today);
    }
}

#[derive(Clone)]
pub struct VisitWriter {
    queue: mpsc::Sender<Message>,
    counters: std::sync::Arc<Counters>,
}

impl VisitWriter {
    /// Starts the writer task on the current runtime, with the totals as they are now.
    pub fn spawn(db: Db, total: i64, day: String, today: i64) -> VisitWriter {
        let (queue, receiver) = mpsc::channel(QUEUE);
        let counters =
            std::sync::Arc::new(Counters { total: AtomicI64::new(total), day: RwLock::new((day, today)) });
        tokio::spawn(run(db, receiver, std::sync::Arc::clone(&counters)));
        VisitWriter { queue, counters }
    }

    /// Counts one visit record that happened on `day`; returns once it is committed.
    pub async fn record(&self, day: String, hit: Hit) -> Result<(), AppError> {
        let (done, written) = oneshot::channel();
        let stopped =
            || AppError::Unavailable("The site is shutting down; the visit was not recorded.".into());
        self.queue.send(Message::Visit { day, hit, done }).await.map_err(|_| stopped())?;
        match written.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(AppError::Unavailable(message)),
            Err(_) => Err(stopped()),
        }
    }

    /// `(total visits, visits on day)` from memory.
    pub fn totals(&self, day: &str) -> (i64, i64) {
        let current = self.counters.day.read().unwrap_or_else(|e| e.into_inner());
        let today = if current.0.as_str() == day { current.1 } else { 0 };
        (self.counters.total.load(Ordering::Relaxed), today)
    }

    /// Asks the writer to reload the totals after the writes already queued.
    pub fn resync(&self, day: String) {
        let _ = self.queue.try_send(Message::Resync { day });
    }
}

async fn run(db: Db, mut receiver: mpsc::Receiver<Message>, counters: std::sync::Arc<Counters>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while receiver.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let mut jobs = Vec::new();
        let mut resync = None;
        for message in batch.drain(..) {
            match message {
                Message::Visit { day, hit, done } => jobs.push((day, hit, done)),
                Message::Resync { day } => resync = Some(day),
            }
        }
        if !jobs.is_empty() {
            let rows: Vec<(String, Hit)> = jobs.iter().map(|(d, h, _)| (d.clone(), h.clone())).collect();
            let written: Result<(), DbError> = db.run(move |conn| Ok(visits::record(conn, &rows)?)).await;
            // Each waiting request answers with the same sentence; the cause stays in the log.
            let result = written.map_err(|err| AppError::from(err).public_message());
            if result.is_ok() {
                for (day, hit, _) in &jobs {
                    if hit.duration_ms.is_none() {
                        counters.add(day, 1);
                    }
                }
            }
            for (_, _, done) in jobs {
                let _ = done.send(result.clone());
            }
        }
        if let Some(day) = resync {
            let read_day = day.clone();
            let totals: Result<_, DbError> = db.run(move |conn| Ok(visits::totals(conn, &read_day)?)).await;
            match totals {
                Ok((total, today)) => counters.set(total, day, today),
                Err(err) => tracing::warn!(error = %err, "cannot reload the visit totals"),
            }
        }
    }
}
