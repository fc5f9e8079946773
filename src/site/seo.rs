//! What search engines read beside a page's text: JSON-LD (LocalBusiness and FAQPage on the home
//! page, BlogPosting on articles, CreativeWork on case studies) with addresses on the public URL
//! setting. Pages inline it through `pages::json_script`; /robots.txt, /sitemap.xml and the feed
//! are `feeds`'.

use serde_json::{Value, json};

use crate::domain::settings::PublicSettings;
use crate::domain::site_content::{Question, SiteContent};
use crate::site::blog::Post;
use crate::site::work::Study;

/// The social-card image when a page has none of its own (1200×630).
pub const DEFAULT_IMAGE: &str = "/images/og-default.jpg";

/// docs/PRODUCT.md §1's structured data constants.
const OPENING_HOURS: &str = "Mo-Fr 09:00-18:00";
const PRICE_RANGE: &str = "$$";
const RATING: &str = "5.0";
const REVIEW_COUNT: u32 = 25;
const POSTAL_CODE: &str = "33101";

/// `path` on the site's public URL.
pub fn absolute(settings: &PublicSettings, path: &str) -> String {
    if path.starts_with("http://") || path.starts_with("https://") {
        return path.to_owned();
    }
    format!("{}{path}", settings.public_url.trim_end_matches('/'))
}

pub fn local_business(settings: &PublicSettings, content: &SiteContent) -> Value {
    json!({
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        "@id": absolute(settings, "/#business"),
        "name": settings.site_name,
        "description": "Content creation and social media agency in Miami: UGC, social media revamps, posting and management, and growth strategy.",
        "url": absolute(settings, "/"),
        "image": absolute(settings, DEFAULT_IMAGE),
        "email": settings.contact_email,
        "telephone": settings.contact_phone,
        "priceRange": PRICE_RANGE,
        "openingHours": OPENING_HOURS,
        "address": {
            "@type": "PostalAddress",
            "addressLocality": "Miami",
            "addressRegion": "FL",
            "postalCode": POSTAL_CODE,
            "addressCountry": "US"
        },
        "areaServed": "Miami, Florida",
        "aggregateRating": { "@type": "AggregateRating", "ratingValue": RATING, "reviewCount": REVIEW_COUNT },
        "sameAs": content.social.links.iter().map(|link| link.url.as_str()).collect::<Vec<_>>()
    })
}

/// The FAQ section's questions, as search engines read them beside the visible section.
pub fn faq(items: &[Question]) -> Value {
    let questions: Vec<Value> = items
        .iter()
        .map(|item| {
            json!({
                "@type": "Question",
                "name": item.question,
                "acceptedAnswer": { "@type": "Answer", "text": item.answer }
            })
        })
        .collect();
    json!({ "@context": "https://schema.org", "@type": "FAQPage", "mainEntity": questions })
}

/// An article in `lang`, at its address there (`path`).
pub fn blog_posting(post: &Post, settings: &PublicSettings, lang: &str, path: &str) -> Value {
    let url = absolute(settings, path);
    json!({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "inLanguage": lang,
        "headline": post.head_title(),
        "description": post.head_description(),
        "datePublished": post.published_at,
        "articleSection": post.category,
        "image": absolute(settings, post.cover_image.as_deref().unwrap_or(DEFAULT_IMAGE)),
        "url": url,
        "mainEntityOfPage": url,
        "author": { "@type": "Person", "name": post.author },
        "publisher": { "@type": "Organization", "name": settings.site_name, "url": absolute(settings, "/") }
    })
}

/// A case study as the work it shows (schema.org CreativeWork), made by the agency for its client.
pub fn case_study(study: &Study, settings: &PublicSettings, lang: &str, path: &str) -> Value {
    let url = absolute(settings, path);
    let mut work = json!({
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        "inLanguage": lang,
        "name": study.title,
        "headline": study.head_title(crate::site::words::of(lang)),
        "description": study.head_description(),
        "genre": study.category,
        "dateModified": study.updated_at,
        "url": url,
        "mainEntityOfPage": url,
        "creator": { "@type": "Organization", "name": settings.site_name, "url": absolute(settings, "/") }
    });
    if let Some(picture) = study.picture() {
        work["image"] = json!(absolute(settings, picture));
    }
    if !study.client.is_empty() {
        work["sourceOrganization"] = json!({ "@type": "Organization", "name": study.client });
    }
    work
}
