//! Connections open at once from one address. The global cap keeps the process within its files;
//! this keeps one address from taking all of them (at the cap, `/` would stop answering
//! everyone else). Addresses count as the rate limits do (IPv6 by its /64).
//!
//! Behind the documented reverse proxy every connection comes from the proxy, so with
//! `--trust-proxy` a peer on this machine or its private network is not capped: it is the proxy,
//! and capping it would throttle every visitor together. Per-visitor connection limits are then the
//! proxy's job (nginx `limit_conn`, which also buffers answers, so a slow visitor never holds ours).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use crate::limits::{ClientKey, is_local};

pub struct PerAddress {
    /// Connections allowed per address; 0 is no cap.
    cap: usize,
    trust_proxy: bool,
    open: Mutex<HashMap<ClientKey, usize>>,
}

/// A connection counted against its address until it is dropped (`None`: one not counted).
pub struct Counted {
    table: Arc<PerAddress>,
    key: Option<ClientKey>,
}

impl PerAddress {
    pub fn new(cap: usize, trust_proxy: bool) -> Arc<PerAddress> {
        Arc::new(PerAddress { cap, trust_proxy, open: Mutex::new(HashMap::new()) })
    }

    /// Counts a new connection from `ip`, or `None` when that address has its cap open already.
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Counted> {
        let uncounted = || Counted { table: Arc::clone(self), key: None };
        if self.cap == 0 || (self.trust_proxy && is_local(ip)) {
            return Some(uncounted());
        }
        let key = ClientKey::of(ip);
        let mut open = self.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = open.entry(key).or_insert(0);
        if *count >= self.cap {
            return None;
        }
        *count += 1;
        Some(Counted { table: Arc::clone(self), key: Some(key) })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let Some(key) = self.key else { return };
        let mut open = self.table.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(count) = open.get_mut(&key) {
            *count -= 1;
            if *count == 0 {
                open.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_address_gets_its_cap_and_another_when_one_closes() {
        let table = PerAddress::new(2, false);
        let first = table.admit(ip("203.0.113.5"));
        let second = table.admit(ip("203.0.113.5"));
        assert!(first.is_some() && second.is_some());
        assert!(table.admit(ip("203.0.113.5")).is_none());
        assert!(table.admit(ip("203.0.113.6")).is_some(), "another address is not held");
        drop(first);
        assert!(table.admit(ip("203.0.113.5")).is_some());
    }

    #[test]
    fn ipv6_addresses_count_by_their_64() {
        let table = PerAddress::new(1, false);
        let _held = table.admit(ip("2001:db8:1:2::1"));
        assert!(table.admit(ip("2001:db8:1:2::ffff")).is_none());
        assert!(table.admit(ip("2001:db8:1:3::1")).is_some());
    }

    #[test]
    fn the_trusted_proxy_is_not_capped_but_a_direct_peer_still_is() {
        let table = PerAddress::new(1, true);
        let held: Vec<_> = (0..10).map(|_| table.admit(ip("127.0.0.1"))).collect();
        assert!(held.iter().all(Option::is_some));
        let _direct = table.admit(ip("203.0.113.5"));
        assert!(table.admit(ip("203.0.113.5")).is_none());
        assert!(PerAddress::new(1, false).admit(ip("127.0.0.1")).is_some());
    }

    #[test]
    fn a_cap_of_zero_is_no_cap() {
        let table = PerAddress::new(0, false);
        let held: Vec<_> = (0..1000).map(|_| table.admit(ip("203.0.113.5"))).collect();
        assert!(held.iter().all(Option::is_some));
        assert!(table.open.lock().unwrap().is_empty());
    }
}
