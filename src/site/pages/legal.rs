//! The Privacy Policy and the Terms (site content's Markdown; no page when it is empty): their
//! head tags, what they inline, and their text for readers and crawlers without JavaScript.

use maud::{Markup, PreEscaped, html};
use serde_json::{Value, json};

use super::head::Meta;
use crate::domain::site_content::SiteContent;
use crate::site::words::{self, Words};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegalPage {
    Privacy,
    Terms,
}

impl LegalPage {
    pub fn title(self, words: &Words) -> &'static str {
        match self {
            LegalPage::Privacy => words.privacy,
            LegalPage::Terms => words.terms,
        }
    }

    pub fn path(self) -> &'static str {
        match self {
            LegalPage::Privacy => "/privacy",
            LegalPage::Terms => "/terms",
        }
    }

    /// Its Markdown; empty when the site has no such page.
    pub fn markdown(self, content: &SiteContent) -> &str {
        match self {
            LegalPage::Privacy => &content.legal.privacy_markdown,
            LegalPage::Terms => &content.legal.terms_markdown,
        }
    }
}

pub fn meta(page: LegalPage, words: &Words, site: &str) -> Meta {
    let description = match page {
        LegalPage::Privacy => words::fill(words.privacy_description, site),
        LegalPage::Terms => words::fill(words.terms_description, site),
    };
    Meta::website(format!("{} | {site}", page.title(words)), description, page.path())
}

/// What the page inlines under `legal`: its title and its rendered Markdown.
pub fn data(page: LegalPage, html: &str, words: &Words) -> Value {
    json!({ "title": page.title(words), "html": html })
}

/// The page in its <noscript>; `html` is its Markdown as markdown::render made it.
pub fn text(page: LegalPage, html: &str, words: &Words) -> Markup {
    html! {
        noscript {
            article {
                h1 { (page.title(words)) }
                // Sanitized by ammonia in markdown::render: HTML meant to be inserted as it is.
                (PreEscaped(html))
            }
        }
    }
}
