//! What crawlers and feed readers fetch besides pages: /robots.txt, /sitemap.xml and the blog's
//! RSS feed, with addresses on the public URL setting. The XML is written by quick-xml, which
//! escapes every text and attribute value it is given: a title, category or slug cannot change
//! the document's structure.

use std::io;

use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};

use crate::domain::languages::Languages;
use crate::domain::settings::PublicSettings;
use crate::domain::site_content::SiteContent;
use crate::site::blog::Blog;
use crate::site::seo::absolute;
use crate::site::words;
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

/// /sitemap.xml: every page in every language it exists in (the home page, the blog, each
/// published article and case study, the legal pages), each listing its versions in the others.
pub fn sitemap(
    settings: &PublicSettings,
    languages: &Languages,
    blog: &Blog,
    work: &Work,
    content: &SiteContent,
) -> String {
    // Each page as its versions: (language, address).
    let every = |path: &str| -> Vec<(String, String)> {
        languages.all().map(|l| (l.to_owned(), languages.path_in(l, path))).collect()
    };
    let mut pages = vec![every("/"), every("/blog")];
    for (path, markdown) in
        [("/privacy", &content.legal.privacy_markdown), ("/terms", &content.legal.terms_markdown)]
    {
        if !markdown.is_empty() {
            pages.push(every(path));
        }
    }
    pages.extend(blog.everywhere.iter().map(|found| found.clone().into_iter().collect()));
    pages.extend(work.studies.iter().map(|s| s.alternates.clone().into_iter().collect()));
    let default = languages.default_language();
    document(|xml| {
        let urlset = xml.create_element("urlset");
        urlset
            .with_attributes([
                ("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9"),
                ("xmlns:xhtml", "http://www.w3.org/1999/xhtml"),
            ])
            .write_inner_content(|xml| {
                for versions in &pages {
                    for (_, path) in versions {
                        xml.create_element("url").write_inner_content(|xml| {
                            text(xml, "loc", &absolute(settings, path))?;
                            if versions.len() > 1 {
                                let default_path = versions.iter().find(|(l, _)| l == default);
                                let links = versions
                                    .iter()
                                    .map(|(l, p)| (l.as_str(), p))
                                    .chain(default_path.map(|(_, p)| ("x-default", p)));
                                for (lang, path) in links {
                                    xml.create_element("xhtml:link")
                                        .with_attributes([
                                            ("rel", "alternate"),
                                            ("hreflang", lang),
                                            ("href", absolute(settings, path).as_str()),
                                        ])
                                        .write_empty()?;
                                }
                            }
                            Ok(())
                        })?;
                    }
                }
                Ok(())
            })?;
        Ok(())
    })
}

/// The RSS feed (`/rss.xml`, `/es/rss.xml`): RSS 2.0 of the newest articles published in the
/// blog's language.
pub fn rss(settings: &PublicSettings, languages: &Languages, lang: &str, blog: &Blog) -> String {
    let words = words::of(lang);
    let feed = absolute(settings, &languages.path_in(lang, "/rss.xml"));
    document(|xml| {
        let rss = xml.create_element("rss");
        rss.with_attributes([("version", "2.0"), ("xmlns:atom", "http://www.w3.org/2005/Atom")])
            .write_inner_content(|xml| {
                xml.create_element("channel").write_inner_content(|xml| {
                    text(xml, "title", &words::blog_of(lang, &settings.site_name))?;
                    text(xml, "link", &absolute(settings, &languages.path_in(lang, "/blog")))?;
                    text(xml, "description", words.blog_description)?;
                    text(xml, "language", words.feed_language)?;
                    xml.create_element("atom:link")
                        .with_attributes([
                            ("href", feed.as_str()),
                            ("rel", "self"),
                            ("type", "application/rss+xml"),
                        ])
                        .write_empty()?;
                    for post in blog.posts.iter().take(FEED_ITEMS) {
                        let url =
                            absolute(settings, &languages.path_in(lang, &format!("/blog/{}", post.slug)));
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
