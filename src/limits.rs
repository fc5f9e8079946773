//! Rate limits by client IP, so bots can neither flood the contact form nor guess passwords:
//! a small burst then a slow trickle for login and registration, a few inquiries per ten
//! minutes, and a generous allowance for visit records. Over the limit is 429 with Retry-After.
//! Failed logins also slow down further attempts for that username, from any address.
//!
//! The client IP is the connection's peer, or — only with `--trust-proxy`, when a reverse proxy
//! on this machine adds it — the address the proxy appended last to X-Forwarded-For.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::AppError;

/// Failed logins for one username that cost nothing; each further one doubles the wait.
const FREE_FAILURES: u32 = 5;
const MAX_LOGIN_WAIT: Duration = Duration::from_secs(15 * 60);
/// Failures older than this are forgotten.
const FAILURE_MEMORY: Duration = Duration::from_secs(60 * 60);

#[derive(Debug, Clone, Copy)]
pub enum Bucket {
    /// Login and registration: 5 at once, then one every 10 s.
    Auth,
    /// The contact form: 3 at once, then one every 3 minutes.
    Contact,
    /// Visit records: 120 at once, then 20 a second.
    Visits,
}

fn quota(bucket: Bucket) -> Quota {
    let n = |v: u32| NonZeroU32::new(v).unwrap_or(NonZeroU32::MIN);
    match bucket {
        Bucket::Auth => Quota::with_period(Duration::from_secs(10)).map(|q| q.allow_burst(n(5))),
        Bucket::Contact => Quota::with_period(Duration::from_secs(180)).map(|q| q.allow_burst(n(3))),
        Bucket::Visits => Some(Quota::per_second(n(20)).allow_burst(n(120))),
    }
    .unwrap_or_else(|| Quota::per_second(n(1)))
}

struct Failures {
    count: u32,
    last: Instant,
}

pub struct Limits {
    enabled: bool,
    trust_proxy: bool,
    auth: DefaultKeyedRateLimiter<IpAddr>,
    contact: DefaultKeyedRateLimiter<IpAddr>,
    visits: DefaultKeyedRateLimiter<IpAddr>,
    failures: Mutex<HashMap<String, Failures>>,
    checks: AtomicU64,
}

impl Limits {
    pub fn new(enabled: bool, trust_proxy: bool) -> Limits {
        Limits {
            enabled,
            trust_proxy,
            auth: DefaultKeyedRateLimiter::keyed(quota(Bucket::Auth)),
            contact: DefaultKeyedRateLimiter::keyed(quota(Bucket::Contact)),
            visits: DefaultKeyedRateLimiter::keyed(quota(Bucket::Visits)),
            failures: Mutex::new(HashMap::new()),
            checks: AtomicU64::new(0),
        }
    }

    /// The address a request came from (see the module's note on proxies).
    pub fn client_ip(&self, parts: &Parts) -> IpAddr {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(addr)| addr.ip());
        if !self.trust_proxy {
            return peer;
        }
        parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|ip| ip.trim().parse::<IpAddr>().ok())
            .next_back()
            .unwrap_or(peer)
    }

    pub fn check(&self, bucket: Bucket, ip: IpAddr) -> Result<(), AppError> {
        if !self.enabled {
            return Ok(());
        }
        let limiter = match bucket {
            Bucket::Auth => &self.auth,
            Bucket::Contact => &self.contact,
            Bucket::Visits => &self.visits,
        };
        // Forget idle addresses now and then, so the tables stay small.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 10_000 == 9_999 {
            limiter.retain_recent();
        }
        limiter.check_key(&ip).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            AppError::TooManyRequests { retry_after_secs: wait.as_secs() + 1 }
        })
    }

    /// Refuses a login for `username` while its recent failures say to wait.
    pub fn login_allowed(&self, username: &str) -> Result<(), AppError> {
        if !self.enabled {
            return Ok(());
        }
        let failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        match failures.get(&username.to_lowercase()) {
            Some(f) => {
                let wait = login_wait(f.count);
                let waited = f.last.elapsed();
                if waited < wait {
                    return Err(AppError::TooManyRequests {
                        retry_after_secs: (wait - waited).as_secs() + 1,
                    });
                }
                Ok(())
            }
            None => Ok(()),
        }
    }

    pub fn login_failed(&self, username: &str) {
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        if failures.len() > 10_000 {
            failures.retain(|_, f| f.last.elapsed() < FAILURE_MEMORY);
        }
        let entry =
            failures.entry(username.to_lowercase()).or_insert(Failures { count: 0, last: Instant::now() });
        if entry.last.elapsed() > FAILURE_MEMORY {
            entry.count = 0;
        }
        entry.count += 1;
        entry.last = Instant::now();
    }

    pub fn login_succeeded(&self, username: &str) {
        self.failures.lock().unwrap_or_else(|e| e.into_inner()).remove(&username.to_lowercase());
    }
}

/// How long to wait after `count` consecutive failures.
fn login_wait(count: u32) -> Duration {
    if count < FREE_FAILURES {
        return Duration::ZERO;
    }
    let doublings = (count - FREE_FAILURES).min(10);
    Duration::from_secs(1 << doublings).min(MAX_LOGIN_WAIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn login_waits_double_after_the_free_failures() {
        assert_eq!(login_wait(4), Duration::ZERO);
        assert_eq!(login_wait(5), Duration::from_secs(1));
        assert_eq!(login_wait(6), Duration::from_secs(2));
        assert_eq!(login_wait(9), Duration::from_secs(16));
        assert_eq!(login_wait(40), MAX_LOGIN_WAIT);
    }

    #[test]
    fn a_burst_is_allowed_then_refused_with_a_wait() {
        let limits = Limits::new(true, false);
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        for _ in 0..3 {
            assert!(limits.check(Bucket::Contact, ip).is_ok());
        }
        match limits.check(Bucket::Contact, ip) {
            Err(AppError::TooManyRequests { retry_after_secs }) => {
                assert!((100..=181).contains(&retry_after_secs))
            }
            other => panic!("expected 429, got {other:?}"),
        }
        assert!(
            limits.check(Bucket::Contact, "192.0.2.2".parse().unwrap()).is_ok(),
            "other addresses are not affected"
        );
    }

    #[test]
    fn failed_logins_slow_that_username_only() {
        let limits = Limits::new(true, false);
        for _ in 0..FREE_FAILURES {
            limits.login_failed("Owner");
        }
        assert!(limits.login_allowed("owner").is_err());
        assert!(limits.login_allowed("someone").is_ok());
        limits.login_succeeded("OWNER");
        assert!(limits.login_allowed("owner").is_ok());
    }

    #[test]
    fn forwarded_addresses_count_only_behind_a_trusted_proxy() {
        let request = axum::http::Request::builder()
            .header("x-forwarded-for", "203.0.113.9, 198.51.100.7")
            .extension(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 4000))))
            .body(())
            .unwrap();
        let (parts, ()) = request.into_parts();
        assert_eq!(Limits::new(true, false).client_ip(&parts), IpAddr::from([127, 0, 0, 1]));
        assert_eq!(Limits::new(true, true).client_ip(&parts), IpAddr::from([198, 51, 100, 7]));
    }
}
