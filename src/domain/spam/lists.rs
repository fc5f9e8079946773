//! The small embedded lists the spam score looks things up in. Kept short on purpose: the common
//! cases, each entry one a reader recognises, no list downloaded or refreshed at run time.

/// Throw-away mailbox services (an address at one, or at a subdomain of one).
#[rustfmt::skip]
pub const DISPOSABLE_DOMAINS: &[&str] = &[
    "10minutemail.com", "10minutemail.net", "1secmail.com", "1secmail.net", "1secmail.org",
    "burnermail.io", "discard.email", "dispostable.com", "dropmail.me", "emailfake.com",
    "emailondeck.com", "emltmp.com", "fakeinbox.com", "getairmail.com", "getnada.com", "grr.la",
    "guerrillamail.biz", "guerrillamail.com", "guerrillamail.de", "guerrillamail.net",
    "guerrillamail.org", "guerrillamailblock.com", "inboxkitten.com", "jetable.org", "mailcatch.com",
    "maildrop.cc", "mailinator.com", "mailinator.net", "mailnesia.com", "mailpoof.com",
    "minuteinbox.com", "mintemail.com", "moakt.com", "mohmal.com", "mytemp.email", "nada.email",
    "pokemail.net", "sharklasers.com", "spam4.me", "spamgourmet.com", "temp-mail.io", "temp-mail.org",
    "tempail.com", "tempinbox.com", "tempmail.com", "tempmail.net", "tempr.email", "throwawaymail.com",
    "tmpmail.net", "tmpmail.org", "trash-mail.com", "trashmail.com", "trashmail.net", "yopmail.com",
    "yopmail.fr", "yopmail.net",
];

/// Link shorteners: a real client shows where a link goes, spam hides it.
#[rustfmt::skip]
pub const SHORTENERS: &[&str] = &[
    "bit.ly", "bl.ink", "buff.ly", "clck.ru", "cutt.ly", "goo.gl", "goo.su", "is.gd", "ow.ly", "rb.gy",
    "rebrand.ly", "s.id", "shorturl.at", "t.co", "t.ly", "tiny.cc", "tinyurl.com", "v.gd",
];

/// Top-level domains a bare `name.tld/...` in a message is taken to be a link for (a missing space
/// after a full stop, "site.Thanks", must not count).
pub const LINK_TLDS: &[&str] = &[
    "app", "at", "biz", "cc", "click", "co", "com", "de", "dev", "es", "gd", "gl", "icu", "id", "info", "io",
    "ly", "me", "mx", "net", "online", "org", "ru", "shop", "site", "store", "top", "us", "xyz",
];

/// Mail services seldom behind a Miami client and often behind bulk senders.
pub const SUSPECT_EMAIL_DOMAINS: &[&str] = &["163.com", "126.com", "qq.com", "yandex.com"];

/// Address domains seldom behind a Miami client and often behind bulk senders.
pub const SUSPECT_EMAIL_TLDS: &[&str] =
    &["bid", "buzz", "cn", "click", "cyou", "icu", "loan", "monster", "rest", "ru", "sbs", "top", "xyz"];
