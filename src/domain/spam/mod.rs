//! The spam score of a contact inquiry: cheap signals, each worth points and an English sentence
//! an admin reads, added up against `SPAM_AT`. Suspected spam is kept apart, never dropped, so the
//! weights lean one way: a genuine lead marked spam costs the agency a client, a spam left in the
//! inbox costs a click. No signal a real visitor can trip by accident (a fast typist, one
//! Instagram link, a throw-away address, a message in Russian, a browser that fills the hidden
//! field) reaches `SPAM_AT` alone; two strong ones, or many weak ones, do.

mod form_token;
#[cfg(test)]
mod labelled_tests;
mod lists;
mod text;
mod vocabulary;

pub use form_token::{TOKEN_LIFETIME_SECS, derive_key, form_age, form_token};

use lists::{DISPOSABLE_DOMAINS, SUSPECT_EMAIL_DOMAINS, SUSPECT_EMAIL_TLDS};
use text::Script;
use vocabulary::{CLIENT_OWNS, PITCH_OFFER, PITCH_RECIPIENT, VOCABULARIES};

/// The score from which an inquiry is suspected spam.
pub const SPAM_AT: u32 = 10;
/// Messages shorter than this may be the same by chance ("Hola, quiero información"): repeats
/// of them are not counted.
const REPEAT_MIN_CHARS: usize = 40;
/// The most that words a client may also use add up to (`lists::Vocabulary::decisive` aside).
const VOCABULARY_MOST: u32 = 8;

/// An inquiry as the form sent it, with what the server knows about how it was sent.
#[derive(Debug, Clone, Copy)]
pub struct Inquiry<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub subject: &'a str,
    pub message: &'a str,
    /// The page's language, e.g. "en" or "es".
    pub lang: &'a str,
    pub honeypot_filled: bool,
    pub form_age: FormAge,
    /// The same message text from others in the last 24 hours, counted by the caller.
    pub identical_recent: u32,
}

/// How long the form was in use before it was sent, from its signed token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormAge {
    /// No token came with the inquiry (a script posting directly, or the token request failed).
    Missing,
    /// Not signed by this server, malformed, or expired.
    Invalid,
    Seconds(i64),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub score: u32,
    /// One short sentence per signal that counted, strongest first.
    pub reasons: Vec<String>,
    pub spam: bool,
}

/// The inquiry's score, its reasons, and whether it reaches `SPAM_AT`.
pub fn judge(input: &Inquiry) -> Verdict {
    let mut signals: Vec<(u32, String)> = Vec::new();
    let mut add = |points: u32, reason: String| signals.push((points, reason));

    if input.honeypot_filled {
        add(8, "Filled in the hidden field that only bots see".into());
    }
    match input.form_age {
        FormAge::Missing => add(4, "Sent without a form token".into()),
        FormAge::Invalid => add(4, "Forged or expired form token".into()),
        FormAge::Seconds(s @ ..3) => add(6, format!("Sent {} after the form appeared", seconds(s))),
        FormAge::Seconds(s @ 3..6) => add(2, format!("Sent {} after the form appeared", seconds(s))),
        FormAge::Seconds(_) => {}
    }
    links(input, &mut add);
    address(input.email, &mut add);
    if input.identical_recent > 0 && input.message.trim().chars().count() >= REPEAT_MIN_CHARS {
        let n = input.identical_recent;
        let times = if n == 1 { "once".to_owned() } else { format!("{n} times") };
        add(
            if n >= 3 { 8 } else { 5 },
            format!("The same message came from others {times} in the last 24 hours"),
        );
    }
    script(input, &mut add);
    let (upper, cased) = text::capitals(input.message);
    if cased >= 20 && upper * 10 >= cased * 8 {
        add(2, "Message written in capitals".into());
    }
    vocabulary(input, &mut add);
    pitch(input, &mut add);

    signals.sort_by_key(|(points, _)| std::cmp::Reverse(*points));
    let score = signals.iter().map(|(points, _)| points).sum();
    Verdict {
        score,
        reasons: signals.into_iter().map(|(_, reason)| reason).collect(),
        spam: score >= SPAM_AT,
    }
}

fn seconds(s: i64) -> String {
    if s == 1 { "1 second".into() } else { format!("{s} seconds") }
}

/// One link is a client's Instagram or site; more is a pitch, many a link farm.
fn links(input: &Inquiry, add: &mut impl FnMut(u32, String)) {
    let body = format!("{}\n{}", input.subject, input.message);
    let hosts = text::link_hosts(&body);
    let points = match hosts.len() {
        0 | 1 => 0,
        2 => 2,
        3 | 4 => 5,
        _ => 8,
    };
    if points > 0 {
        add(points, format!("{} links in the message", hosts.len()));
    }
    if let Some(host) = text::shortener(&hosts) {
        add(4, format!("A shortened link ({host})"));
    }
    if text::has_markup_links(&body) {
        add(4, "Links written as HTML or forum code".into());
    }
    if !hosts.is_empty() && text::letters_outside_links(input.message) < 15 {
        add(4, "The message is little more than a link".into());
    }
    if !text::link_hosts(input.name).is_empty() {
        add(6, "A link in the name".into());
    }
}

fn address(email: &str, add: &mut impl FnMut(u32, String)) {
    let domain = email.rsplit_once('@').map(|(_, domain)| domain.trim().to_lowercase()).unwrap_or_default();
    let disposable = DISPOSABLE_DOMAINS.iter().find(|known| {
        domain == **known || domain.strip_suffix(**known).is_some_and(|sub| sub.ends_with('.'))
    });
    if let Some(known) = disposable {
        add(4, format!("Disposable address ({known})"));
    }
    if SUSPECT_EMAIL_DOMAINS.contains(&domain.as_str()) {
        add(2, format!("Address at {domain}, a common sender of bulk mail"));
    } else if let Some((_, tld)) = domain.rsplit_once('.')
        && SUSPECT_EMAIL_TLDS.contains(&tld)
    {
        add(2, format!("Address at a .{tld} domain"));
    }
}

/// Cyrillic or Chinese on the English or Spanish site; English and Spanish are both Latin, so
/// Miami's mix of the two is never a signal.
fn script(input: &Inquiry, add: &mut impl FnMut(u32, String)) {
    let page = Script::of_language(input.lang);
    let body = format!("{} {}", input.subject, input.message);
    let (foreign, letters, most) = text::foreign_letters(&body, page);
    let Some(most) = most.filter(|_| foreign >= 10) else { return };
    let site = match input.lang {
        "en" => "the English site".to_owned(),
        "es" => "the Spanish site".to_owned(),
        other => format!("the site in “{other}”"),
    };
    if foreign * 2 >= letters {
        add(6, format!("Written in {} script on {site}", most.name()));
    } else if foreign * 5 >= letters {
        add(3, format!("Partly written in {} script on {site}", most.name()));
    }
}

/// Outreach talks about the agency's own site or business and offers something for it; a client
/// talks about theirs and asks.
fn pitch(input: &Inquiry, add: &mut impl FnMut(u32, String)) {
    let lower = format!("{}\n{}", input.subject, input.message).to_lowercase();
    let found = |phrases: &[&str]| !text::phrases_in(&lower, phrases).is_empty();
    if found(PITCH_RECIPIENT) && found(PITCH_OFFER) && !found(CLIENT_OWNS) {
        add(5, "Offers a service for this business rather than asking for one".into());
    }
}

fn vocabulary(input: &Inquiry, add: &mut impl FnMut(u32, String)) {
    let lower = format!("{}\n{}\n{}", input.name, input.subject, input.message).to_lowercase();
    // Words a client may use count up to VOCABULARY_MOST together: well-written outreach is the
    // price of never losing a client who writes about SEO, crypto or an invoice.
    let mut budget = VOCABULARY_MOST;
    for family in VOCABULARIES {
        let found = text::phrases_in(&lower, family.phrases);
        let Some(first) = found.first() else { continue };
        let mut points = (family.each * found.len() as u32).min(family.most);
        if !family.decisive {
            points = points.min(budget);
            budget -= points;
        }
        let more = match found.len() {
            1 => String::new(),
            n => format!(" and {} more", n - 1),
        };
        if points > 0 {
            add(points, format!("Words common in {} spam (“{first}”{more})", family.name));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inquiry(message: &str) -> Inquiry<'_> {
        Inquiry {
            name: "Ana Pérez",
            email: "ana@gmail.com",
            subject: "A new website",
            message,
            lang: "en",
            honeypot_filled: false,
            form_age: FormAge::Seconds(95),
            identical_recent: 0,
        }
    }

    const PLAIN: &str = "Hi, we run a bakery in Coral Gables and need a new website with online orders.";

    #[test]
    fn a_plain_inquiry_scores_nothing() {
        assert_eq!(judge(&inquiry(PLAIN)), Verdict { score: 0, reasons: vec![], spam: false });
    }

    #[test]
    fn no_single_accident_of_a_real_visitor_makes_spam() {
        let cyrillic = "Здравствуйте, нам нужен новый сайт для нашего ресторана в Майами.";
        let accidents = [
            Inquiry { honeypot_filled: true, ..inquiry(PLAIN) },
            Inquiry { form_age: FormAge::Seconds(1), ..inquiry(PLAIN) },
            Inquiry { form_age: FormAge::Missing, ..inquiry(PLAIN) },
            Inquiry { form_age: FormAge::Invalid, ..inquiry(PLAIN) },
            Inquiry { email: "ana@mailinator.com", ..inquiry(PLAIN) },
            Inquiry { identical_recent: 2, ..inquiry(PLAIN) },
            inquiry(cyrillic),
            inquiry("Love your work! Our Instagram is instagram.com/dulce_bakery, can you do the same vibe?"),
            inquiry("NEED A QUOTE FOR A LOGO AND BUSINESS CARDS ASAP PLEASE CALL ME"),
            inquiry(
                "We sell SEO audits and want a site that ranks on the first page of Google. Invoice attached soon.",
            ),
        ];
        for accident in accidents {
            let verdict = judge(&accident);
            assert!(!verdict.spam, "{accident:?} → {verdict:?}");
            assert!(!verdict.reasons.is_empty() || verdict.score == 0);
        }
    }

    #[test]
    fn reasons_say_what_was_seen_strongest_first() {
        let input = Inquiry {
            email: "seo@mailinator.com",
            form_age: FormAge::Seconds(2),
            ..inquiry("Buy our backlinks today: http://a.ru http://b.ru https://bit.ly/x")
        };
        let verdict = judge(&input);
        assert!(verdict.spam);
        assert_eq!(
            verdict.reasons,
            [
                "Sent 2 seconds after the form appeared",
                "3 links in the message",
                "A shortened link (bit.ly)",
                "Disposable address (mailinator.com)",
                "Words common in link-selling spam (“backlinks”)",
            ]
        );
        assert_eq!(verdict.score, 6 + 5 + 4 + 4 + 3);
    }

    #[test]
    fn english_spanish_and_spanglish_are_never_a_script_mismatch() {
        for (lang, message) in [
            ("en", "Hola! Necesito una página web para mi negocio, algo sencillo. ¿Cuánto cuesta?"),
            ("es", "Hi, I need a website for my food truck, we're in Little Havana."),
            ("es", "Oye, I want a logo nuevo for my salon, algo más moderno, you know?"),
        ] {
            assert_eq!(judge(&Inquiry { lang, ..inquiry(message) }).score, 0, "{message}");
        }
    }

    #[test]
    fn a_message_in_another_script_is_named_with_the_site() {
        let verdict = judge(&Inquiry {
            lang: "es",
            ..inquiry("你好，我们想为我们的公司做一个新网站，请联系我们。")
        });
        assert_eq!(verdict.reasons, ["Written in Chinese, Japanese or Korean script on the Spanish site"]);
        let russian_page = Inquiry {
            lang: "ru",
            ..inquiry("Здравствуйте, нам нужен новый сайт для ресторана.")
        };
        assert_eq!(judge(&russian_page).score, 0);
    }

    #[test]
    fn repeats_of_a_short_message_do_not_count() {
        let short = Inquiry { identical_recent: 5, ..inquiry("Hola, quiero información") };
        assert_eq!(judge(&short).score, 0);
        let long = Inquiry { identical_recent: 5, ..inquiry(PLAIN) };
        assert_eq!(judge(&long).reasons, ["The same message came from others 5 times in the last 24 hours"]);
    }

    #[test]
    fn the_time_to_send_is_said_in_seconds() {
        let sent = |s| judge(&Inquiry { form_age: FormAge::Seconds(s), ..inquiry(PLAIN) });
        assert_eq!(sent(1).reasons, ["Sent 1 second after the form appeared"]);
        assert_eq!((sent(4).score, sent(6).score), (2, 0));
    }

    #[test]
    fn words_a_client_may_use_are_capped_and_opt_out_lines_are_not() {
        let pitch = "Backlinks, guest posts, dofollow links, bitcoin, forex, passive income, casino.";
        assert_eq!(judge(&inquiry(pitch)).score, VOCABULARY_MOST);
        let with_opt_out = format!("{pitch} Reply STOP to unsubscribe.");
        assert_eq!(judge(&inquiry(&with_opt_out)).score, VOCABULARY_MOST + 6);
    }

    #[test]
    fn a_link_in_the_name_or_markup_links_are_bot_work() {
        let verdict = judge(&Inquiry {
            name: "Cheap pills http://pills.ru",
            ..inquiry("<a href=\"http://pills.ru\">pills</a> best price for you")
        });
        assert!(verdict.reasons.contains(&"A link in the name".to_owned()));
        assert!(verdict.reasons.contains(&"Links written as HTML or forum code".to_owned()));
    }
}
