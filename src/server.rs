//! The connection loop of `serve`: HTTP/1.1 over TCP with limits a public server needs, which
//! `axum::serve` does not set. A client gets `HEADER_TIMEOUT` to send a request's headers, and a
//! kept-alive connection may wait that long for its next request: slow and idle connections are
//! closed instead of hoarded. Open connections are capped below the file limit (raised to the
//! hard limit first), so thousands of slow clients cannot starve the process of files: past the
//! cap new connections wait in the kernel's queue until a slot frees, while the site keeps
//! answering the connections it has. SIGTERM stops accepting, lets requests in flight finish and
//! closes idle connections.
//!
//! What a slow client can hold is bounded too (docs/SECURITY.md): hyper buffers one piece of an
//! answer per connection (`WRITE_WINDOW`), a peer that takes no bytes for the write timeout is
//! closed (`write_timeout`), a request body must arrive in time (`body_time`), and one address may
//! open only so many connections (`per_address`).

mod body_time;
mod per_address;
mod write_timeout;

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::extract::Request;
use axum::response::{IntoResponse, Response};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpSocket};
use tokio::sync::Semaphore;
use tower::{Service, ServiceExt};

use crate::error::AppError;
use crate::state::ConnectionRules;
use per_address::PerAddress;
use write_timeout::TimedWrites;

/// How long a client may take to send a request's headers, and how long a kept-alive connection
/// may wait for its next request.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Files kept free of connections: the database, its WAL and shared memory, logs, the listener.
const RESERVED_FILES: u64 = 64;
/// Connections open at most, whatever the file limit allows.
const MAX_CONNECTIONS: u64 = 16_384;
/// What hyper buffers of an answer before it waits for the socket (its `max_buf_size`, 400 KB by
/// default): one 64 KB piece of a streamed file, so a stalled reader holds a piece or two, not seven.
/// Requests' headers must fit in it too, which leaves them eight times nginx's default.
const WRITE_WINDOW: usize = 64 * 1024 + 1024;
/// What a client refused for having too many connections open is told to wait, in seconds.
const REFUSED_RETRY_SECS: u64 = 5;
/// Connections the kernel completes and queues until the loop accepts them (Linux caps this at
/// `net.core.somaxconn`, 4096 by default). With tokio's 1,024, thousands of visitors arriving at
/// once overflowed it, and a visitor whose handshake was dropped waited a second for the retry.
const BACKLOG: u32 = 8192;

/// Listens on `address` as `run` expects: a long queue for bursts of new connections, and the
/// address reusable at once after a restart (as `TcpListener::bind` does).
pub fn listen(address: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = match address {
        SocketAddr::V4(_) => TcpSocket::new_v4()?,
        SocketAddr::V6(_) => TcpSocket::new_v6()?,
    };
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(address)?;
    socket.listen(BACKLOG)
}

/// Serves `service` on `listener` until `shutdown` completes, then lets requests in flight finish.
/// `trust_proxy` exempts the proxy from the per-address cap (see `per_address`).
pub async fn run<S>(
    listener: TcpListener,
    service: S,
    rules: &ConnectionRules,
    trust_proxy: bool,
    shutdown: impl Future<Output = ()>,
) where
    S: Service<Request, Response = Response, Error = Infallible, Future: Send + 'static>
        + Clone
        + Send
        + 'static,
{
    let cap = connection_cap();
    tracing::debug!(connections = cap, "connection cap");
    let slots = Arc::new(Semaphore::new(cap));
    let per_address = PerAddress::new(rules.per_address, trust_proxy);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADER_TIMEOUT).max_buf_size(WRITE_WINDOW).writev(true);
    let (write_timeout, body) = (rules.write_timeout, rules.body);
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
        let io = TokioIo::new(TimedWrites::new(stream, write_timeout));
        let Some(counted) = per_address.admit(remote.ip()) else {
            tracing::debug!(peer = %remote.ip(), "too many connections from one address");
            let mut once = http.clone();
            let refused = graceful.watch(once.keep_alive(false).serve_connection(io, refuse()));
            tokio::spawn(async move {
                let _ = refused.await;
                drop(slot);
            });
            continue;
        };
        let service = service.clone();
        let requests = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            let (mut request, expired) = body_time::watch(request, body);
            request.extensions_mut().insert(ConnectInfo(remote));
            let answer = service.clone().oneshot(request);
            async move { answer.await.map(|response| body_time::answer(response, expired)) }
        });
        let connection = graceful.watch(http.serve_connection(io, requests));
        tokio::spawn(async move {
            if let Err(err) = connection.await {
                tracing::trace!(error = %err, "connection ended");
            }
            drop((counted, slot));
        });
    }
    drop(listener);
    graceful.shutdown().await;
}

/// The one answer of a connection over its address's cap: 429, then the connection closes.
fn refuse() -> impl hyper::service::Service<
    hyper::Request<Incoming>,
    Response = Response,
    Error = Infallible,
    Future = std::future::Ready<Result<Response, Infallible>>,
> + Clone {
    hyper::service::service_fn(|_request: hyper::Request<Incoming>| {
        std::future::ready(Ok(
            AppError::TooManyRequests { retry_after_secs: REFUSED_RETRY_SECS }.into_response()
        ))
    })
}

/// How many connections may be open: the file limit (raised to its hard maximum, as a server
/// should) less the files the process needs for itself.
fn connection_cap() -> usize {
    let files = raise_file_limit().unwrap_or(1024);
    files.saturating_sub(RESERVED_FILES).clamp(16, MAX_CONNECTIONS) as usize
}

/// Raises this process's soft limit on open files to its hard limit; returns the limit in force
/// (the soft limit as it was when it cannot be raised).
fn raise_file_limit() -> Option<u64> {
    // rlimit also caps the raise at macOS's real ceiling (kern.maxfilesperproc), where the hard
    // limit claims to be unlimited and asking for it fails.
    rlimit::increase_nofile_limit(u64::MAX)
        .or_else(|_| rlimit::Resource::NOFILE.get().map(|(soft, _)| soft))
        .ok()
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
        let (soft, hard) = rlimit::Resource::NOFILE.get().expect("the limit is readable");
        assert_eq!(files, soft, "the limit returned is the one in force");
        // The kernel refuses an unlimited number of files, so only a finite hard limit is reached.
        assert!(soft == hard || hard == rlimit::INFINITY, "raised to the hard limit ({soft} of {hard})");
    }
}
