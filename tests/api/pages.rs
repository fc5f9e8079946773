//! The pages as served: per-route head tags, the live content inlined for the first paint, the
//! status codes of docs/PRODUCT.md §2, and the files search engines read.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, parts};

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.get(path, None).await;
    (response.status(), response.text().await.unwrap())
}

/// The JSON the server inlined for the app, or Null.
fn app_data(html: &str) -> Value {
    let open = "<script id=\"app-data\" type=\"application/json\">";
    let start = html.find(open).map(|i| i + open.len());
    let json = start.and_then(|s| html[s..].find("</script>").map(|e| &html[s..s + e]));
    json.map_or(Value::Null, |j| serde_json::from_str(j).expect("app-data is JSON"))
}

fn json_ld(html: &str) -> Vec<Value> {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .map(|rest| serde_json::from_str(&rest[..rest.find("</script>").unwrap()]).unwrap())
        .collect()
}

#[tokio::test]
async fn the_home_page_carries_its_head_tags_and_structured_data() {
    let app = TestApp::spawn().await;
    let (status, html) = page(&app, "/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>MYTH Agency | Content Creation &amp; Social Media Agency in Miami</title>"),
        "{html}"
    );
    assert!(html.contains("<meta name=\"description\" content=\"MYTH Agency is a Miami"));
    assert!(html.contains("<link rel=\"canonical\" href=\"http://127.0.0.1:8080/\">"));
    assert!(
        html.contains("<meta property=\"og:image\" content=\"http://127.0.0.1:8080/images/og-default.jpg\">")
    );
    assert!(!html.contains("noindex"));

    let data = json_ld(&html);
    let business = data.iter().find(|d| d["@type"] == "LocalBusiness").expect("LocalBusiness");
    assert_eq!(business["openingHours"], "Mo-Fr 09:00-18:00");
    assert_eq!(business["priceRange"], "$$");
    assert_eq!(business["aggregateRating"]["ratingValue"], "5.0");
    assert_eq!(business["aggregateRating"]["reviewCount"], 25);
    assert_eq!(business["address"]["postalCode"], "33101");
    assert_eq!(business["telephone"], "+1 (305) 555-0142");
    let faq = data.iter().find(|d| d["@type"] == "FAQPage").expect("FAQPage");
    assert!(faq["mainEntity"].as_array().unwrap().len() >= 3);
}

#[tokio::test]
async fn the_home_page_inlines_the_active_content_and_public_settings() {
    let app = TestApp::spawn().await;
    let (_, html) = page(&app, "/").await;
    let data = app_data(&html);
    assert_eq!(data["settings"]["siteName"], "MYTH Agency");
    assert!(data["settings"].get("registrationKey").is_none());
    for (key, count) in [("services", 6), ("projects", 6), ("testimonials", 2), ("clientLogos", 6)] {
        assert_eq!(data[key].as_array().map(Vec::len), Some(count), "{key}");
    }
    let (_, api) = parts(app.get("/api/services", None).await).await;
    assert_eq!(data["services"], api["services"], "inlined exactly as the API returns it");
}

#[tokio::test]
async fn a_content_change_shows_on_the_next_page_load() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, before) = page(&app, "/").await;
    let id = app_data(&before)["services"][0]["id"].as_i64().unwrap();

    let rename = json!({ "title": "Brand Films" });
    let response = app.send(Method::PATCH, &format!("/api/services/{id}"), Some(&token), &rename).await;
    assert_eq!(response.status(), StatusCode::OK);
    let (_, after) = page(&app, "/").await;
    assert_eq!(app_data(&after)["services"][0]["title"], "Brand Films");

    let hide = json!({ "isActive": false });
    app.send(Method::PATCH, &format!("/api/services/{id}"), Some(&token), &hide).await;
    let (_, hidden) = page(&app, "/").await;
    assert!(app_data(&hidden)["services"].as_array().unwrap().iter().all(|s| s["id"] != id));
}

#[tokio::test]
async fn a_change_made_by_another_process_shows_within_seconds() {
    let app = TestApp::spawn().await;
    page(&app, "/").await;
    // The CLI writes through its own connection, not through this server.
    let conn = rusqlite::Connection::open(app.db.path()).unwrap();
    conn.execute("update settings set value = 'Myth Studio' where key = 'site_name'", []).unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let (_, html) = page(&app, "/").await;
        if html.contains("<title>Myth Studio |") {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the new site name never showed");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn stored_text_cannot_inject_script_into_the_page() {
    let (app, token) = TestApp::with_super_admin().await;
    let hostile = "</script><script>alert(1)</script><!--";
    let body = json!({ "title": hostile, "description": "A description long enough.", "icon": "camera", "position": -1 });
    let response = app.send(Method::POST, "/api/services", Some(&token), &body).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let (_, html) = page(&app, "/").await;
    assert!(!html.contains(hostile));
    assert_eq!(app_data(&html)["services"][0]["title"], hostile, "the text survives as data");
}

#[tokio::test]
async fn articles_get_their_title_description_and_blog_posting() {
    let app = TestApp::spawn().await;
    let (status, html) = page(&app, "/blog/ugc-content-strategy-guide").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>The UGC Content Strategy Guide for Local Brands | MYTH Agency Blog</title>")
    );
    assert!(html.contains("<meta name=\"description\" content=\"User-generated content outperforms"));
    assert!(html.contains("<meta property=\"og:type\" content=\"article\">"));
    let posting = json_ld(&html).into_iter().find(|d| d["@type"] == "BlogPosting").expect("BlogPosting");
    assert_eq!(posting["datePublished"], "2024-04-02T14:00:00.000Z");
    assert_eq!(posting["url"], "http://127.0.0.1:8080/blog/ugc-content-strategy-guide");
}

#[tokio::test]
async fn unknown_pages_are_404_with_the_app_and_not_indexed() {
    let app = TestApp::spawn().await;
    for path in ["/nonexistent", "/blog/no-such-post", "/admin/no-such-screen"] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{path}");
    }
    let (_, post) = page(&app, "/blog/no-such-post").await;
    assert!(post.contains("<title>Post Not Found | MYTH Agency Blog</title>"));
}

#[tokio::test]
async fn admin_pages_are_200_unindexed_and_carry_no_public_data() {
    let app = TestApp::spawn().await;
    for path in ["/admin", "/admin/login", "/admin/register", "/admin/dashboard", "/admin/users"] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(html.contains("noindex") && app_data(&html).is_null(), "{path}");
    }
}

#[tokio::test]
async fn pages_are_precompressed_and_revalidated() {
    let app = TestApp::spawn().await;
    let response = app.request(Method::GET, "/", None).header("accept-encoding", "br").send().await.unwrap();
    assert_eq!(response.headers()["content-encoding"], "br");
    assert_eq!(response.headers()["cache-control"], "no-cache");
    let etag = response.headers()["etag"].to_str().unwrap().to_owned();
    let again = app
        .request(Method::GET, "/", None)
        .header("accept-encoding", "br")
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn robots_sitemap_and_feed_use_the_public_url() {
    let (app, token) = TestApp::with_super_admin().await;
    let change = json!({ "publicUrl": "https://mythagency.example/" });
    assert_eq!(
        app.send(Method::PATCH, "/api/admin/settings", Some(&token), &change).await.status(),
        StatusCode::OK
    );

    let (status, robots) = page(&app, "/robots.txt").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        robots.contains("Disallow: /admin")
            && robots.contains("Sitemap: https://mythagency.example/sitemap.xml")
    );

    let (_, sitemap) = page(&app, "/sitemap.xml").await;
    assert_eq!(
        sitemap.matches("<url>").count(),
        14,
        "home, blog, privacy, terms, three articles, each in English and Spanish: {sitemap}"
    );
    assert!(sitemap.contains("<loc>https://mythagency.example/blog/miami-social-media-marketing-2024</loc>"));

    let (_, feed) = page(&app, "/rss.xml").await;
    assert_eq!(feed.matches("<item>").count(), 3, "{feed}");
    assert!(feed.contains("<pubDate>Tue, 21 May 2024 14:00:00 +0000</pubDate>"), "{feed}");

    let (_, home) = page(&app, "/").await;
    assert!(home.contains("<link rel=\"canonical\" href=\"https://mythagency.example/\">"));
}

#[tokio::test]
async fn files_are_served_in_byte_ranges_for_video_players() {
    let app = TestApp::spawn().await;
    let whole = app.get("/favicon.svg", None).await;
    assert_eq!(whole.headers()["accept-ranges"], "bytes");
    let full = whole.bytes().await.unwrap();

    let part =
        app.request(Method::GET, "/favicon.svg", None).header("range", "bytes=0-9").send().await.unwrap();
    assert_eq!(part.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.headers()["content-range"], format!("bytes 0-9/{}", full.len()).as_str());
    assert!(!part.headers().contains_key("content-encoding"), "ranges are of the identity bytes");
    assert_eq!(part.bytes().await.unwrap(), full.slice(0..10));

    let beyond = app
        .request(Method::GET, "/favicon.svg", None)
        .header("range", format!("bytes={}-", full.len()))
        .send()
        .await
        .unwrap();
    assert_eq!(beyond.status(), StatusCode::RANGE_NOT_SATISFIABLE);
}

#[tokio::test]
async fn ui_files_embedded_only_compressed_are_served_plain_to_who_asks_for_no_encoding() {
    let app = TestApp::spawn().await;
    let (_, html) = page(&app, "/").await;
    let start = html.find("/assets/index-").expect("the page names its entry script");
    let script = &html[start..start + html[start..].find('"').unwrap()];

    let app = &app;
    let get = |encoding: &'static str| async move {
        let response =
            app.request(Method::GET, script, None).header("accept-encoding", encoding).send().await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{encoding}");
        let headers = response.headers().clone();
        (headers, response.bytes().await.unwrap())
    };
    let (gzip_headers, gzip) = get("gzip").await;
    assert_eq!(gzip_headers["content-encoding"], "gzip");
    let mut unpacked = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(gzip.as_ref()), &mut unpacked).unwrap();

    let (plain_headers, plain) = get("identity").await;
    assert!(!plain_headers.contains_key("content-encoding"));
    assert_eq!(plain_headers["content-type"], "text/javascript; charset=utf-8");
    assert_eq!(plain, unpacked, "the plain bytes are the gzip copy's");
    assert_ne!(plain_headers["etag"], gzip_headers["etag"]);

    // The tags stay what they were once the plain bytes were unpacked, so caches revalidate.
    let again = app
        .request(Method::GET, script, None)
        .header("accept-encoding", "gzip")
        .header("if-none-match", gzip_headers["etag"].to_str().unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}
