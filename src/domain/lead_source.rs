//! Where a lead came from (docs/DESIGN.md, "Leads"): what the public site kept of the visit that
//! sent the inquiry, cookie-less, and the channel it counts under in the leads' summary.
//!
//! A visitor's inquiry is never refused for its source: each value is cleaned instead (trimmed,
//! control characters dropped, cut to its bound), and one that is not what it should be (a
//! landing page that is not a path of this site, a referrer that is not a web address, a device
//! class that is not one) is dropped. Only the referrer's host is kept, as visits keep it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::visits::{Device, host};

/// A landing page is kept to this many characters, a label (referrer host, UTM value) to `LABEL`.
pub const PAGE_MAX: usize = 300;
pub const LABEL_MAX: usize = 100;

/// The source of the visit that led to an inquiry, as stored: every field "" when unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct Source {
    /// The first page of the visit, a path of this site without its query (`/blog/reels-that-sell`).
    #[schema(max_length = 300, example = "/blog/reels-that-sell")]
    pub landing_page: String,
    /// The host of the page that sent the visitor (`google.com`), without `www.`.
    #[schema(max_length = 100, example = "google.com")]
    pub referrer: String,
    #[schema(max_length = 100, example = "newsletter")]
    pub utm_source: String,
    #[schema(max_length = 100, example = "email")]
    pub utm_medium: String,
    #[schema(max_length = 100, example = "spring-launch")]
    pub utm_campaign: String,
    /// mobile, tablet or desktop.
    #[schema(example = "mobile")]
    pub device: String,
}

/// What the contact form sends about the visit; any field may be absent or empty.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SourceInput {
    /// The first page of the visit (a path, or this site's full address); its query is dropped.
    pub landing_page: Option<String>,
    /// The referrer of that first page (`document.referrer`): only its host is kept.
    pub referrer: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    /// mobile, tablet or desktop; anything else is left out and the request's browser says.
    pub device: Option<String>,
}

impl Source {
    /// The cleaned source. `own_host` is this site's host (a referrer there is a move within the
    /// site: none); `user_agent`, the browser's, gives the device class when the form sends none.
    /// An import passes none: what it holds was cleaned when it was stored.
    pub fn clean(input: Option<SourceInput>, own_host: Option<&str>, user_agent: Option<&str>) -> Source {
        let input = input.unwrap_or_default();
        let device = input
            .device
            .as_deref()
            .and_then(|d| Device::parse(d.trim()))
            .or_else(|| user_agent.map(Device::of));
        // A stored referrer is a host already.
        let referrer_host = |r: &str| match r.contains("://") {
            true => host(r),
            false if r.trim().bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-') => {
                host(&format!("https://{}", r.trim()))
            }
            false => None,
        };
        let referrer = input
            .referrer
            .as_deref()
            .filter(|r| !r.trim().is_empty())
            .and_then(referrer_host)
            .filter(|h| own_host.is_none_or(|own| !own.eq_ignore_ascii_case(h)))
            .unwrap_or_default();
        Source {
            landing_page: input.landing_page.as_deref().map(landing_page).unwrap_or_default(),
            referrer: cut(&referrer, LABEL_MAX),
            utm_source: label(input.utm_source.as_deref()),
            utm_medium: label(input.utm_medium.as_deref()),
            utm_campaign: label(input.utm_campaign.as_deref()),
            device: device.map(|d| d.as_str().to_owned()).unwrap_or_default(),
        }
    }

    /// The channel the summary counts this source under.
    pub fn channel(&self) -> Channel {
        channel(&self.utm_source, &self.utm_medium, &self.utm_campaign, &self.referrer)
    }
}

/// `value` trimmed, without control characters, at most `max` characters.
fn cut(value: &str, max: usize) -> String {
    value.trim().chars().filter(|c| !c.is_control()).take(max).collect::<String>().trim().to_owned()
}

/// A UTM value: trimmed and lowercase (`Newsletter` and `newsletter` are one source).
fn label(value: Option<&str>) -> String {
    cut(&value.unwrap_or_default().to_lowercase(), LABEL_MAX)
}

/// A path of this site without query or fragment; a full address is reduced to its path.
fn landing_page(value: &str) -> String {
    let value = value.trim();
    let path = match value.find("://") {
        Some(at) if value[..at].eq_ignore_ascii_case("http") || value[..at].eq_ignore_ascii_case("https") => {
            let rest = &value[at + 3..];
            rest.find('/').map_or("/", |slash| &rest[slash..])
        }
        Some(_) => return String::new(),
        None => value,
    };
    let path = path.split(['?', '#']).next().unwrap_or("");
    if !path.starts_with('/') || path.starts_with("//") || path.chars().any(char::is_whitespace) {
        return String::new();
    }
    cut(path, PAGE_MAX)
}

/// Where an inquiry's visit came from, in five channels (docs/DESIGN.md, "Leads").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    Direct,
    Search,
    Social,
    Referral,
    Campaign,
}

impl Channel {
    pub const ALL: [Channel; 5] =
        [Channel::Direct, Channel::Search, Channel::Social, Channel::Referral, Channel::Campaign];

    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Direct => "direct",
            Channel::Search => "search",
            Channel::Social => "social",
            Channel::Referral => "referral",
            Channel::Campaign => "campaign",
        }
    }
}

/// Paid, e-mail and partner media: a campaign whatever its source.
const CAMPAIGN_MEDIA: [&str; 11] = [
    "cpc",
    "ppc",
    "paid",
    "paidsearch",
    "paid_search",
    "paidsocial",
    "paid_social",
    "display",
    "email",
    "newsletter",
    "affiliate",
];
const SEARCH: [&str; 9] =
    ["google", "bing", "duckduckgo", "yahoo", "baidu", "yandex", "ecosia", "search.brave", "startpage"];
const SOCIAL: [&str; 14] = [
    "facebook",
    "instagram",
    "t.co",
    "twitter",
    "x.com",
    "linkedin",
    "lnkd.in",
    "tiktok",
    "youtube",
    "pinterest",
    "reddit",
    "threads.net",
    "whatsapp",
    "snapchat",
];

/// The channel of a source: a named campaign, or a paid or e-mail medium, is `campaign`; else the
/// UTM source, or the referrer's host, is `search` or `social` when it names a known search engine
/// or social network, `referral` for any other; nothing at all is `direct`.
pub fn channel(utm_source: &str, utm_medium: &str, utm_campaign: &str, referrer: &str) -> Channel {
    if !utm_campaign.is_empty() || CAMPAIGN_MEDIA.contains(&utm_medium) {
        return Channel::Campaign;
    }
    let from = if utm_source.is_empty() { referrer } else { utm_source };
    let names = |list: &[&str]| {
        list.iter().any(|name| {
            from == *name || from.starts_with(&format!("{name}.")) || from.contains(&format!(".{name}."))
        })
    };
    if from.is_empty() {
        Channel::Direct
    } else if names(&SEARCH) || utm_medium == "organic" {
        Channel::Search
    } else if names(&SOCIAL) || utm_medium == "social" {
        Channel::Social
    } else {
        Channel::Referral
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(landing: &str, referrer: &str) -> Option<SourceInput> {
        Some(SourceInput {
            landing_page: Some(landing.into()),
            referrer: Some(referrer.into()),
            ..SourceInput::default()
        })
    }

    #[test]
    fn values_are_cleaned_never_refused() {
        let s = Source::clean(
            input("/blog/reels?utm_source=x#top", "https://www.Google.com/search?q=a"),
            None,
            Some(""),
        );
        assert_eq!((s.landing_page.as_str(), s.referrer.as_str()), ("/blog/reels", "google.com"));
        assert_eq!(s.device, "desktop");
        let s = Source::clean(input("https://agency.example/work?x=1", "javascript:alert(1)"), None, None);
        assert_eq!((s.landing_page.as_str(), s.referrer.as_str(), s.device.as_str()), ("/work", "", ""));
        assert_eq!(Source::clean(input("/", "google.com"), None, None).referrer, "google.com", "as stored");
        for bad in ["javascript:alert(1)", "//evil.example/x", "blog", "/a b"] {
            assert_eq!(Source::clean(input(bad, ""), None, None).landing_page, "", "{bad}");
        }
        let long = format!("/{}", "a".repeat(400));
        assert_eq!(Source::clean(input(&long, ""), None, None).landing_page.chars().count(), PAGE_MAX);
        let own = Source::clean(input("/", "https://agency.example/blog"), Some("agency.example"), None);
        assert_eq!(own.referrer, "");
        let utm = SourceInput {
            utm_campaign: Some("  Spring\u{7}Launch ".into()),
            device: Some("fridge".into()),
            ..SourceInput::default()
        };
        let s = Source::clean(Some(utm), None, Some("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile"));
        assert_eq!((s.utm_campaign.as_str(), s.device.as_str()), ("springlaunch", "mobile"));
    }

    #[test]
    fn each_source_has_one_channel() {
        assert_eq!(channel("", "", "", ""), Channel::Direct);
        assert_eq!(channel("", "", "", "google.com"), Channel::Search);
        assert_eq!(channel("", "", "", "news.google.co.uk"), Channel::Search);
        assert_eq!(channel("", "", "", "l.instagram.com"), Channel::Social);
        assert_eq!(channel("facebook", "social", "", ""), Channel::Social);
        assert_eq!(channel("", "", "", "miamiblogs.example"), Channel::Referral);
        assert_eq!(channel("newsletter", "email", "", ""), Channel::Campaign);
        assert_eq!(channel("instagram", "paid_social", "", "instagram.com"), Channel::Campaign);
        assert_eq!(channel("", "", "spring-launch", ""), Channel::Campaign);
    }
}
