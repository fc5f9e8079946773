//! Totals of closed days, kept between requests for the insights screen. A window of 90 days over
//! a busy site reads tens of thousands of per-day rows (500 pages × 90 days); the days before today
//! no longer change (visits count towards today), so their sums are made once a day per window and
//! only today's rows are read on each request. A new day, a new site version (an import) or a new
//! time zone makes them again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Labels kept per dimension at most (the largest): pages are bounded by the site's own pages,
/// sources and campaigns by 1,000 a day (`visitors`), so only a flood could reach it.
pub const MAX_KEPT: usize = 5_000;

/// The sums of one window's closed days, by dimension (`page`, `source`, `campaign`, `device`).
#[derive(Debug, Default)]
pub struct Closed {
    pub sums: HashMap<&'static str, HashMap<String, i64>>,
}

impl Closed {
    /// `(label, visits)` rows of a dimension, the largest `MAX_KEPT` kept.
    pub fn keep(&mut self, dimension: &'static str, mut rows: Vec<(String, i64)>) {
        if rows.len() > MAX_KEPT {
            rows.sort_unstable_by_key(|row| std::cmp::Reverse(row.1));
            rows.truncate(MAX_KEPT);
        }
        self.sums.insert(dimension, rows.into_iter().collect());
    }

    /// A dimension's closed sums plus today's rows, the `limit` largest first (ties by label).
    pub fn top(&self, dimension: &str, today: Vec<(String, i64)>, limit: usize) -> Vec<(String, i64)> {
        let mut merged: HashMap<String, i64> = self.sums.get(dimension).cloned().unwrap_or_default();
        for (label, visits) in today {
            *merged.entry(label).or_default() += visits;
        }
        let mut rows: Vec<(String, i64)> = merged.into_iter().filter(|(_, visits)| *visits > 0).collect();
        rows.sort_unstable_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        rows.truncate(limit);
        rows
    }
}

/// Which closed days a `Closed` sums: the window's length, the day they end before, the version.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Key {
    pub days: i64,
    pub today: String,
    pub version: i64,
}

#[derive(Default)]
pub struct Rollups {
    kept: Mutex<HashMap<i64, (Key, Arc<Closed>)>>,
}

impl Rollups {
    pub fn get(&self, key: &Key) -> Option<Arc<Closed>> {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.get(&key.days).filter(|(k, _)| k == key).map(|(_, closed)| Arc::clone(closed))
    }

    pub fn put(&self, key: Key, closed: Arc<Closed>) {
        self.kept.lock().unwrap_or_else(|e| e.into_inner()).insert(key.days, (key, closed));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_adds_to_the_closed_days_and_the_largest_come_first() {
        let mut closed = Closed::default();
        closed.keep("page", vec![("/".into(), 10), ("/blog".into(), 4), ("/terms".into(), 1)]);
        let top = closed.top("page", vec![("/blog".into(), 7), ("/privacy".into(), 1)], 3);
        assert_eq!(top, [("/blog".into(), 11), ("/".into(), 10), ("/privacy".into(), 1)]);
        assert_eq!(closed.top("source", vec![("google.com".into(), 2)], 10), [("google.com".into(), 2)]);
    }

    #[test]
    fn a_rollup_is_for_its_window_day_and_version_only() {
        let rollups = Rollups::default();
        let key = Key { days: 30, today: "2026-11-25".into(), version: 3 };
        rollups.put(key.clone(), Arc::new(Closed::default()));
        assert!(rollups.get(&key).is_some());
        assert!(rollups.get(&Key { today: "2026-11-26".into(), ..key.clone() }).is_none());
        assert!(rollups.get(&Key { version: 4, ..key.clone() }).is_none());
        assert!(rollups.get(&Key { days: 7, ..key }).is_none());
    }
}
