//! The home page's head: the agency's title and description, and the structured data search
//! engines read beside it (docs/PRODUCT.md §1: local-business data and the FAQ).

use serde_json::Value;

use super::head::Meta;
use crate::domain::settings::PublicSettings;
use crate::domain::site_content::SiteContent;
use crate::site::seo;

pub fn meta(site: &str) -> Meta {
    Meta::website(
        format!("{site} | Content Creation & Social Media Agency in Miami"),
        format!(
            "{site} is a Miami content creation and social media agency: social media revamps, UGC \
             packages, posting and management, content creation and growth strategy for local businesses."
        ),
        "/",
    )
}

pub fn structured_data(settings: &PublicSettings, content: &SiteContent) -> Vec<Value> {
    let mut data = vec![seo::local_business(settings, content)];
    // The FAQPage markup matches the visible section: none when it is hidden or empty.
    if !content.visible_faq().is_empty() {
        data.push(seo::faq(content.visible_faq()));
    }
    data
}
