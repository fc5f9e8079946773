//! The connection loop of `serve`: HTTP/1.1 over TCP with limits a public server needs, which
//! `axum::serve` does not set. A client gets `HEADER_TIMEOUT` to send a request's headers, and a
//! kept-alive connection may wait that long for its next request: slow and idle connections are
//! closed instead of hoarded. Open connections are capped below the file limit (raised to the
//! hard limit first), so thousands of slow clients cannot starve the process of files: past the
//! cap new connections wait in the kernel's queue until a slot frees, while the site keeps
//! answering the connections it has. SIGTERM stops accepting, lets requests in flight finish and
//! closes idle connections.

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::extract::Request;
use axum::response::Response;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::{Service, ServiceExt};

/// How long a client may take to send a request's headers, and how long a kept-alive connection
/// may wait for its next request.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Files kept free of connections: the database, its WAL and shared memory, logs, the listener.
const RESERVED_FILES: u64 = 64;
/// Connections open at most, whatever the file limit allows.
const MAX_CONNECTIONS: u64 = 16_384;

/// Serves `service` on `listener` until `shutdown` completes, then lets requests in flight finish.
pub async fn run<S>(listener: TcpListener, service: S, shutdown: impl Future<Output = ()>)
where
    S: Service<Request, Response = Response, Error = Infallible, Future: Send + 'static>
        + Clone
        + Send
        + 'static,
{
    let cap = connection_cap();
    tracing::debug!(connections = cap, "connection cap");
    let slots = Arc::new(Semaphore::new(cap));
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADER_TIMEOUT);
    let mut shutdown = std::pin::pin!(shutdown);

    loop {
        // The semaphore is never closed, so acquiring only waits.
        let slot = tokio::select! {
            Ok(slot) = Arc::clone(&slots).acquire_owned() => slot,
            () = &mut shutdown => break,
        };
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of files or memory for a moment: wait instead of spinning on the error.
                    tracing::warn!(error = %err, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let service = service.clone();
        let requests = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let mut request = request.map(Body::new);
            request.extensions_mut().insert(ConnectInfo(remote));
            service.clone().oneshot(request)
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), requests));
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                tracing::trace!(error = %err, "connection ended");
            }
            drop(slot);
        });
    }
    drop(listener);
    graceful.shutdown().await;
}

/// How many connections may be open: the file limit (raised to its hard maximum, as a server
/// should) less the files the process needs for itself.
fn connection_cap() -> usize {
    let files = raise_file_limit().unwrap_or(1024);
    files.saturating_sub(RESERVED_FILES).clamp(16, MAX_CONNECTIONS) as usize
}

/// Raises this process's soft limit on open files to its hard limit; returns the limit in force.
fn raise_file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit and setrlimit only read and write the struct passed to them.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
                return None;
            }
            if limit.rlim_cur < limit.rlim_max {
                let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    limit = raised;
                }
            }
        }
        Some(limit.rlim_cur)
    }
    #[cfg(not(unix))]
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_stays_below_the_file_limit() {
        let cap = connection_cap() as u64;
        let files = raise_file_limit().unwrap_or(1024);
        assert!(cap < files, "{cap} connections with {files} files");
        assert!(cap >= 16);
    }
}
