//! Failed proofs of who someone is, and how long they hold the next try: logins by username from
//! one address, by username from everywhere and by device cookie, and a signed-in admin's wrong
//! current passwords and codes by account (the rules are in the parent module's note). Apart from
//! the per-address buckets: these count failures, not requests, and a success forgives them.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use super::{ClientKey, Limits};
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

pub struct Failures {
    count: u32,
    last: Instant,
}

impl Failures {
    fn none() -> Failures {
        Failures { count: 0, last: Instant::now() }
    }

    /// Counts one more failure, starting again after a quiet `FAILURE_MEMORY`.
    fn add(&mut self) {
        if self.last.elapsed() > FAILURE_MEMORY {
            self.count = 0;
        }
        self.count += 1;
        self.last = Instant::now();
    }

    /// Refuses the next try until the wait these failures earned has passed.
    fn hold(&self) -> Result<(), AppError> {
        let (wait, waited) = (login_wait(self.count), self.last.elapsed());
        if waited < wait {
            return Err(AppError::TooManyRequests { retry_after_secs: (wait - waited).as_secs() + 1 });
        }
        Ok(())
    }
}

/// What the login limits remember, by lowercase username.
#[derive(Default)]
pub struct LoginRecord {
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

impl Limits {
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
            f.hold()?;
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
        record.by_address.entry((name.clone(), ClientKey::of(ip))).or_insert_with(Failures::none).add();
        record.by_username.entry(name).or_insert_with(Failures::none).add();
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
        record.get(&user_id).map_or(Ok(()), Failures::hold)
    }

    /// A wrong current password or two-factor code from the signed-in admin `user_id`.
    pub fn reauth_failed(&self, user_id: i64) {
        let mut record = self.reauth.lock().unwrap_or_else(|e| e.into_inner());
        if record.len() > TABLE_LIMIT {
            record.retain(|_, f| f.last.elapsed() < FAILURE_MEMORY);
        }
        record.entry(user_id).or_insert_with(Failures::none).add();
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
        record.by_device.get(nonce).map_or(Ok(()), Failures::hold)
    }

    /// A wrong password (or code) from a browser with the valid device cookie `nonce`.
    pub fn device_failed(&self, nonce: &str) {
        let mut record = self.logins.lock().unwrap_or_else(|e| e.into_inner());
        record.forget_old();
        record.by_device.entry(nonce.to_owned()).or_insert_with(Failures::none).add();
    }

    /// The right password from that browser: its failures are forgiven.
    pub fn device_succeeded(&self, nonce: &str) {
        self.logins.lock().unwrap_or_else(|e| e.into_inner()).by_device.remove(nonce);
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
}
