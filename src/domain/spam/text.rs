//! What the spam score reads in an inquiry's words: links, writing systems, capitals, phrases.

use super::lists::{LINK_TLDS, SHORTENERS};

/// The links in `text`: `http(s)://…`, `www.…` and bare `name.tld/…` with a known TLD, each as
/// its host, lowercase.
pub fn link_hosts(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, '<' | '>' | '"' | '\'' | '[' | ']' | '(' | ')'))
        .filter_map(link_host)
        .collect()
}

fn link_host(word: &str) -> Option<String> {
    let lower = word.to_lowercase();
    let (rest, explicit) = match lower.find("://") {
        Some(at) if lower[..at].ends_with("http") || lower[..at].ends_with("https") => {
            (&lower[at + 3..], true)
        }
        _ => (lower.as_str(), lower.starts_with("www.")),
    };
    let rest = rest.trim_start_matches("href=");
    let host: String = rest.chars().take_while(|c| c.is_alphanumeric() || matches!(c, '.' | '-')).collect();
    let host = host.trim_end_matches('.').trim_start_matches("www.").to_owned();
    let (name, tld) = host.rsplit_once('.')?;
    if name.is_empty() || tld.is_empty() || word.contains('@') {
        return None;
    }
    (explicit || LINK_TLDS.contains(&tld)).then_some(host)
}

/// The shortener among `hosts`, if any.
pub fn shortener(hosts: &[String]) -> Option<&str> {
    hosts.iter().map(String::as_str).find(|host| SHORTENERS.contains(host))
}

/// Whether the text links the way forum bots do (`<a href=`, `[url=`): no form renders those.
pub fn has_markup_links(text: &str) -> bool {
    let lower = text.to_lowercase();
    lower.contains("<a href") || lower.contains("[url") || lower.contains("[link")
}

/// The letters left in `text` once its links are taken out.
pub fn letters_outside_links(text: &str) -> usize {
    text.split_whitespace()
        .filter(|word| link_host(word).is_none())
        .flat_map(str::chars)
        .filter(|c| c.is_alphabetic())
        .count()
}

/// A writing system, as far as telling a message's script from its page's language needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Script {
    Latin,
    Cyrillic,
    Greek,
    Arabic,
    Hebrew,
    Cjk,
    Thai,
    Devanagari,
    Other,
}

impl Script {
    pub fn of(c: char) -> Script {
        match c as u32 {
            0x41..=0x5A | 0x61..=0x7A | 0xC0..=0x24F | 0x1E00..=0x1EFF => Script::Latin,
            0x370..=0x3FF => Script::Greek,
            0x400..=0x52F => Script::Cyrillic,
            0x590..=0x5FF => Script::Hebrew,
            0x600..=0x6FF | 0x750..=0x77F => Script::Arabic,
            0x900..=0x97F => Script::Devanagari,
            0xE00..=0xE7F => Script::Thai,
            0x1100..=0x11FF | 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF => {
                Script::Cjk
            }
            _ => Script::Other,
        }
    }

    /// How a reason names it.
    pub fn name(self) -> &'static str {
        match self {
            Script::Latin => "Latin",
            Script::Cyrillic => "Cyrillic",
            Script::Greek => "Greek",
            Script::Arabic => "Arabic",
            Script::Hebrew => "Hebrew",
            Script::Cjk => "Chinese, Japanese or Korean",
            Script::Thai => "Thai",
            Script::Devanagari => "Devanagari",
            Script::Other => "another",
        }
    }

    /// The script a page in `lang` is written in (Latin for every language not listed).
    pub fn of_language(lang: &str) -> Script {
        match lang.split('-').next().unwrap_or_default() {
            "ru" | "uk" | "bg" | "sr" | "be" | "kk" | "mk" => Script::Cyrillic,
            "el" => Script::Greek,
            "ar" | "fa" | "ur" => Script::Arabic,
            "he" | "yi" => Script::Hebrew,
            "zh" | "ja" | "ko" => Script::Cjk,
            "th" => Script::Thai,
            "hi" | "mr" | "ne" => Script::Devanagari,
            _ => Script::Latin,
        }
    }
}

/// The letters of `text` written in neither the page's script nor Latin (which every page's
/// readers also write, names and brands included): how many, out of how many, and the most
/// common foreign script.
pub fn foreign_letters(text: &str, page: Script) -> (usize, usize, Option<Script>) {
    let mut counts: Vec<(Script, usize)> = Vec::new();
    let mut letters = 0;
    for script in text.chars().filter(|c| c.is_alphabetic()).map(Script::of) {
        letters += 1;
        if script == page || script == Script::Latin {
            continue;
        }
        match counts.iter_mut().find(|(s, _)| *s == script) {
            Some((_, n)) => *n += 1,
            None => counts.push((script, 1)),
        }
    }
    let foreign = counts.iter().map(|(_, n)| n).sum();
    let most = counts.iter().max_by_key(|(_, n)| *n).map(|(s, _)| *s);
    (foreign, letters, most)
}

/// The share of capitals among the letters of `text` that have a case, and how many there are.
pub fn capitals(text: &str) -> (usize, usize) {
    let cased = text.chars().filter(|c| c.is_uppercase() || c.is_lowercase());
    cased.fold((0, 0), |(upper, all), c| (upper + usize::from(c.is_uppercase()), all + 1))
}

/// The phrases of `phrases` found in `lower` (already lowercase) on word boundaries.
pub fn phrases_in<'a>(lower: &str, phrases: &[&'a str]) -> Vec<&'a str> {
    phrases.iter().copied().filter(|phrase| contains_words(lower, phrase)).collect()
}

fn contains_words(haystack: &str, phrase: &str) -> bool {
    // A phrase that starts or ends with a sign ("only $") may touch what follows it ("$99").
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let (starts, ends) = (word(phrase.chars().next()), word(phrase.chars().next_back()));
    haystack.match_indices(phrase).any(|(at, _)| {
        let joined_before = starts && word(haystack[..at].chars().next_back());
        let joined_after = ends && word(haystack[at + phrase.len()..].chars().next());
        !joined_before && !joined_after
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_found_with_or_without_a_scheme() {
        let text =
            "See https://Example.com/a, www.shop.net and instagram.com/ana_fotos (or http://bit.ly/x).";
        assert_eq!(link_hosts(text), ["example.com", "shop.net", "instagram.com", "bit.ly"]);
    }

    #[test]
    fn full_stops_without_a_space_addresses_and_abbreviations_are_not_links() {
        let text = "I saw your site.Thanks a lot, e.g. a redesign. Mail ana@gmail.com or call 305.555.0101";
        assert!(link_hosts(text).is_empty(), "{:?}", link_hosts(text));
    }

    #[test]
    fn markup_links_and_a_shortener_are_recognised() {
        assert!(has_markup_links("<a href=\"http://x.ru\">cheap</a>"));
        assert!(has_markup_links("[url=http://x.ru]cheap[/url]"));
        assert!(!has_markup_links("a plain message"));
        let hosts = link_hosts("<a href=\"http://x.ru\">x</a> go to bit.ly/3abc");
        assert_eq!(hosts, ["x.ru", "bit.ly"]);
        assert_eq!(shortener(&hosts), Some("bit.ly"));
    }

    #[test]
    fn foreign_scripts_are_counted_against_the_page_language() {
        let (foreign, letters, most) = foreign_letters("Привет, hello", Script::of_language("en"));
        assert_eq!((foreign, letters, most), (6, 11, Some(Script::Cyrillic)));
        assert_eq!(foreign_letters("Привет", Script::of_language("ru")).0, 0);
        assert_eq!(foreign_letters("Hola, ¿qué tal? Ñandú, café, pingüino", Script::Latin).0, 0);
        assert_eq!(foreign_letters("你好，我想做网站", Script::Latin).2, Some(Script::Cjk));
    }

    #[test]
    fn capitals_are_counted_among_cased_letters() {
        assert_eq!(capitals("HELLO world 123!"), (5, 10));
    }

    #[test]
    fn phrases_match_on_word_boundaries_only() {
        let lower = "we sell backlinks and high da links; no bitcoins";
        assert_eq!(
            phrases_in(lower, &["backlinks", "backlink", "high da", "bitcoin"]),
            ["backlinks", "high da"]
        );
    }
}
