//! What search engines and feed readers read: JSON-LD (LocalBusiness and FAQPage on the home
//! page, BlogPosting on articles), /robots.txt, /sitemap.xml and the blog's RSS feed, all built
//! from the public URL setting.

use serde_json::{Value, json};

use crate::domain::settings::PublicSettings;
use crate::domain::site_content::{Question, SiteContent};
use crate::site::blog::{Blog, Post};
use crate::site::work::{Study, Work};

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

/// Escapes text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON that may sit inside a <script> element: nothing in it can close the element or start a
/// comment, whatever text admins stored.
pub fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
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

pub fn blog_posting(post: &Post, settings: &PublicSettings) -> Value {
    let url = absolute(settings, &format!("/blog/{}", post.slug));
    json!({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
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
pub fn case_study(study: &Study, settings: &PublicSettings) -> Value {
    let url = absolute(settings, &format!("/work/{}", study.slug));
    let mut work = json!({
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        "name": study.title,
        "headline": study.head_title(),
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

/// /robots.txt: everything but the admin area and the API, and where the sitemap is.
pub fn robots(settings: &PublicSettings) -> String {
    format!(
        "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: {}\n",
        absolute(settings, "/sitemap.xml")
    )
}

/// /sitemap.xml: the home page, the blog, each published article and case study, the legal pages.
pub fn sitemap(settings: &PublicSettings, blog: &Blog, work: &Work, content: &SiteContent) -> String {
    let mut urls = vec![(absolute(settings, "/"), None), (absolute(settings, "/blog"), None)];
    for (path, markdown) in
        [("/privacy", &content.legal.privacy_markdown), ("/terms", &content.legal.terms_markdown)]
    {
        if !markdown.is_empty() {
            urls.push((absolute(settings, path), None));
        }
    }
    urls.extend(
        blog.posts
            .iter()
            .map(|p| (absolute(settings, &format!("/blog/{}", p.slug)), Some(p.date().to_owned()))),
    );
    urls.extend(work.studies.iter().map(|s| {
        (
            absolute(settings, &format!("/work/{}", s.slug)),
            Some(s.updated_at.get(..10).unwrap_or("").to_owned()),
        )
    }));
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for (loc, lastmod) in urls {
        xml.push_str(&format!("  <url><loc>{}</loc>", escape(&loc)));
        if let Some(date) = lastmod {
            xml.push_str(&format!("<lastmod>{date}</lastmod>"));
        }
        xml.push_str("</url>\n");
    }
    xml.push_str("</urlset>\n");
    xml
}

/// Articles in the feed: readers fetch it often, and want what is new.
const FEED_ITEMS: usize = 50;

/// /rss.xml: RSS 2.0 of the blog's newest published articles.
pub fn feed(settings: &PublicSettings, blog: &Blog) -> String {
    let posts: Vec<&Post> = blog.posts.iter().take(FEED_ITEMS).collect();
    let mut items = String::new();
    for post in &posts {
        let url = absolute(settings, &format!("/blog/{}", post.slug));
        items.push_str(&format!(
            "    <item>\n      <title>{}</title>\n      <link>{url}</link>\n      <guid isPermaLink=\"true\">{url}</guid>\n      \
             <pubDate>{}</pubDate>\n      <category>{}</category>\n      <description>{}</description>\n    </item>\n",
            escape(&post.title),
            rfc2822(&post.published_at),
            escape(&post.category),
            escape(&post.excerpt),
            url = escape(&url),
        ));
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n  <channel>\n    \
         <title>{name} Blog</title>\n    <link>{blog}</link>\n    <description>Social media marketing, UGC and content strategy insights for Miami businesses.</description>\n    \
         <language>en-us</language>\n    <atom:link href=\"{feed}\" rel=\"self\" type=\"application/rss+xml\"/>\n{items}  </channel>\n</rss>\n",
        name = escape(&settings.site_name),
        blog = escape(&absolute(settings, "/blog")),
        feed = escape(&absolute(settings, "/rss.xml")),
    )
}

/// "2024-03-12T14:00:00.000Z" → "Tue, 12 Mar 2024 14:00:00 +0000".
fn rfc2822(at: &str) -> String {
    at.parse::<jiff::Timestamp>()
        .map(|t| t.to_zoned(jiff::tz::TimeZone::UTC))
        .and_then(|zoned| jiff::fmt::rfc2822::to_string(&zoned))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_text_cannot_break_out_of_a_script_element() {
        let hostile = r#"{"title":"</script><script>alert(1)</script><!--"}"#;
        let safe = script_safe(hostile);
        assert!(!safe.contains('<') && !safe.contains('>'));
        assert_eq!(
            serde_json::from_str::<Value>(&safe).unwrap()["title"],
            "</script><script>alert(1)</script><!--"
        );
    }

    #[test]
    fn html_escaping_covers_attributes() {
        assert_eq!(escape(r#"a"b'<c>&"#), "a&quot;b&#39;&lt;c&gt;&amp;");
    }

    #[test]
    fn feed_dates_are_rfc_2822() {
        assert_eq!(rfc2822("2024-03-12T14:00:00.000Z"), "Tue, 12 Mar 2024 14:00:00 +0000");
    }
}
