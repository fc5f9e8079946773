//! What crawlers and feed readers fetch besides pages: /robots.txt, /sitemap.xml and the blog's
//! RSS feed, with addresses on the public URL setting. The XML is written by quick-xml, which
//! escapes every text and attribute value it is given: a title, category or slug cannot change
//! the document's structure.

use std::io;

use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};

use crate::domain::settings::PublicSettings;
use crate::domain::site_content::SiteContent;
use crate::site::blog::Blog;
use crate::site::seo::{BLOG_DESCRIPTION, absolute};
use crate::site::work::Work;

/// Articles in the feed: readers fetch it often, and want what is new.
const FEED_ITEMS: usize = 50;

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
        blog.posts.iter().map(|p| (absolute(settings, &format!("/blog/{}", p.slug)), Some(p.date()))),
    );
    urls.extend(work.studies.iter().map(|s| {
        (absolute(settings, &format!("/work/{}", s.slug)), Some(s.updated_at.get(..10).unwrap_or("")))
    }));
    document(|xml| {
        let urlset = xml.create_element("urlset");
        urlset.with_attribute(("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")).write_inner_content(
            |xml| {
                for (loc, lastmod) in &urls {
                    xml.create_element("url").write_inner_content(|xml| {
                        text(xml, "loc", loc)?;
                        if let Some(date) = lastmod {
                            text(xml, "lastmod", date)?;
                        }
                        Ok(())
                    })?;
                }
                Ok(())
            },
        )?;
        Ok(())
    })
}

/// /rss.xml: RSS 2.0 of the blog's newest published articles.
pub fn rss(settings: &PublicSettings, blog: &Blog) -> String {
    let feed = absolute(settings, "/rss.xml");
    document(|xml| {
        let rss = xml.create_element("rss");
        rss.with_attributes([("version", "2.0"), ("xmlns:atom", "http://www.w3.org/2005/Atom")])
            .write_inner_content(|xml| {
                xml.create_element("channel").write_inner_content(|xml| {
                    text(xml, "title", &format!("{} Blog", settings.site_name))?;
                    text(xml, "link", &absolute(settings, "/blog"))?;
                    text(xml, "description", BLOG_DESCRIPTION)?;
                    text(xml, "language", "en-us")?;
                    xml.create_element("atom:link")
                        .with_attributes([
                            ("href", feed.as_str()),
                            ("rel", "self"),
                            ("type", "application/rss+xml"),
                        ])
                        .write_empty()?;
                    for post in blog.posts.iter().take(FEED_ITEMS) {
                        let url = absolute(settings, &format!("/blog/{}", post.slug));
                        xml.create_element("item").write_inner_content(|xml| {
                            text(xml, "title", &post.title)?;
                            text(xml, "link", &url)?;
                            xml.create_element("guid")
                                .with_attribute(("isPermaLink", "true"))
                                .write_text_content(BytesText::new(&url))?;
                            text(xml, "pubDate", &rfc2822(&post.published_at))?;
                            text(xml, "category", &post.category)?;
                            text(xml, "description", &post.excerpt)
                        })?;
                    }
                    Ok(())
                })?;
                Ok(())
            })?;
        Ok(())
    })
}

/// An XML document in UTF-8, two spaces an indent, ending with a new line.
fn document(write: impl FnOnce(&mut Writer<Vec<u8>>) -> io::Result<()>) -> String {
    let mut xml = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Written to memory, which cannot fail; the bytes are the UTF-8 of &strs.
    let _ = xml
        .write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
        .and_then(|()| write(&mut xml));
    let mut bytes = xml.into_inner();
    bytes.push(b'\n');
    String::from_utf8(bytes).unwrap_or_default()
}

/// `<name>text</name>`, the text escaped.
fn text(xml: &mut Writer<Vec<u8>>, name: &str, text: &str) -> io::Result<()> {
    xml.create_element(name).write_text_content(BytesText::new(text)).map(|_| ())
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
    fn feed_dates_are_rfc_2822() {
        assert_eq!(rfc2822("2024-03-12T14:00:00.000Z"), "Tue, 12 Mar 2024 14:00:00 +0000");
    }
}
