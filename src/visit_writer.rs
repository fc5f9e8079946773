//! The one task that writes visit records. Requests hand their visit to it and wait; it takes
//! every visit waiting at that moment and writes them in one transaction ("group commit"), then
//! answers them all. Under load hundreds of visits share one commit, so the site takes tens of
//! thousands of visits a second on one small disk, and a 202 still means the visit is stored and
//! counted. Nothing is held in memory unwritten, so there is nothing to lose at shutdown.

use tokio::sync::{mpsc, oneshot};

use crate::db::{Db, visits};
use crate::domain::visits::Visit;
use crate::error::AppError;

/// Visits written per transaction at most; more wait for the next one.
const MAX_BATCH: usize = 2048;
/// Visits waiting for the writer before new ones wait to be queued (back-pressure).
const QUEUE: usize = 16_384;

struct Job {
    day: String,
    visit: Visit,
    done: oneshot::Sender<Result<(), String>>,
}

#[derive(Clone)]
pub struct VisitWriter {
    jobs: mpsc::Sender<Job>,
}

impl VisitWriter {
    /// Starts the writer task on the current runtime; it ends when the last handle is dropped.
    pub fn spawn(db: Db) -> VisitWriter {
        let (jobs, queue) = mpsc::channel(QUEUE);
        tokio::spawn(run(db, queue));
        VisitWriter { jobs }
    }

    /// Stores one visit that happened on `day`; returns once it is committed.
    pub async fn record(&self, day: String, visit: Visit) -> Result<(), AppError> {
        let (done, written) = oneshot::channel();
        let stopped =
            || AppError::Unavailable("The site is shutting down; the visit was not recorded.".into());
        self.jobs.send(Job { day, visit, done }).await.map_err(|_| stopped())?;
        match written.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(AppError::Unavailable(message)),
            Err(_) => Err(stopped()),
        }
    }
}

async fn run(db: Db, mut queue: mpsc::Receiver<Job>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let jobs = std::mem::take(&mut batch);
        let rows: Vec<(String, Visit)> = jobs.iter().map(|j| (j.day.clone(), j.visit.clone())).collect();
        let result = db.run(move |conn| Ok(visits::record(conn, &rows)?)).await.map_err(|e| e.to_string());
        if let Err(message) = &result {
            tracing::error!(error = %message, visits = jobs.len(), "cannot store visits");
        }
        for job in jobs {
            let _ = job.done.send(result.clone());
        }
    }
}
