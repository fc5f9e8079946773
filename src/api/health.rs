//! GET /api/health, for monitors and container health checks: 200 when the database answers and
//! can commit a write, 503 with the contract's error body when it cannot. A disk that filled up or
//! turned read-only shows here, before the next visitor's inquiry meets it.

use std::time::{Duration, Instant};

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::db::{self, Db};
use crate::error::Result;

/// After a write succeeded, the probe trusts it this long: a monitor polling every second costs
/// one small write per interval, not one per poll. A failure is never trusted: the next probe
/// writes again, so health turns 200 as soon as the disk heals.
const WRITE_TRUSTED_FOR: Duration = Duration::from_secs(5);

#[derive(Serialize, ToSchema)]
pub struct Health {
    /// Always `ok`; when the database cannot read or write the reply is a 503 error body.
    pub status: String,
    pub version: String,
}

pub async fn health(State(state): State<AppState>) -> Result<axum::Json<Health>> {
    state.write_check.run(&state.db).await?;
    Ok(axum::Json(Health { status: "ok".into(), version: env!("CARGO_PKG_VERSION").into() }))
}

/// When a probe write last succeeded. The lock is held across the write, so a burst of probes
/// makes one write and the rest read its outcome.
#[derive(Default)]
pub struct WriteCheck(tokio::sync::Mutex<Option<Instant>>);

impl WriteCheck {
    /// Proves the database answers: with a read while a recent write is trusted, else with a
    /// write (which reads too).
    async fn run(&self, db: &Db) -> Result<()> {
        let mut succeeded = self.0.lock().await;
        if succeeded.is_some_and(|at| at.elapsed() < WRITE_TRUSTED_FOR) {
            drop(succeeded);
            return db.run(|conn| Ok(conn.query_row("select 1", [], |_| Ok(()))?)).await;
        }
        db.run(|conn| Ok(db::probe_write(conn)?)).await?;
        *succeeded = Some(Instant::now());
        Ok(())
    }
}
