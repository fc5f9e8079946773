//! Rate limits by client address, so bots can neither flood the contact form nor guess passwords:
//! a small burst then a slow trickle for login and registration, a few accepted inquiries per ten
//! minutes (and a generous cap on all posts), and a generous allowance for visit records. Over a
//! limit is 429 with Retry-After. IPv6 addresses count by their /64, the block one subscriber gets
//! (`address.rs`, which also says whose address a request is).
//!
//! Failed logins slow down further tries for that username *from that address*, so a stranger
//! cannot lock the owner out; a slow cap per username across all addresses stops a distributed
//! guesser, and an address that signed in as that user before is never held by it. A browser
//! that shows a valid device cookie for the username (`auth::device`, which needs no memory here
//! and so outlives a restart) meets neither: only that cookie's own failures can hold it.
//!
//! A signed-in admin who gets their current password or a two-factor code wrong (changing the
//! password, turning two-factor on or off) is counted per account, whatever the address: a stolen
//! session spread over many addresses cannot guess its way to the password or the second factor.
//! Both kinds of failures are counted in `failures.rs`.

mod address;
mod failures;

use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

pub use address::{ClientKey, is_local};
use failures::{Failures, LoginRecord};

use crate::error::AppError;

#[derive(Debug, Clone, Copy)]
pub enum Bucket {
    /// Login and registration: 5 at once, then one every 10 s.
    Auth,
    /// Accepted contact inquiries: 3 at once, then one every 3 minutes.
    Contact,
    /// Every post to the contact form, accepted or not: 30 at once, then one every 10 s.
    ContactAttempts,
    /// Visit records: 120 at once, then 20 a second.
    Visits,
}

fn quota(bucket: Bucket) -> Quota {
    let n = |v: u32| NonZeroU32::new(v).unwrap_or(NonZeroU32::MIN);
    match bucket {
        Bucket::Auth => Quota::with_period(Duration::from_secs(10)).map(|q| q.allow_burst(n(5))),
        Bucket::Contact => Quota::with_period(Duration::from_secs(180)).map(|q| q.allow_burst(n(3))),
        Bucket::ContactAttempts => Quota::with_period(Duration::from_secs(10)).map(|q| q.allow_burst(n(30))),
        Bucket::Visits => Some(Quota::per_second(n(20)).allow_burst(n(120))),
    }
    .unwrap_or_else(|| Quota::per_second(n(1)))
}

pub struct Limits {
    enabled: bool,
    trust_proxy: bool,
    auth: DefaultKeyedRateLimiter<ClientKey>,
    contact: DefaultKeyedRateLimiter<ClientKey>,
    contact_attempts: DefaultKeyedRateLimiter<ClientKey>,
    visits: DefaultKeyedRateLimiter<ClientKey>,
    logins: Mutex<LoginRecord>,
    /// Wrong current passwords and codes given by signed-in admins, by account id.
    reauth: Mutex<HashMap<i64, Failures>>,
    checks: AtomicU64,
    /// Whether the log already said that a proxy's X-Forwarded-For is being ignored.
    proxy_warned: AtomicBool,
}

impl Limits {
    pub fn new(enabled: bool, trust_proxy: bool) -> Limits {
        Limits {
            enabled,
            trust_proxy,
            auth: DefaultKeyedRateLimiter::keyed(quota(Bucket::Auth)),
            contact: DefaultKeyedRateLimiter::keyed(quota(Bucket::Contact)),
            contact_attempts: DefaultKeyedRateLimiter::keyed(quota(Bucket::ContactAttempts)),
            visits: DefaultKeyedRateLimiter::keyed(quota(Bucket::Visits)),
            logins: Mutex::new(LoginRecord::default()),
            reauth: Mutex::new(HashMap::new()),
            checks: AtomicU64::new(0),
            proxy_warned: AtomicBool::new(false),
        }
    }

    pub fn check(&self, bucket: Bucket, ip: IpAddr) -> Result<(), AppError> {
        if !self.enabled {
            return Ok(());
        }
        let limiter = match bucket {
            Bucket::Auth => &self.auth,
            Bucket::Contact => &self.contact,
            Bucket::ContactAttempts => &self.contact_attempts,
            Bucket::Visits => &self.visits,
        };
        // Forget idle addresses now and then, so the tables stay small.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 10_000 == 9_999 {
            limiter.retain_recent();
        }
        limiter.check_key(&ClientKey::of(ip)).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            AppError::TooManyRequests { retry_after_secs: wait.as_secs() + 1 }
        })
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv6Addr;

    use super::*;

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
    fn ipv6_addresses_count_by_their_64() {
        let limits = Limits::new(true, false);
        for n in 0..3u16 {
            let ip = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 1, 2, n, n, n, n));
            assert!(limits.check(Bucket::Contact, ip).is_ok());
        }
        let same_64 = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 1, 2, 9, 9, 9, 9));
        assert!(limits.check(Bucket::Contact, same_64).is_err());
        let other_64 = IpAddr::V6(Ipv6Addr::new(0x2001, 0xdb8, 1, 3, 0, 0, 0, 1));
        assert!(limits.check(Bucket::Contact, other_64).is_ok());
        assert_eq!(
            ClientKey::of("::ffff:192.0.2.1".parse().unwrap()),
            ClientKey::of("192.0.2.1".parse().unwrap())
        );
    }
}
