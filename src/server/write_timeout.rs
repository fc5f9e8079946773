//! A connection's socket whose writes time out. hyper waits for a socket as long as it takes, and
//! holds the answer it is writing meanwhile: a peer that takes no bytes for the write timeout has
//! gone or stalls on purpose, so its connection (and what it holds) is closed instead. It is
//! reset, not closed politely: a polite close leaves the unsent bytes in the kernel, waiting for a
//! peer that never reads (nginx's `reset_timedout_connection` does the same).

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// A socket that can be reset when its connection ends.
pub trait Reset {
    /// Makes closing the socket discard what is unsent and reset the connection.
    fn reset_on_close(&self);
}

impl Reset for tokio::net::TcpStream {
    fn reset_on_close(&self) {
        let _ = self.set_zero_linger();
    }
}

pub struct TimedWrites<T> {
    inner: T,
    timeout: Duration,
    /// Made on the first write that waits, so a connection whose writes never wait (most) has none.
    timer: Option<Pin<Box<Sleep>>>,
    /// Whether the last write waited: the timer then runs from the first wait of this stall.
    waiting: bool,
}

impl<T: Reset> TimedWrites<T> {
    pub fn new(inner: T, timeout: Duration) -> TimedWrites<T> {
        TimedWrites { inner, timeout, timer: None, waiting: false }
    }

    /// Passes on what the socket did, unless the peer has taken nothing for the timeout.
    fn watch<R>(&mut self, cx: &mut Context<'_>, done: Poll<io::Result<R>>) -> Poll<io::Result<R>> {
        if done.is_ready() {
            self.waiting = false;
            return done;
        }
        if !self.waiting {
            self.waiting = true;
            let deadline = Instant::now() + self.timeout;
            match &mut self.timer {
                Some(timer) => timer.as_mut().reset(deadline),
                None => self.timer = Some(Box::pin(tokio::time::sleep_until(deadline))),
            }
        }
        let timed_out = self.timer.as_mut().is_some_and(|timer| timer.as_mut().poll(cx).is_ready());
        if timed_out {
            self.inner.reset_on_close();
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the peer took no bytes within the write timeout",
            )));
        }
        Poll::Pending
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for TimedWrites<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Reset + Unpin> AsyncWrite for TimedWrites<T> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let done = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.watch(cx, done)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let done = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.watch(cx, done)
    }

    /// Kept: hyper queues a streamed answer's pieces instead of copying them when it can writev.
    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let done = Pin::new(&mut self.inner).poll_flush(cx);
        self.watch(cx, done)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let done = Pin::new(&mut self.inner).poll_shutdown(cx);
        self.watch(cx, done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    impl Reset for tokio::io::DuplexStream {
        fn reset_on_close(&self) {}
    }

    #[tokio::test]
    async fn a_write_the_peer_never_takes_fails_after_the_timeout() {
        let (ours, _theirs) = tokio::io::duplex(1024);
        let mut socket = TimedWrites::new(ours, Duration::from_millis(200));
        let started = std::time::Instant::now();
        let err = socket.write_all(&[0u8; 4096]).await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
    }

    #[tokio::test]
    async fn a_slow_peer_that_keeps_taking_bytes_is_never_cut_off() {
        let (ours, mut theirs) = tokio::io::duplex(1024);
        let reader = tokio::spawn(async move {
            let mut buf = [0u8; 256];
            let mut total = 0;
            while total < 8192 {
                tokio::time::sleep(Duration::from_millis(20)).await;
                total += tokio::io::AsyncReadExt::read(&mut theirs, &mut buf).await.unwrap();
            }
        });
        // 8 KB at 256 bytes per 20 ms takes about 640 ms, more than twice the timeout.
        let mut socket = TimedWrites::new(ours, Duration::from_millis(300));
        socket.write_all(&[0u8; 8192]).await.unwrap();
        reader.await.unwrap();
    }
}
