//! /api/posts and the blog's pages: writing, publishing, scheduling and unpublishing posts, slugs
//! and their redirects, what visitors can and cannot see, and Markdown that cannot script.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_invalid};

fn post(changes: Value) -> Value {
    let mut body = json!({
        "title": "Reels That Sell: A Miami Playbook",
        "excerpt": "Short videos that turn views into visits.",
        "bodyMarkdown": "## Why reels\n\nBecause **people watch** them.\n\n- hook\n- story\n- offer",
        "category": "Content Strategy",
        "author": "Alex Rivera",
    });
    for (key, value) in changes.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

async fn create(app: &TestApp, token: &str, changes: Value) -> Value {
    let (status, body) = app.post("/api/posts", Some(token), &post(changes)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["post"].clone()
}

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.get(path, None).await;
    (response.status(), response.text().await.unwrap())
}

#[tokio::test]
async fn the_three_articles_of_the_spec_are_in_the_database_with_their_text() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/posts", None).await;
    assert_eq!(status, StatusCode::OK);
    let slugs: Vec<&str> =
        body["posts"].as_array().unwrap().iter().map(|p| p["slug"].as_str().unwrap()).collect();
    assert_eq!(
        slugs,
        [
            "miami-restaurants-tourism-social-media",
            "ugc-content-strategy-guide",
            "miami-social-media-marketing-2024"
        ],
        "newest first"
    );
    let (_, guide) = app.get_json("/api/posts/slug/ugc-content-strategy-guide", None).await;
    let guide = &guide["post"];
    assert_eq!(guide["category"], "Content Strategy");
    assert_eq!(guide["categorySlug"], "content-strategy");
    assert_eq!(guide["readTime"], 6, "computed: 1,052 words at 200 a minute");
    assert!(guide["bodyMarkdown"].as_str().unwrap().contains("## Step 1: Decide what the content has to do"));
    assert!(
        guide["bodyHtml"].as_str().unwrap().contains("<h2>Step 1: Decide what the content has to do</h2>")
    );
    assert!(
        guide["coverImage"].as_str().unwrap().starts_with("/media/"),
        "the cover is in the media library"
    );

    // The article reads without JavaScript, as crawlers see it.
    let (status, html) = page(&app, "/blog/ugc-content-strategy-guide").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<noscript><article><h1>The UGC Content Strategy Guide for Local Brands</h1>"),
        "{html}"
    );
    assert!(html.contains("<h2>Step 2: Choose creators for fit, not follower count</h2>"));
}

#[tokio::test]
async fn an_admin_writes_publishes_schedules_and_unpublishes_and_visitors_see_only_what_is_due() {
    let (app, token) = TestApp::with_super_admin().await;
    let draft = create(&app, &token, json!({})).await;
    assert_eq!(draft["slug"], "reels-that-sell-a-miami-playbook", "made from the title");
    assert_eq!((draft["status"].as_str(), draft["publishedAt"].as_null()), (Some("draft"), Some(())));
    assert!(draft["bodyHtml"].as_str().unwrap().contains("<strong>people watch</strong>"));
    let id = draft["id"].as_i64().unwrap();
    let slug_path = "/api/posts/slug/reels-that-sell-a-miami-playbook";
    assert_eq!(app.get_json(slug_path, None).await.0, StatusCode::NOT_FOUND, "a draft is not public");
    assert_eq!(app.get_json(slug_path, Some(&token)).await.0, StatusCode::OK, "admins see drafts");
    assert_eq!(page(&app, "/blog/reels-that-sell-a-miami-playbook").await.0, StatusCode::NOT_FOUND);

    let (status, body) =
        app.patch(&format!("/api/posts/{id}"), Some(&token), &json!({ "status": "published" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["post"]["publishedAt"].is_string());
    let (status, html) = page(&app, "/blog/reels-that-sell-a-miami-playbook").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<title>Reels That Sell: A Miami Playbook | MYTH Agency Blog</title>"));
    let (_, list) = app.get_json("/api/posts", None).await;
    assert_eq!(list["posts"][0]["slug"], "reels-that-sell-a-miami-playbook", "newest first");
    assert_eq!(list["total"], 4);
    assert!(page(&app, "/rss.xml").await.1.contains("/blog/reels-that-sell-a-miami-playbook"));

    // A new slug: the old one answers 301.
    let (status, _) =
        app.patch(&format!("/api/posts/{id}"), Some(&token), &json!({ "slug": "reels-that-sell" })).await;
    assert_eq!(status, StatusCode::OK);
    let moved = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let response = moved.get(app.url("/blog/reels-that-sell-a-miami-playbook")).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(response.headers()["location"], "/blog/reels-that-sell");

    // Scheduled two seconds ahead: absent, then there by itself (no write in between).
    let soon = jiff::Timestamp::now().checked_add(jiff::SignedDuration::from_secs(2)).unwrap().to_string();
    let later =
        create(&app, &token, json!({ "title": "Coming Soon", "status": "published", "publishedAt": soon }))
            .await;
    assert_eq!(later["status"], "published");
    let (_, scheduled) = app.get_json("/api/posts?status=scheduled", Some(&token)).await;
    assert_eq!(scheduled["posts"][0]["slug"], "coming-soon");
    assert_eq!(page(&app, "/blog/coming-soon").await.0, StatusCode::NOT_FOUND, "not yet");
    assert!(!page(&app, "/sitemap.xml").await.1.contains("coming-soon"));
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    assert_eq!(page(&app, "/blog/coming-soon").await.0, StatusCode::OK, "published at its time");
    assert!(page(&app, "/sitemap.xml").await.1.contains("/blog/coming-soon"));
    assert!(page(&app, "/rss.xml").await.1.contains("/blog/coming-soon"));

    // Unpublished: gone from visitors' view.
    let (status, _) =
        app.patch(&format!("/api/posts/{id}"), Some(&token), &json!({ "status": "draft" })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page(&app, "/blog/reels-that-sell").await.0, StatusCode::NOT_FOUND);
    let (_, drafts) = app.get_json("/api/posts?status=draft", Some(&token)).await;
    assert_eq!(drafts["total"], 1);
    let (status, _) = app.delete(&format!("/api/posts/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.delete(&format!("/api/posts/{id}"), Some(&token)).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn bad_posts_get_each_field_named_and_slugs_are_unique() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post("/api/posts", Some(&token), &post(json!({ "title": "x" }))).await;
    assert_invalid(status, &body, "title", "Title must be at least 2 characters", "short title");
    let (status, body) = app.post("/api/posts", Some(&token), &post(json!({ "slug": "Not A Slug" }))).await;
    assert_eq!(
        (status, body["errors"]["slug"].is_string()),
        (StatusCode::UNPROCESSABLE_ENTITY, true),
        "{body}"
    );
    let (status, body) =
        app.post("/api/posts", Some(&token), &post(json!({ "publishedAt": "tomorrow" }))).await;
    assert_eq!((status, body["errors"]["publishedAt"].is_string()), (StatusCode::UNPROCESSABLE_ENTITY, true));
    let (status, body) =
        app.post("/api/posts", Some(&token), &post(json!({ "seoDescription": "d".repeat(161) }))).await;
    assert_eq!(
        (status, body["errors"]["seoDescription"].is_string()),
        (StatusCode::UNPROCESSABLE_ENTITY, true)
    );
    let (status, body) =
        app.post("/api/posts", Some(&token), &post(json!({ "coverImage": "javascript:alert(1)" }))).await;
    assert_eq!((status, body["errors"]["coverImage"].is_string()), (StatusCode::UNPROCESSABLE_ENTITY, true));
    let (status, _) =
        app.post("/api/posts", Some(&token), &post(json!({ "slug": "ugc-content-strategy-guide" }))).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, _) = app.post("/api/posts", None, &post(json!({}))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // A long article fits (100,000 characters is more than the JSON limit of other endpoints).
    let long =
        create(&app, &token, json!({ "title": "Long read", "bodyMarkdown": "word ".repeat(20_000) })).await;
    assert_eq!(long["readTime"], 100);
    let (status, body) = app.get_json("/api/posts?page=0", None).await;
    assert_invalid(status, &body, "page", "Page must be a whole number from 1 to 1000000", "page 0");
}

/// Payloads from the OWASP XSS filter evasion cheat sheet, through the API to the page.
#[tokio::test]
async fn markdown_never_yields_script_on_the_page_or_in_the_preview() {
    let (app, token) = TestApp::with_super_admin().await;
    let body = "Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))\n\n\
                <a href=\"JaVaScRiPt:alert(1)\">x</a>\n\n<svg/onload=alert(1)>\n\n<iframe src=\"https://evil.example\"></iframe>\n\n\
                [ok](https://example.com) and [home](/blog)";
    let created =
        create(&app, &token, json!({ "title": "XSS test", "bodyMarkdown": body, "status": "published" }))
            .await;
    let (_, html) = page(&app, &format!("/blog/{}", created["slug"].as_str().unwrap())).await;
    let article =
        html.split("<noscript>").nth(1).unwrap().split("</noscript>").next().unwrap().to_lowercase();
    // Only markup can run: a payload shown as escaped text is harmless.
    let tags: Vec<&str> = article.split('<').skip(1).filter_map(|t| t.split('>').next()).collect();
    for bad in ["script", "onerror", "javascript:", "svg", "iframe", "onload"] {
        assert!(tags.iter().all(|t| !t.contains(bad)), "{bad} in {article}");
    }
    assert!(article.contains(r#"<a href="https://example.com" rel="noopener">ok</a>"#), "{article}");
    let (status, preview) =
        app.post("/api/admin/markdown/preview", Some(&token), &json!({ "markdown": body })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(preview["html"], created["bodyHtml"], "the preview is what the page shows");
    assert_eq!(
        app.post("/api/admin/markdown/preview", None, &json!({ "markdown": "x" })).await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn the_blog_is_paged_ten_at_a_time_with_a_category_filter() {
    let (app, token) = TestApp::with_super_admin().await;
    for n in 0..9 {
        create(
            &app,
            &token,
            json!({ "title": format!("Post number {n}"), "category": "Case Notes", "status": "published" }),
        )
        .await;
    }
    let (status, html) = page(&app, "/blog?page=2").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<title>Blog, page 2 | MYTH Agency</title>"), "{html}");
    assert!(html.contains(r#"<link rel="canonical" href="http://127.0.0.1:8080/blog?page=2">"#));
    assert!(html.contains(r#""page":2,"pages":2,"total":12"#), "the page's posts are inlined");
    assert_eq!(page(&app, "/blog?page=3").await.0, StatusCode::NOT_FOUND);
    let (status, html) = page(&app, "/blog?category=case-notes").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<title>Case Notes | Blog | MYTH Agency</title>"));
    assert_eq!(page(&app, "/blog?category=nope").await.0, StatusCode::NOT_FOUND);
    let (_, api) = app.get_json("/api/posts?category=case-notes&limit=5&page=2", None).await;
    assert_eq!((api["total"].as_i64(), api["posts"].as_array().map(Vec::len)), (Some(9), Some(4)));
}
