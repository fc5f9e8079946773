//! A visit record from the site's tracker (a page load, or time spent on a page) and what is
//! counted of it (docs/DESIGN.md, "Insights instead of fixed numbers"): the page, where the
//! visitor came from (the referrer's domain, or `utm_source`), the campaign, and the device class
//! from the user agent. Nothing that identifies a visitor is kept; known bots and prefetches are not counted at all.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::validation::ValidationErrors;

/// A day in milliseconds: no one stays on a page longer, and clocks that say so are wrong.
pub const MAX_DURATION_MS: i64 = 24 * 60 * 60 * 1000;
pub const MAX_PAGE_LEN: usize = 2048;
/// Sources and campaigns are cut to this many characters.
const MAX_LABEL: usize = 100;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VisitInput {
    /// The path, with its query string: `utm_source` and `utm_campaign` are read from it, then
    /// the query is dropped.
    #[schema(min_length = 1, max_length = 2048, pattern = "^/", example = "/blog?utm_source=newsletter")]
    pub page: Option<String>,
    #[schema(minimum = 0, maximum = 86400000)]
    pub visit_duration: Option<i64>,
    /// The page's `document.referrer` (empty when none).
    #[schema(max_length = 2048, example = "https://www.google.com/")]
    pub referrer: Option<String>,
}

/// A visit record as the tracker sent it, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct Visit {
    /// Without its query string or fragment.
    pub path: String,
    pub utm_source: Option<String>,
    pub utm_campaign: Option<String>,
    /// The referrer's host, lowercase, without `www.`.
    pub referrer_host: Option<String>,
    /// None for a page load, which is what counts as a visit.
    pub duration_ms: Option<i64>,
}

impl Visit {
    pub fn parse(input: VisitInput) -> Result<Visit, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let page = input.page.unwrap_or_default();
        if !page.starts_with('/') {
            errors.add("page", "Page must be a path starting with /");
        } else if page.len() > MAX_PAGE_LEN {
            errors.add("page", format!("Page must be at most {MAX_PAGE_LEN} characters"));
        } else if page.chars().any(char::is_control) {
            errors.add("page", "Page contains characters that are not allowed");
        }
        if let Some(ms) = input.visit_duration.filter(|ms| !(0..=MAX_DURATION_MS).contains(ms)) {
            errors.add(
                "visitDuration",
                format!("Visit duration must be between 0 and {MAX_DURATION_MS} ms, not {ms}"),
            );
        }
        let referrer = input.referrer.unwrap_or_default();
        if referrer.len() > MAX_PAGE_LEN {
            errors.add("referrer", format!("Referrer must be at most {MAX_PAGE_LEN} characters"));
        }
        let without_fragment = page.split('#').next().unwrap_or("");
        let (path, query) = without_fragment.split_once('?').unwrap_or((without_fragment, ""));
        let (mut utm_source, mut utm_campaign) = (None, None);
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            match key.as_ref() {
                "utm_source" => utm_source = label(&value),
                "utm_campaign" => utm_campaign = label(&value),
                _ => {}
            }
        }
        errors.into_result(Visit {
            path: path.to_owned(),
            utm_source,
            utm_campaign,
            referrer_host: host(&referrer),
            duration_ms: input.visit_duration,
        })
    }

    /// Where the visitor came from: the campaign's `utm_source`, else the referrer's domain,
    /// else "" (direct). A referrer on `own_hosts` is a move within the site: direct too.
    pub fn source(&self, own_hosts: &[&str]) -> String {
        if let Some(source) = &self.utm_source {
            return source.clone();
        }
        match &self.referrer_host {
            Some(host) if !own_hosts.iter().any(|own| own.eq_ignore_ascii_case(host)) => host.clone(),
            _ => String::new(),
        }
    }
}

/// A trimmed, lowercase label of at most MAX_LABEL characters; None when empty.
fn label(value: &str) -> Option<String> {
    let value: String =
        value.trim().to_lowercase().chars().filter(|c| !c.is_control()).take(MAX_LABEL).collect();
    (!value.is_empty()).then_some(value)
}

/// The host of an http(s) address, lowercase and without `www.`.
pub fn host(url: &str) -> Option<String> {
    let lower = url.trim().to_ascii_lowercase();
    let rest = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://"))?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit('@').next().unwrap_or("").split(':').next().unwrap_or("");
    let host = host.strip_prefix("www.").unwrap_or(host);
    let valid = !host.is_empty()
        && host.len() <= 253
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-');
    valid.then(|| label(host)).flatten()
}

/// The device class of a user agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Device {
    Mobile,
    Tablet,
    Desktop,
}

impl Device {
    pub fn of(user_agent: &str) -> Device {
        let ua = user_agent.to_ascii_lowercase();
        if ua.contains("ipad") || ua.contains("tablet") || (ua.contains("android") && !ua.contains("mobile"))
        {
            Device::Tablet
        } else if ua.contains("mobi") || ua.contains("iphone") || ua.contains("android") {
            Device::Mobile
        } else {
            Device::Desktop
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Device::Mobile => "mobile",
            Device::Tablet => "tablet",
            Device::Desktop => "desktop",
        }
    }

    pub fn parse(value: &str) -> Option<Device> {
        [Device::Mobile, Device::Tablet, Device::Desktop].into_iter().find(|d| d.as_str() == value)
    }
}

/// Words of the user agents of crawlers, link previewers, monitors and scripts (and headless
/// browsers, which people do not browse with).
const BOTS: [&str; 22] = [
    "bot",
    "crawl",
    "spider",
    "slurp",
    "facebookexternalhit",
    "embedly",
    "preview",
    "headless",
    "lighthouse",
    "pingdom",
    "uptime",
    "monitor",
    "curl/",
    "wget",
    "python-",
    "go-http-client",
    "java/",
    "okhttp",
    "axios",
    "node-fetch",
    "httpclient",
    "phantomjs",
];

/// Whether a user agent is a known bot or script. An empty one is not counted either: every
/// browser names itself (the visit record is sent by the page's own script), a bare script need not.
pub fn is_bot(user_agent: &str) -> bool {
    let ua = user_agent.trim().to_ascii_lowercase();
    ua.is_empty() || BOTS.iter().any(|word| ua.contains(word))
}

/// What is counted of a visit record, on its day.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    /// A page of the site (`/blog/{slug}`…), or `(other)` for an address it does not have.
    pub page: String,
    /// "" for direct.
    pub source: String,
    /// "" for none.
    pub campaign: String,
    pub device: Device,
    /// The visitor's first page load of the day.
    pub new_visitor: bool,
    /// None for a page load.
    pub duration_ms: Option<i64>,
}

/// The page of a path a site does not have: one bucket, so made-up addresses add no rows.
pub const OTHER_PAGE: &str = "(other)";

#[cfg(test)]
mod tests {
    use super::*;

    fn visit(page: &str, referrer: &str) -> Visit {
        Visit::parse(VisitInput {
            page: Some(page.into()),
            visit_duration: None,
            referrer: Some(referrer.into()),
        })
        .unwrap()
    }

    #[test]
    fn pages_are_paths_and_durations_are_bounded() {
        let parse = |page: &str, duration| {
            Visit::parse(VisitInput { page: Some(page.into()), visit_duration: duration, referrer: None })
        };
        assert!(parse("/blog", None).is_ok());
        assert!(parse("/", Some(MAX_DURATION_MS)).is_ok());
        for (page, duration) in [("blog", None), ("/", Some(-1)), ("/", Some(MAX_DURATION_MS + 1))] {
            assert!(parse(page, duration).is_err(), "{page} {duration:?}");
        }
        assert!(parse(&"/".repeat(MAX_PAGE_LEN + 1), None).is_err());
    }

    #[test]
    fn campaigns_come_from_the_query_which_is_dropped() {
        let v = visit(
            "/blog?utm_source=News%20Letter&utm_campaign=Spring+Sale&page=2#top",
            "https://www.google.com/",
        );
        assert_eq!(v.path, "/blog");
        assert_eq!(v.utm_source.as_deref(), Some("news letter"));
        assert_eq!(v.utm_campaign.as_deref(), Some("spring sale"));
        assert_eq!(v.source(&[]), "news letter", "utm_source wins over the referrer");
    }

    #[test]
    fn sources_are_referrer_domains_and_the_site_itself_is_direct() {
        assert_eq!(visit("/", "https://www.Google.com/search?q=x").source(&[]), "google.com");
        assert_eq!(visit("/", "http://user@t.co:8080/abc").source(&[]), "t.co");
        assert_eq!(visit("/", "https://mythagency.example/blog").source(&["mythagency.example"]), "");
        for junk in ["", "android-app://com.x", "javascript:alert(1)", "https://", "https://bad host/"] {
            assert_eq!(visit("/", junk).source(&[]), "", "{junk}");
        }
    }

    #[test]
    fn devices_and_bots_come_from_the_user_agent() {
        let iphone =
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
        let pixel =
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
        let tab = "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";
        let ipad = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15";
        let mac =
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
        assert_eq!(
            [iphone, pixel, tab, ipad, mac, ""].map(Device::of),
            [
                Device::Mobile,
                Device::Mobile,
                Device::Tablet,
                Device::Tablet,
                Device::Desktop,
                Device::Desktop
            ]
        );
        for bot in [
            "Googlebot/2.1",
            "Mozilla/5.0 (compatible; bingbot/2.0)",
            "curl/8.5",
            "HeadlessChrome/120",
            "facebookexternalhit/1.1",
        ] {
            assert!(is_bot(bot), "{bot}");
        }
        assert!(!is_bot(iphone) && !is_bot(mac));
        assert!(is_bot("") && is_bot("  "), "no user agent is no browser");
    }
}
