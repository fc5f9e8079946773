//! Whose request it is, as every limit counts it: the client's address is the connection's peer,
//! or — only with `--trust-proxy`, when a reverse proxy on this machine adds it — the last entry
//! of X-Forwarded-For, the one the proxy appended; and an IPv6 address counts by its /64. Apart
//! from the limits because the connection caps (`server::per_address`) and the visitor count key
//! by the same address.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::atomic::Ordering;

use axum::extract::ConnectInfo;
use axum::http::request::Parts;

use super::Limits;

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

impl Limits {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A request from a proxy on this machine that forwards `forwarded`.
    fn through_proxy(forwarded: &str) -> Parts {
        let request = axum::http::Request::builder()
            .header("x-forwarded-for", forwarded)
            .extension(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 4000))))
            .body(())
            .unwrap();
        request.into_parts().0
    }

    #[test]
    fn forwarded_addresses_count_only_behind_a_trusted_proxy() {
        let parts = through_proxy("203.0.113.9, 198.51.100.7");
        assert_eq!(Limits::new(true, false).client_ip(&parts), IpAddr::from([127, 0, 0, 1]));
        assert_eq!(Limits::new(true, true).client_ip(&parts), IpAddr::from([198, 51, 100, 7]));
    }

    #[test]
    fn the_entry_the_proxy_appended_counts_and_an_unreadable_one_is_the_proxy() {
        let ip = |forwarded: &str| Limits::new(true, true).client_ip(&through_proxy(forwarded));
        assert_eq!(ip("203.0.113.9, garbage"), IpAddr::from([127, 0, 0, 1]), "not the client's own entry");
        assert_eq!(ip("203.0.113.9, 198.51.100.7:51234"), IpAddr::from([198, 51, 100, 7]));
        assert_eq!(ip("[2001:db8::1]:443"), "2001:db8::1".parse::<IpAddr>().unwrap());
    }
}
