//! Request bodies that must arrive in time. Without this a client that sends its headers, then
//! a byte a second, holds a connection (and the handler reading it) for as long as it likes. A
//! body gets `BodyTime::first` to arrive; each 64 KB received gives it more (an upload arrives at
//! a minimum rate, not within a fixed time). Past its deadline the body fails, and the answer of
//! whatever read it becomes 408 with the contract's JSON body: the handlers (JSON, multipart)
//! need not tell a late body from a broken one.

use std::error::Error;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};

use axum::body::{Body, Bytes};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use hyper::body::{Body as _, Frame, Incoming, SizeHint};
use tokio::time::{Instant, Sleep};

use crate::error::AppError;
use crate::state::BodyTime;

/// The bytes that earn a body `BodyTime::per_64k` more.
const EARNING_UNIT: u32 = 64 * 1024;

/// Set when a request's body ran out of time: its answer is then a 408.
#[derive(Clone, Default)]
pub struct Expired(Arc<AtomicBool>);

impl Expired {
    fn set(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Gives the request's body its deadline; a request without a body (most) is left as it is.
pub fn watch(request: hyper::Request<Incoming>, rule: BodyTime) -> (axum::extract::Request, Option<Expired>) {
    if request.body().is_end_stream() {
        return (request.map(Body::new), None);
    }
    let expired = Expired::default();
    let deadline = Instant::now() + rule.first;
    let flag = expired.clone();
    let request =
        request.map(|inner| Body::new(TimedBody { inner, rule, deadline, timer: None, expired: flag }));
    (request, Some(expired))
}

/// The handler's answer, or a 408 when the body it read ran out of time (the headers every
/// answer carries are kept; the connection closes, as the rest of the body is not read).
pub fn answer(response: Response, expired: Option<Expired>) -> Response {
    if !expired.is_some_and(|e| e.is_set()) {
        return response;
    }
    let mut timed_out = AppError::RequestTimeout(
        "The request body arrived too slowly: send it again on a faster connection".into(),
    )
    .into_response();
    let headers = timed_out.headers_mut();
    for (name, value) in response.headers() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            headers.entry(name).or_insert_with(|| value.clone());
        }
    }
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    timed_out
}

/// The error a late body ends with.
#[derive(Debug)]
struct BodyTimedOut;

impl fmt::Display for BodyTimedOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the request body did not arrive in time")
    }
}

impl Error for BodyTimedOut {}

/// What a body's `poll_frame` gives.
type Polled = Poll<Option<Result<Frame<Bytes>, Box<dyn Error + Send + Sync>>>>;

struct TimedBody {
    inner: Incoming,
    rule: BodyTime,
    deadline: Instant,
    /// Made the first time the body waits for the client: a body that came with its headers (most)
    /// needs none.
    timer: Option<Pin<Box<Sleep>>>,
    expired: Expired,
}

/// The deadline once `len` more bytes arrived at `now`: moved on by what they earned, never past
/// `ahead` from now, never back.
fn moved_on(rule: &BodyTime, deadline: Instant, now: Instant, len: usize) -> Instant {
    let len = u32::try_from(len).unwrap_or(u32::MAX);
    let earned = rule.per_64k.saturating_mul(len) / EARNING_UNIT;
    (deadline + earned).min(now + rule.ahead).max(deadline)
}

impl TimedBody {
    fn time_out(&mut self) -> Polled {
        self.expired.set();
        Poll::Ready(Some(Err(Box::new(BodyTimedOut))))
    }
}

impl hyper::body::Body for TimedBody {
    type Data = Bytes;
    type Error = Box<dyn Error + Send + Sync>;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Polled {
        match Pin::new(&mut self.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    self.deadline = moved_on(&self.rule, self.deadline, Instant::now(), data.len());
                }
                return Poll::Ready(Some(Ok(frame)));
            }
            Poll::Ready(Some(Err(err))) => return Poll::Ready(Some(Err(Box::new(err)))),
            Poll::Ready(None) => return Poll::Ready(None),
            Poll::Pending => {}
        }
        let deadline = self.deadline;
        if Instant::now() >= deadline {
            return self.time_out();
        }
        let timer = self.timer.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
        if timer.deadline() != deadline {
            timer.as_mut().reset(deadline);
        }
        if timer.as_mut().poll(cx).is_ready() {
            return self.time_out();
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn rule() -> BodyTime {
        BodyTime {
            first: Duration::from_secs(15),
            per_64k: Duration::from_secs(10),
            ahead: Duration::from_secs(30),
        }
    }

    /// The deadline, in seconds from the start, after receiving `pieces` of bytes at once.
    fn deadline_after(pieces: &[usize]) -> u64 {
        let rule = rule();
        let start = Instant::now();
        let mut deadline = start + rule.first;
        for &len in pieces {
            deadline = moved_on(&rule, deadline, start, len);
        }
        (deadline - start).as_secs()
    }

    #[test]
    fn a_trickle_earns_almost_nothing_and_64_kb_earns_ten_seconds() {
        assert_eq!(deadline_after(&[1; 10]), 15);
        assert_eq!(deadline_after(&[64 * 1024]), 25);
        assert_eq!(deadline_after(&[32 * 1024, 32 * 1024]), 25);
    }

    #[test]
    fn a_burst_buys_no_more_than_the_time_ahead() {
        assert_eq!(deadline_after(&[100 * 1024 * 1024]), 30);
        assert_eq!(deadline_after(&[usize::MAX]), 30);
    }
}
