//! Unique visitors counted without cookies or stored identifiers, Plausible's way: a visitor is a
//! hash of their address and user agent under a salt that changes every day and lives only in this
//! process's memory (never written, so yesterday's visitors cannot be told apart from today's, nor
//! anyone's hash be reversed). A restart starts a new salt, so a visitor who comes back on the same
//! day after one counts again: an over-count by design.
//!
//! The same daily memory bounds what visitors can make the database store: a day keeps at most
//! `MAX_LABELS` distinct sources and campaigns, the rest count as `(other)`.

use std::collections::HashSet;
use std::hash::BuildHasher;
use std::net::IpAddr;
use std::sync::Mutex;

/// Visitors remembered per day at most (16 bytes each, about 8 MB at the limit); past it every
/// new address counts as a new visitor, and the log says so once.
const MAX_VISITORS: usize = 500_000;
/// Distinct sources, and campaigns, stored per day at most.
pub const MAX_LABELS: usize = 1_000;
pub const OTHER: &str = "(other)";

struct Day {
    day: String,
    /// Made fresh each day with random keys: the salt.
    salt: std::collections::hash_map::RandomState,
    seen: HashSet<u64>,
    sources: HashSet<String>,
    campaigns: HashSet<String>,
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
        let source = bounded(&mut state.sources, source);
        let campaign = bounded(&mut state.campaigns, campaign);
        (new, source, campaign)
    }
}

/// `label` if it is known today or there is room for it, else `(other)`; "" passes as is.
fn bounded(known: &mut HashSet<String>, label: String) -> String {
    if label.is_empty() || known.contains(&label) {
        return label;
    }
    if known.len() >= MAX_LABELS {
        return OTHER.to_owned();
    }
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
        let ip: IpAddr = "203.0.113.9".parse().unwrap();
        for i in 0..MAX_LABELS {
            let (_, source, _) =
                visitors.count("2026-11-25", ip, "x", format!("s{i}.example"), String::new());
            assert_eq!(source, format!("s{i}.example"));
        }
        let (_, source, _) = visitors.count("2026-11-25", ip, "x", "one-more.example".into(), String::new());
        assert_eq!(source, OTHER);
        let (_, source, _) = visitors.count("2026-11-25", ip, "x", "s1.example".into(), String::new());
        assert_eq!(source, "s1.example", "known ones still count as themselves");
    }
}
