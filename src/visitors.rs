//! Unique visitors counted without cookies or stored identifiers, Plausible's way: a visitor is a
//! hash of their address and user agent under a salt that changes every day and lives only in this
//! process's memory (never written, so yesterday's visitors cannot be told apart from today's, nor
//! anyone's hash be reversed). A restart starts a new salt, so a visitor who comes back on the same
//! day after one counts again: an over-count by design.
//!
//! The same daily memory bounds what visitors can make the database store: a day keeps at most
//! `MAX_LABELS` distinct sources and campaigns, the rest count as `(other)`; and one address (an
//! IPv6 /64) may bring at most `LABELS_PER_ADDRESS` new ones a day, so a script cannot fill the
//! day's room and push real campaigns into `(other)`.

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasher;
use std::net::IpAddr;
use std::sync::Mutex;

use crate::limits::ClientKey;

/// Visitors remembered per day at most (16 bytes each, about 8 MB at the limit); past it every
/// new address counts as a new visitor, and the log says so once.
const MAX_VISITORS: usize = 500_000;
/// Distinct sources, and campaigns, stored per day at most.
pub const MAX_LABELS: usize = 1_000;
pub const OTHER: &str = "(other)";
/// New sources and campaigns one address may add in a day: a person follows a few links a day,
/// and the room of the day is shared by everyone.
pub const LABELS_PER_ADDRESS: u32 = 10;

struct Day {
    day: String,
    /// Made fresh each day with random keys: the salt.
    salt: std::collections::hash_map::RandomState,
    seen: HashSet<u64>,
    sources: HashSet<String>,
    campaigns: HashSet<String>,
    /// New sources and campaigns each address added today; at most `2 × MAX_LABELS` entries
    /// (each added one).
    added_by: HashMap<ClientKey, (u32, u32)>,
    full_warned: bool,
}

impl Day {
    fn new(day: &str) -> Day {
        Day {
            day: day.to_owned(),
            salt: std::collections::hash_map::RandomState::new(),
            seen: HashSet::new(),
            sources: HashSet::new(),
            campaigns: HashSet::new(),
            added_by: HashMap::new(),
            full_warned: false,
        }
    }
}

pub struct Visitors {
    today: Mutex<Option<Day>>,
}

impl Default for Visitors {
    fn default() -> Self {
        Visitors { today: Mutex::new(None) }
    }
}

impl Visitors {
    /// Counts one page load on `day` by the visitor at `ip` with `user_agent`: whether it is their
    /// first that day, and its source and campaign as they are stored (`(other)` past the bound).
    pub fn count(
        &self,
        day: &str,
        ip: IpAddr,
        user_agent: &str,
        source: String,
        campaign: String,
    ) -> (bool, String, String) {
        let mut today = self.today.lock().unwrap_or_else(|e| e.into_inner());
        if today.as_ref().is_none_or(|d| d.day.as_str() < day) {
            *today = Some(Day::new(day));
        }
        let Some(state) = today.as_mut().filter(|d| d.day == day) else {
            // A record for a day already over (the time zone just changed): no memory of it.
            return (true, source, campaign);
        };
        let visitor = state.salt.hash_one((ip, user_agent));
        let new = if state.seen.len() < MAX_VISITORS {
            state.seen.insert(visitor)
        } else {
            if !state.full_warned {
                state.full_warned = true;
                tracing::warn!("more than {MAX_VISITORS} visitors today: new ones are no longer told apart");
            }
            !state.seen.contains(&visitor)
        };
        let added = state.added_by.entry(ClientKey::of(ip)).or_default();
        let source = bounded(&mut state.sources, &mut added.0, source);
        let campaign = bounded(&mut state.campaigns, &mut added.1, campaign);
        if *added == (0, 0) {
            state.added_by.remove(&ClientKey::of(ip));
        }
        (new, source, campaign)
    }
}

/// `label` if it is known today, or there is room for it and its address has not added its share
/// (`added`, raised when it adds one), else `(other)`; "" passes as is.
fn bounded(known: &mut HashSet<String>, added: &mut u32, label: String) -> String {
    if label.is_empty() || known.contains(&label) {
        return label;
    }
    if known.len() >= MAX_LABELS || *added >= LABELS_PER_ADDRESS {
        return OTHER.to_owned();
    }
    *added += 1;
    known.insert(label.clone());
    label
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_visitor_counts_once_a_day_and_again_the_next() {
        let visitors = Visitors::default();
        let ip: IpAddr = "203.0.113.9".parse().unwrap();
        let other: IpAddr = "203.0.113.10".parse().unwrap();
        let count = |day, ip, ua| visitors.count(day, ip, ua, String::new(), String::new()).0;
        assert!(count("2026-11-25", ip, "Safari"));
        assert!(!count("2026-11-25", ip, "Safari"));
        assert!(count("2026-11-25", ip, "Firefox"), "another browser at the same address");
        assert!(count("2026-11-25", other, "Safari"));
        assert!(count("2026-11-26", ip, "Safari"), "a new day, a new salt");
        assert!(count("2026-11-25", ip, "Safari"), "a late record of a day gone is not remembered");
    }

    #[test]
    fn a_day_stores_a_bounded_number_of_sources() {
        let visitors = Visitors::default();
        for i in 0..MAX_LABELS {
            let ip = IpAddr::from([203, 0, (i / 256) as u8, (i % 256) as u8]);
            let (_, source, _) =
                visitors.count("2026-11-25", ip, "x", format!("s{i}.example"), String::new());
            assert_eq!(source, format!("s{i}.example"));
        }
        let ip: IpAddr = "198.51.100.1".parse().unwrap();
        let (_, source, _) = visitors.count("2026-11-25", ip, "x", "one-more.example".into(), String::new());
        assert_eq!(source, OTHER);
        let (_, source, _) = visitors.count("2026-11-25", ip, "x", "s1.example".into(), String::new());
        assert_eq!(source, "s1.example", "known ones still count as themselves");
    }

    #[test]
    fn one_address_cannot_fill_the_days_sources_and_campaigns() {
        let visitors = Visitors::default();
        let flood: IpAddr = "2001:db8:1:2::7".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2::8".parse().unwrap();
        let mut kept = 0;
        for i in 0..MAX_LABELS {
            let from = if i % 2 == 0 { flood } else { same_64 };
            let (_, source, campaign) =
                visitors.count("2026-11-25", from, "x", format!("s{i}"), format!("c{i}"));
            if source != OTHER {
                kept += 1;
                assert_ne!(campaign, OTHER, "a campaign has a share of its own");
            }
        }
        assert_eq!(kept, LABELS_PER_ADDRESS as usize, "one /64 adds its share, then (other)");
        let visitor: IpAddr = "203.0.113.50".parse().unwrap();
        let (_, source, campaign) =
            visitors.count("2026-11-25", visitor, "x", "news.example".into(), "spring-sale".into());
        assert_eq!(
            (source.as_str(), campaign.as_str()),
            ("news.example", "spring-sale"),
            "real ones still count"
        );
        let (_, source, _) = visitors.count("2026-11-25", flood, "x", "s0".into(), String::new());
        assert_eq!(source, "s0", "a label already known counts as itself from anyone");
    }
}
