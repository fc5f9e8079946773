//! Stored text reaches the pages, the feed and the sitemap as text: markup, quotes and ampersands
//! in any field an admin (or an import) wrote are escaped for where they land (HTML, JSON in a
//! script element, XML) and read back as what was stored.

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::content::{CLIENT_LOGOS, PROJECTS, SERVICES, TESTIMONIALS};
use crate::helpers::TestApp;

/// What an admin might paste, marked with the field it went into.
fn hostile(field: &str) -> String {
    format!(r#"{field} <script>alert("x&y")</script>"#)
}

/// The part of every hostile value that must never reach a document as it is.
const RAW: &str = r#"<script>alert("x&y")"#;
/// A case study's figure holds 16 characters: a shorter one.
const FIGURE: &str = r#"<i>"&"</i>"#;

/// Text as HTML content or a double-quoted attribute value.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The document at `path`, asserted free of any hostile value as it was stored.
async fn document(app: &TestApp, path: &str) -> String {
    let response = app.get(path, None).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    let text = response.text().await.unwrap();
    assert!(!text.contains(RAW) && !text.contains(FIGURE), "{path} has stored text as markup: {text}");
    text
}

/// The JSON the server inlined for the app.
fn app_data(html: &str) -> Value {
    let open = "<script id=\"app-data\" type=\"application/json\">";
    let start = html.find(open).expect("the page inlines its data") + open.len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("app-data is JSON")
}

fn json_ld(html: &str, kind: &str) -> Value {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .map(|rest| serde_json::from_str::<Value>(&rest[..rest.find("</script>").unwrap()]).unwrap())
        .find(|data| data["@type"] == kind)
        .unwrap_or_else(|| panic!("no {kind} in {html}"))
}

/// The texts of the elements named `name` in an XML document, which must parse.
fn xml_texts(xml: &str, name: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(xml).unwrap_or_else(|e| panic!("{e}: {xml}"));
    doc.descendants().filter(|n| n.has_tag_name(name)).map(|n| n.text().unwrap_or("").to_owned()).collect()
}

#[tokio::test]
async fn stored_text_is_escaped_in_every_page_the_feed_and_the_sitemap() {
    let (app, token) = TestApp::with_super_admin().await;
    let ok = |(status, body): (StatusCode, Value)| {
        assert!(status.is_success(), "{status}: {body}");
        body
    };
    ok(app.patch("/api/admin/settings", Some(&token), &json!({ "siteName": hostile("site") })).await);
    SERVICES
        .create(
            &app,
            &token,
            json!({ "title": hostile("service"), "description": hostile("about"), "icon": "mic" }),
        )
        .await;
    let body = PROJECTS.with(json!({
        "title": hostile("project"),
        "category": hostile("work category"),
        "description": hostile("project description"),
    }));
    let project = PROJECTS.create(&app, &token, body).await["id"].as_i64().unwrap();
    let body = json!({ "name": hostile("name"), "company": hostile("company"), "quote": hostile("quote") });
    TESTIMONIALS.create(&app, &token, TESTIMONIALS.with(body)).await;
    CLIENT_LOGOS.create(&app, &token, CLIENT_LOGOS.with(json!({ "alt": hostile("alt") }))).await;
    let change = json!({
        "hero": { "eyebrow": hostile("eyebrow"), "subtitle": hostile("subtitle") },
        "about": { "founder": { "name": hostile("founder") } },
        "faq": { "items": [{ "question": hostile("question"), "answer": hostile("answer") }] },
        "social": { "tagline": hostile("tagline") },
        "legal": { "privacyMarkdown": hostile("privacy") },
    });
    ok(app.patch("/api/admin/site-content", Some(&token), &change).await);
    let post = json!({
        "title": hostile("title"),
        "excerpt": hostile("excerpt"),
        "bodyMarkdown": hostile("body"),
        "category": hostile("category"),
        "author": hostile("author"),
        "seoTitle": hostile("seo title"),
        "status": "published",
    });
    let post = ok(app.post("/api/posts", Some(&token), &post).await)["post"].clone();
    let study = json!({
        "client": hostile("client"),
        "bodyMarkdown": hostile("story"),
        "results": [{ "value": FIGURE, "label": hostile("label") }],
        "seoDescription": hostile("study description"),
        "status": "published",
    });
    let path = format!("/api/projects/{project}/case-study");
    let study = ok(app.call(Method::PUT, &path, Some(&token), Some(&study)).await)["caseStudy"].clone();
    let site = escaped(&hostile("site"));

    let home = document(&app, "/").await;
    assert!(home.contains(&format!("<meta property=\"og:site_name\" content=\"{site}\">")), "{home}");
    let data = app_data(&home);
    assert_eq!(data["settings"]["siteName"], hostile("site"));
    for (list, field, text) in [
        ("services", "title", "service"),
        ("projects", "category", "work category"),
        ("testimonials", "company", "company"),
        ("clientLogos", "alt", "alt"),
    ] {
        let items = data[list].as_array().unwrap();
        assert!(items.iter().any(|item| item[field] == hostile(text)), "{list}: {}", data[list]);
    }
    assert_eq!(data["content"]["hero"]["eyebrow"], hostile("eyebrow"));
    assert_eq!(data["content"]["about"]["founder"]["name"], hostile("founder"));
    assert_eq!(data["latestPosts"][0]["category"], hostile("category"));
    assert_eq!(json_ld(&home, "LocalBusiness")["name"], hostile("site"));
    assert_eq!(json_ld(&home, "FAQPage")["mainEntity"][0]["acceptedAnswer"]["text"], hostile("answer"));

    let article = document(&app, &format!("/blog/{}", post["slug"].as_str().unwrap())).await;
    let title = escaped(&hostile("seo title"));
    assert!(article.contains(&format!("<title>{title} | {site} Blog</title>")), "{article}");
    let excerpt = escaped(&hostile("excerpt"));
    assert!(article.contains(&format!("<meta name=\"description\" content=\"{excerpt}\">")));
    let byline = format!("<h1>{}</h1><p>{} · ", escaped(&hostile("title")), escaped(&hostile("author")));
    assert!(article.contains(&byline), "{article}");
    let posting = json_ld(&article, "BlogPosting");
    assert_eq!(
        (&posting["articleSection"], &posting["author"]["name"]),
        (&json!(hostile("category")), &json!(hostile("author")))
    );
    assert_eq!(app_data(&article)["blog"]["post"]["excerpt"], hostile("excerpt"));

    let category = post["categorySlug"].as_str().unwrap();
    let list = document(&app, &format!("/blog?category={category}")).await;
    let name = escaped(&hostile("category"));
    assert!(list.contains(&format!("<title>{name} | Blog | {site}</title>")), "{list}");

    let work = document(&app, &format!("/work/{}", study["slug"].as_str().unwrap())).await;
    let project_title = escaped(&hostile("project"));
    assert!(work.contains(&format!("<title>{project_title}: case study | {site}</title>")), "{work}");
    let description = escaped(&hostile("study description"));
    assert!(work.contains(&format!("<meta property=\"og:description\" content=\"{description}\">")));
    let client = escaped(&hostile("client"));
    let work_category = escaped(&hostile("work category"));
    assert!(work.contains(&format!("<h1>{project_title}</h1><p>{work_category} · {client}</p>")), "{work}");
    let figure = format!("<li><strong>{}</strong> {}</li>", escaped(FIGURE), escaped(&hostile("label")));
    assert!(work.contains(&figure), "{work}");
    assert_eq!(json_ld(&work, "CreativeWork")["sourceOrganization"]["name"], hostile("client"));

    let privacy = document(&app, "/privacy").await;
    assert!(privacy.contains(&format!("<title>Privacy Policy | {site}</title>")), "{privacy}");

    let feed = document(&app, "/rss.xml").await;
    let titles = xml_texts(&feed, "title");
    assert_eq!(titles[..2], [format!("{} Blog", hostile("site")), hostile("title")], "{feed}");
    assert_eq!(xml_texts(&feed, "category")[0], hostile("category"));
    assert_eq!(xml_texts(&feed, "description")[1], hostile("excerpt"));
    xml_texts(&document(&app, "/sitemap.xml").await, "loc");

    // Slugs are checked when written through the API; one stored otherwise is escaped all the same.
    let conn = rusqlite::Connection::open(app.db.path()).unwrap();
    let slug = hostile("slug");
    let post_id = post["id"].as_i64().unwrap();
    conn.execute("update posts set slug = ?1 where id = ?2", rusqlite::params![slug, post_id]).unwrap();
    conn.execute("update case_studies set slug = ?1 where project_id = ?2", rusqlite::params![slug, project])
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    let sitemap = loop {
        let sitemap = document(&app, "/sitemap.xml").await;
        if sitemap.contains("slug ") {
            break sitemap;
        }
        assert!(Instant::now() < deadline, "the new slugs never showed: {sitemap}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let locs = xml_texts(&sitemap, "loc");
    for path in [format!("/blog/{slug}"), format!("/work/{slug}")] {
        assert!(locs.iter().any(|loc| loc.ends_with(&path)), "{path}: {sitemap}");
    }
    let feed = document(&app, "/rss.xml").await;
    assert!(xml_texts(&feed, "guid")[0].ends_with(&format!("/blog/{slug}")), "{feed}");
    let home = document(&app, "/").await;
    assert_eq!(app_data(&home)["caseStudies"][0]["slug"], slug);
}
