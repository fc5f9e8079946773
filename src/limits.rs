//! Rate limits by client address, so bots can neither flood the contact form nor guess passwords:
//! a small burst then a slow trickle for login and registration, a few accepted inquiries per ten
//! minutes (and a generous cap on all posts), and a generous allowance for visit records. Over a
//! limit is 429 with Retry-After. IPv6 addresses count by their /64, the block one subscriber gets.
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
//!
//! The client address is the connection's peer, or — only with `--trust-proxy`, when a reverse
//! proxy on this machine adds it — the last entry of X-Forwarded-For, the one the proxy appended.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::AppError;

/// Failed logins for one username from one address that cost nothing; each further one doubles
/// the wait.
const FREE_FAILURES: u32 = 5;
const MAX_LOGIN_WAIT: Duration = Duration::from_secs(15 * 60);
/// Failures older than this are forgotten.
const FAILURE_MEMORY: Duration = Duration::from_secs(60 * 60);
/// Failed logins for one username from all addresses in `FAILURE_MEMORY` before addresses that
/// never signed in as that user are held: a distributed guesser gets about this many an hour.
const USERNAME_FAILURES_PER_HOUR: u32 = 60;
/// How long an address that signed in stays trusted for that username.
const TRUSTED_FOR: Duration = Duration::from_secs(90 * 24 * 60 * 60);
/// Entries kept at most per table before old ones are dropped.
const TABLE_LIMIT: usize = 10_000;

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

/// The address a limit counts: an IPv4 address, or the /64 network of an IPv6 one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClientKey(IpAddr);

impl ClientKey {
    pub fn of(ip: IpAddr) -> ClientKey {
        match ip {
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientKey(IpAddr::V4(v4)),
                None => {
                    let s = v6.segments();
                    ClientKey(IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0)))
                }
            },
            v4 => ClientKey(v4),
        }
    }
}

struct Failures {
    count: u32,
    last: Instant,
}

impl Failures {
    /// Counts one more failure, starting again after a quiet `FAILURE_MEMORY`.
    fn add(&mut self) {
        if self.last.elapsed() > FAILURE_MEMORY {
            self.count = 0;
        }
        self.count += 1;
        self.last = Instant::now();
    }
}

/// What the login limits remember, by lowercase username.
#[derive(Default)]
struct LoginRecord {
    by_address: HashMap<(String, ClientKey), Failures>,
    by_username: HashMap<String, Failures>,
    /// Addresses that signed in as the username, and when they last did.
    trusted: HashMap<(String, ClientKey), Instant>,
    /// Failed logins that showed a valid device cookie, by the cookie's nonce.
    by_device: HashMap<String, Failures>,
}

impl LoginRecord {
    fn forget_old(&mut self) {
        if self.by_address.len() > TABLE_LIMIT {
            self.by_address.retain(|_, f| f.last.elapsed() < FAILURE_MEMORY);
        }
        if self.by_username.len() > TABLE_LIMIT {
            self.by_username.retain(|_, f| f.last.elapsed() < FAILURE_MEMORY);
        }
        if self.trusted.len() > TABLE_LIMIT {
            self.trusted.retain(|_, at| at.elapsed() < TRUSTED_FOR);
        }
        if self.by_device.len() > TABLE_LIMIT {
            self.by_device.retain(|_, f| f.last.elapsed() < FAILURE_MEMORY);
        }
    }
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

    /// The address a request came from (see the module's note on proxies).
    pub fn client_ip(&self, parts: &Parts) -> IpAddr {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(addr)| addr.ip());
        let forwarded = parts.headers.get_all("x-forwarded-for").iter().next_back();
        let Some(forwarded) = forwarded else { return peer };
        if !self.trust_proxy {
            if is_local(peer) && !self.proxy_warned.swap(true, Ordering::Relaxed) {
                tracing::warn!(
                    "requests come through a proxy on this machine (they carry X-Forwarded-For) but \
                     --trust-proxy is off, so every visitor shares the proxy's rate limits: start serve \
                     with --trust-proxy (AGENCY_TRUST_PROXY=true)"
                );
            }
            return peer;
        }
        // The proxy appends the address it saw; earlier entries are whatever the client sent. An
        // entry the proxy wrote that cannot be read counts as the proxy's own address.
        let last = forwarded.to_str().ok().and_then(|v| v.rsplit(',').next()).unwrap_or("");
        forwarded_address(last.trim()).unwrap_or(peer)
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

    /// Refuses a login for `username` from `ip` while the failures say to wait: those from this
    /// address, and — unless this address signed in as the user before — those from everywhere.
    pub fn login_allowed(&self, username: &str, ip: IpAddr) -> Result<(), AppError> {
        if !self.enabled {
            return Ok(());
        }
        let name = username.to_lowercase();
        let key = (name.clone(), ClientKey::of(ip));
        let record = self.logins.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(f) = record.by_address.get(&key) {
            let (wait, waited) = (login_wait(f.count), f.last.elapsed());
            if waited < wait {
                return Err(AppError::TooManyRequests { retry_after_secs: (wait - waited).as_secs() + 1 });
            }
        }
        let trusted = record.trusted.get(&key).is_some_and(|at| at.elapsed() < TRUSTED_FOR);
        if let Some(f) = record.by_username.get(&name).filter(|_| !trusted) {
            let waited = f.last.elapsed();
            if f.count >= USERNAME_FAILURES_PER_HOUR && waited < FAILURE_MEMORY {
                let spacing = FAILURE_MEMORY / USERNAME_FAILURES_PER_HOUR;
                if waited < spacing {
                    return Err(AppError::TooManyRequests {
                        retry_after_secs: (spacing - waited).as_secs() + 1,
                    });
                }
            }
        }
        Ok(())
    }

    /// A wrong password (or two-factor code) for `username` from `ip`.
    pub fn login_failed(&self, username: &str, ip: IpAddr) {
        let name = username.to_lowercase();
        let mut record = self.logins.lock().unwrap_or_else(|e| e.into_inner());
        record.forget_old();
        let fresh = || Failures { count: 0, last: Instant::now() };
        record.by_address.entry((name.clone(), ClientKey::of(ip))).or_insert_with(fresh).add();
        record.by_username.entry(name).or_insert_with(fresh).add();
    }

    /// The right password (and code): this address's failures are forgiven and it is trusted.
    pub fn login_succeeded(&self, username: &str, ip: IpAddr) {
        let key = (username.to_lowercase(), ClientKey::of(ip));
        let mut record = self.logins.lock().unwrap_or_else(|e| e.into_inner());
        record.by_address.remove(&key);
        record.trusted.insert(key, Instant::now());
    }
}

impl Limits {
    /// Refuses a signed-in admin's proof of who they are (current password, two-factor code)
    /// while their account's wrong ones say to wait, from whichever address they come.
    pub fn reauth_allowed(&self, user_id: i64) -> Result<(), AppError> {
        if !self.enabled {
            return Ok(());
        }
        let record = self.reauth.lock().unwrap_or_else(|e| e.into_inner());
        match record.get(&user_id) {
            Some(f) if f.last.elapsed() < login_wait(f.count) => Err(AppError::TooManyRequests {
                retry_after_secs: (login_wait(f.count) - f.last.elapsed()).as_secs() + 1,
            }),
            _ => Ok(()),
        }
    }

    /// A wrong current password or two-factor code from the signed-in admin `user_id`.
    pub fn reauth_failed(&self, user_id: i64) {
        let mut record = self.reauth.lock().unwrap_or_else(|e| e.into_inner());
        if record.len() > TABLE_LIMIT {
            record.retain(|_, f| f.last.elapsed() < FAILURE_MEMORY);
        }
        record.entry(user_id).or_insert(Failures { count: 0, last: Instant::now() }).add();
    }

    /// The right one: the account's count starts again.
    pub fn reauth_succeeded(&self, user_id: i64) {
        self.reauth.lock().unwrap_or_else(|e| e.into_inner()).remove(&user_id);
    }
}

impl Limits {
    /// Refuses a login that shows the valid device cookie `nonce` while that cookie's own
    /// failures say to wait; the username's and the address's failures do not hold it.
    pub fn device_allowed(&self, nonce: &str) -> Result<(), AppError> {
        if !self.enabled {
            return Ok(());
        }
        let record = self.logins.lock().unwrap_or_else(|e| e.into_inner());
        match record.by_device.get(nonce) {
            Some(f) if f.last.elapsed() < login_wait(f.count) => Err(AppError::TooManyRequests {
                retry_after_secs: (login_wait(f.count) - f.last.elapsed()).as_secs() + 1,
            }),
            _ => Ok(()),
        }
    }

    /// A wrong password (or code) from a browser with the valid device cookie `nonce`.
    pub fn device_failed(&self, nonce: &str) {
        let mut record = self.logins.lock().unwrap_or_else(|e| e.into_inner());
        record.forget_old();
        record.by_device.entry(nonce.to_owned()).or_insert(Failures { count: 0, last: Instant::now() }).add();
    }

    /// The right password from that browser: its failures are forgiven.
    pub fn device_succeeded(&self, nonce: &str) {
        self.logins.lock().unwrap_or_else(|e| e.into_inner()).by_device.remove(nonce);
    }
}

/// An address of this machine or its private network, where a reverse proxy would connect from.
pub fn is_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private(),
        IpAddr::V6(v6) => {
            v6.is_loopback()
                || v6.is_unique_local()
                || v6.to_ipv4_mapped().is_some_and(|v4| is_local(IpAddr::V4(v4)))
        }
    }
}

/// An X-Forwarded-For entry as proxies write it: an address, maybe with a port (`1.2.3.4:5678`,
/// `[2001:db8::1]:5678`).
fn forwarded_address(entry: &str) -> Option<IpAddr> {
    if let Ok(ip) = entry.parse::<IpAddr>() {
        return Some(ip);
    }
    entry.parse::<SocketAddr>().ok().map(|addr| addr.ip())
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
    fn failed_logins_slow_that_username_from_that_address_only() {
        let limits = Limits::new(true, false);
        let (attacker, owner): (IpAddr, IpAddr) =
            ("192.0.2.66".parse().unwrap(), "198.51.100.7".parse().unwrap());
        for _ in 0..FREE_FAILURES {
            limits.login_failed("Owner", attacker);
        }
        assert!(limits.login_allowed("owner", attacker).is_err());
        assert!(limits.login_allowed("someone", attacker).is_ok());
        assert!(limits.login_allowed("owner", owner).is_ok(), "another address is not locked out");
        limits.login_succeeded("OWNER", attacker);
        assert!(limits.login_allowed("owner", attacker).is_ok());
    }

    #[test]
    fn a_distributed_guesser_is_held_per_username_but_a_trusted_address_passes() {
        let limits = Limits::new(true, false);
        let owner: IpAddr = "198.51.100.7".parse().unwrap();
        limits.login_succeeded("owner", owner);
        for n in 0..USERNAME_FAILURES_PER_HOUR {
            limits.login_failed("owner", IpAddr::from([203, 0, 113, (n % 250) as u8]));
        }
        let stranger: IpAddr = "192.0.2.200".parse().unwrap();
        assert!(limits.login_allowed("owner", stranger).is_err(), "a new address waits");
        assert!(limits.login_allowed("owner", owner).is_ok(), "the owner's address passes");
        assert!(limits.login_allowed("editor", stranger).is_ok(), "other usernames are not held");
    }

    #[test]
    fn wrong_current_passwords_are_counted_per_account_whatever_the_address() {
        let limits = Limits::new(true, false);
        for _ in 0..FREE_FAILURES {
            assert!(limits.reauth_allowed(2).is_ok());
            limits.reauth_failed(2);
        }
        assert!(limits.reauth_allowed(2).is_err(), "held after the free failures");
        assert!(limits.reauth_allowed(3).is_ok(), "another account is not");
        limits.reauth_succeeded(2);
        assert!(limits.reauth_allowed(2).is_ok());
    }

    #[test]
    fn a_device_cookie_passes_a_lockout_of_its_username_and_meets_only_its_own_failures() {
        let limits = Limits::new(true, false);
        for n in 0..USERNAME_FAILURES_PER_HOUR {
            limits.login_failed("owner", IpAddr::from([203, 0, 113, (n % 250) as u8]));
        }
        assert!(limits.login_allowed("owner", "192.0.2.200".parse().unwrap()).is_err());
        assert!(limits.device_allowed("owners-laptop").is_ok(), "the owner's browser passes");
        for _ in 0..FREE_FAILURES {
            limits.device_failed("stolen-cookie");
        }
        assert!(limits.device_allowed("stolen-cookie").is_err(), "a guessing cookie is held");
        assert!(limits.device_allowed("owners-laptop").is_ok(), "by itself");
        limits.device_succeeded("stolen-cookie");
        assert!(limits.device_allowed("stolen-cookie").is_ok());
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

    #[test]
    fn the_entry_the_proxy_appended_counts_and_an_unreadable_one_is_the_proxy() {
        let ip = |forwarded: &str| {
            let request = axum::http::Request::builder()
                .header("x-forwarded-for", forwarded)
                .extension(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 4000))))
                .body(())
                .unwrap();
            Limits::new(true, true).client_ip(&request.into_parts().0)
        };
        assert_eq!(ip("203.0.113.9, garbage"), IpAddr::from([127, 0, 0, 1]), "not the client's own entry");
        assert_eq!(ip("203.0.113.9, 198.51.100.7:51234"), IpAddr::from([198, 51, 100, 7]));
        assert_eq!(ip("[2001:db8::1]:443"), "2001:db8::1".parse::<IpAddr>().unwrap());
    }
}
