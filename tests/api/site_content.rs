//! Site content: the public site's copy from /api/site-content, changed by admins section by
//! section with per-field errors, rendered into the home page (FAQ JSON-LD included) and the
//! legal pages at /privacy and /terms.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_invalid};

async fn content(app: &TestApp) -> Value {
    let (status, body) = app.get_json("/api/site-content", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["content"].clone()
}

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.get(path, None).await;
    (response.status(), response.text().await.unwrap())
}

#[tokio::test]
async fn a_fresh_site_has_the_copy_it_was_built_with_and_real_legal_pages() {
    let app = TestApp::spawn().await;
    let content = content(&app).await;
    assert_eq!(content["hero"]["primaryLabel"], "Let's talk");
    let stats: Vec<&str> =
        content["stats"].as_array().unwrap().iter().map(|s| s["value"].as_str().unwrap()).collect();
    assert_eq!(stats, ["100+", "10K+", "500K+", "4+"]);
    assert_eq!(content["faq"]["items"].as_array().unwrap().len(), 4);
    assert_eq!(content["sections"]["faq"], true);
    assert!(content["legal"]["privacyMarkdown"].as_str().unwrap().starts_with("This policy explains"));

    let (_, home) = page(&app, "/").await;
    assert!(home.contains("\"@type\":\"FAQPage\""), "the FAQ's JSON-LD");
    assert!(home.contains("What are UGC packages?"));
    assert!(
        home.contains("\"sameAs\":[\"https://www.instagram.com/mythagency\"]"),
        "profiles from the footer's links"
    );
    assert!(!home.contains("privacyMarkdown"), "the legal text stays on its own page");

    for (path, title) in [("/privacy", "Privacy Policy"), ("/terms", "Terms of Service")] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(html.contains(&format!("<title>{title} | MYTH Agency</title>")), "{html}");
        assert!(html.contains(&format!("{path}\">")), "canonical");
        assert!(
            html.contains(&format!("<noscript><article><h1>{title}</h1>")),
            "reads without JavaScript: {}",
            &html[html.find("<noscript").unwrap_or(0)..][..300]
        );
    }
    let (_, sitemap) = page(&app, "/sitemap.xml").await;
    assert!(sitemap.contains("/privacy</loc>") && sitemap.contains("/terms</loc>"), "{sitemap}");
}

#[tokio::test]
async fn an_admins_change_shows_on_the_public_pages_and_keeps_what_it_does_not_name() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut faq = content(&app).await["faq"]["items"].clone();
    faq[0] = json!({ "question": "Do you film in Spanish?", "answer": "Sí: every shoot, both languages." });
    let mut stats = content(&app).await["stats"].clone();
    stats[1] = json!({ "value": "25K+", "label": "Followers generated" });
    let change = json!({
        "hero": { "subtitle": "Reels and UGC that fill Miami tables." },
        "stats": stats,
        "faq": { "items": faq },
        "legal": { "privacyMarkdown": "We keep **only** what you send us." },
    });
    let (status, body) = app.patch("/api/admin/site-content", Some(&token), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["content"]["hero"]["subtitle"], "Reels and UGC that fill Miami tables.");
    assert_eq!(body["content"]["hero"]["primaryLabel"], "Let's talk", "fields not named are kept");
    assert_eq!(body["content"], content(&app).await);

    let (_, home) = page(&app, "/").await;
    assert!(home.contains("Reels and UGC that fill Miami tables."), "inlined for the first paint");
    assert!(home.contains("\"value\":\"25K+\""));
    assert!(home.contains("\"name\":\"Do you film in Spanish?\""), "the JSON-LD follows the FAQ");
    let (_, privacy) = page(&app, "/privacy").await;
    assert!(privacy.contains("We keep <strong>only</strong> what you send us."), "{privacy}");

    // Hidden sections keep their content; the FAQ's markup goes with the section.
    let hide = json!({ "sections": { "faq": false, "visitCounter": false } });
    let (status, body) = app.patch("/api/admin/site-content", Some(&token), &hide).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["content"]["sections"]["stats"], true);
    assert_eq!(body["content"]["faq"]["items"][0]["question"], "Do you film in Spanish?");
    let (_, home) = page(&app, "/").await;
    assert!(!home.contains("FAQPage"));

    // A site without terms has no /terms.
    let (status, _) = app
        .patch("/api/admin/site-content", Some(&token), &json!({ "legal": { "termsMarkdown": "" } }))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page(&app, "/terms").await.0, StatusCode::NOT_FOUND);
    assert!(!page(&app, "/sitemap.xml").await.1.contains("/terms<"));
}

#[tokio::test]
async fn bad_content_gets_per_field_errors_and_changes_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = content(&app).await;
    let cases = [
        (
            json!({ "stats": [{ "value": "100+", "label": "Videos" }, { "value": "More than ten thousand", "label": "Followers" }] }),
            "stats.1.value",
            "A stat is a short figure such as 100+ or 4.9★ (at most 12 characters)",
        ),
        (
            json!({ "faq": { "items": [{ "question": "Is it empty?", "answer": " " }] } }),
            "faq.items.0.answer",
            "The answer is required",
        ),
        (
            json!({ "social": { "links": [{ "network": "instagram", "url": "javascript:alert(1)" }] } }),
            "social.links.0.url",
            "A profile link must be a web address starting with https://",
        ),
        (
            json!({ "hero": { "subtitle": "Too short" } }),
            "hero.subtitle",
            "The subtitle must be at least 10 characters",
        ),
        (json!({ "process": { "steps": [] } }), "process.steps", "Keep at least one step"),
        (
            json!({ "cta": { "buttonLabel": "Go\nnow" } }),
            "cta.buttonLabel",
            "The button's label must fit on one line",
        ),
        (
            json!({ "about": { "founder": { "photo": "data:image/png;base64,AAAA" } } }),
            "about.founder.photo",
            "The photo must start with https://, http:// or / (a path on this site)",
        ),
    ];
    for (body, field, message) in cases {
        let (status, answer) = app.patch("/api/admin/site-content", Some(&token), &body).await;
        assert_invalid(status, &answer, field, message, &body.to_string());
    }
    // Shapes: a number for text, an unknown field, an unknown section, a network we cannot draw.
    for (body, field) in [
        (json!({ "stats": [{ "value": 100, "label": "Videos" }] }), "stats.0.value"),
        (json!({ "hero": { "subtitel": "typo" } }), "hero"),
        (json!({ "pricing": {} }), "pricing"),
        (
            json!({ "social": { "links": [{ "network": "myspace", "url": "https://myspace.com/x" }] } }),
            "social.links.0.network",
        ),
    ] {
        let (status, answer) = app.patch("/api/admin/site-content", Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {answer}");
        assert!(
            answer["errors"].as_object().unwrap().keys().any(|k| k.starts_with(field)),
            "{body}: {answer}"
        );
    }
    // One bad field refuses the whole change, good sections included.
    let mixed = json!({ "cta": { "heading": "A fine new heading" }, "faq": { "items": [{ "question": "Why?", "answer": "" }] } });
    let (status, _) = app.patch("/api/admin/site-content", Some(&token), &mixed).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) =
        app.patch("/api/admin/site-content", None, &json!({ "cta": { "heading": "Sneaky" } })).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(content(&app).await, before, "a rejected change changes nothing");
    assert_eq!(app.scalar("select count(*) from site_content"), 0);
}
