//! /api/projects: the portfolio case cards. What all content shares is in content/mod.rs.

use serde_json::json;

use crate::content::PROJECTS;
use crate::helpers::{TestApp, assert_invalid};

#[tokio::test]
async fn the_first_seeded_project_is_solana_cocina() {
    let app = TestApp::spawn().await;
    let projects = PROJECTS.list(&app, None).await;
    let first = &projects[0];
    assert_eq!(first["title"], "Solana Cocina");
    assert_eq!(first["category"], "Content Creation");
    assert_eq!(first["position"], 1);
    // The seeded artwork is in the media library, with its size for the page.
    let image = first["image"].as_str().unwrap();
    assert!(image.starts_with("/media/") && image.ends_with(".svg"), "{image}");
    let (_, media) = app.get_json("/api/media", None).await;
    assert!(media["media"][image]["width"].as_u64().is_some_and(|w| w > 0), "{media}");
    assert_eq!(app.get(image, None).await.status(), reqwest::StatusCode::OK);
}

#[tokio::test]
async fn anonymous_lists_hold_active_projects_by_position_then_id_and_admins_see_all() {
    let (app, token) = TestApp::with_super_admin().await;
    let late = PROJECTS.create(&app, &token, PROJECTS.with(json!({ "position": 100 }))).await;
    let tie = PROJECTS.create(&app, &token, PROJECTS.with(json!({ "position": 2 }))).await;
    let first = PROJECTS.create(&app, &token, PROJECTS.with(json!({ "position": 0 }))).await;
    let hidden =
        PROJECTS.create(&app, &token, PROJECTS.with(json!({ "position": 0, "isActive": false }))).await;
    let [late, tie, first, hidden] = [late, tie, first, hidden].map(|p| p["id"].as_i64().unwrap());

    assert_eq!(PROJECTS.ids(&app, None).await, [first, 1, 2, tie, 3, 4, 5, 6, late]);
    assert_eq!(PROJECTS.ids(&app, Some(&token)).await, [first, hidden, 1, 2, tie, 3, 4, 5, 6, late]);
}

#[tokio::test]
async fn each_invalid_project_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let with = |changes| PROJECTS.with(changes);
    let title = "Title must be at least 2 characters";
    let category = "Category must be at least 2 characters";
    let description = "Description must be at least 10 characters";
    let image = "Image URL is required";
    let cases = [
        (with(json!({ "title": "a" })), "title", title.to_owned()),
        (with(json!({ "title": "  " })), "title", title.to_owned()),
        (PROJECTS.without("title"), "title", title.to_owned()),
        (
            with(json!({ "title": "x".repeat(121) })),
            "title",
            "Title must be at most 120 characters".to_owned(),
        ),
        (with(json!({ "category": "U" })), "category", category.to_owned()),
        (PROJECTS.without("category"), "category", category.to_owned()),
        (
            with(json!({ "category": "x".repeat(81) })),
            "category",
            "Category must be at most 80 characters".to_owned(),
        ),
        (with(json!({ "description": "123456789" })), "description", description.to_owned()),
        (PROJECTS.without("description"), "description", description.to_owned()),
        (with(json!({ "image": "" })), "image", image.to_owned()),
        (with(json!({ "image": "   " })), "image", image.to_owned()),
        (PROJECTS.without("image"), "image", image.to_owned()),
        (
            with(json!({ "image": format!("/{}", "x".repeat(2048)) })),
            "image",
            "Image URL must be at most 2048 characters".to_owned(),
        ),
        (
            with(json!({ "position": 5_000_000 })),
            "position",
            "Position must be between -1000000 and 1000000".to_owned(),
        ),
        (json!({}), "title", title.to_owned()),
        (json!({}), "category", category.to_owned()),
        (json!({}), "description", description.to_owned()),
        (json!({}), "image", image.to_owned()),
    ];
    for (body, field, message) in &cases {
        let (status, answer) = app.post("/api/projects", Some(&token), body).await;
        assert_invalid(status, &answer, field, message, &format!("{field} {body}"));
    }
    assert_eq!(app.scalar("select count(*) from projects"), 6);
}

#[tokio::test]
async fn images_must_be_web_or_site_urls() {
    let (app, token) = TestApp::with_super_admin().await;
    let unsafe_url = "Image URL must start with https://, http:// or / (a path on this site)";
    for refused in [
        "javascript:alert(1)",
        " javascript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "data:image/png;base64,iVBORw0KGgo=",
        "//evil.example/x.png",
        "/\\evil.example/x.png",
        "images/relative.png",
        "ftp://files.example/x.png",
        "https:///x.png",
        "/a b.png",
        "/a\".png",
        "/a<b>.png",
    ] {
        let (status, body) =
            app.post("/api/projects", Some(&token), &PROJECTS.with(json!({ "image": refused }))).await;
        assert_invalid(status, &body, "image", unsafe_url, refused);
    }
    for accepted in [
        "https://cdn.example.com/work/a.webp",
        "http://cdn.example.com/a.png",
        "/images/work/a.svg",
        "/uploads/a.png?v=2",
    ] {
        let project = PROJECTS.create(&app, &token, PROJECTS.with(json!({ "image": accepted }))).await;
        assert_eq!(project["image"], accepted);
    }
}
