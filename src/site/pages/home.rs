//! The home page's head: the agency's title and description, and the structured data search
//! engines read beside it (docs/PRODUCT.md §1: local-business data and the FAQ).

use serde_json::Value;

use super::head::Meta;
use crate::domain::settings::PublicSettings;
use crate::domain::site_content::SiteContent;
use crate::site::seo;
use crate::site::words::{self, Words};

pub fn meta(words: &Words, site: &str) -> Meta {
    Meta::website(words::fill(words.home_title, site), words::fill(words.home_description, site), "/")
}

pub fn structured_data(settings: &PublicSettings, content: &SiteContent) -> Vec<Value> {
    let mut data = vec![seo::local_business(settings, content)];
    // The FAQPage markup matches the visible section: none when it is hidden or empty.
    if !content.visible_faq().is_empty() {
        data.push(seo::faq(content.visible_faq()));
    }
    data
}
