//! /api/projects: the portfolio case cards.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

fn valid() -> Value {
    json!({
        "title": "Brickell Bakes",
        "category": "Content Creation",
        "description": "A month of morning-bake Reels for a Brickell bakery.",
        "image": "/images/work/brickell-bakes.svg",
    })
}

/// `valid()` with some fields replaced (a null value removes the field).
fn with(changes: Value) -> Value {
    let mut body = valid();
    for (key, value) in changes.as_object().expect("object") {
        if value.is_null() {
            body.as_object_mut().unwrap().remove(key);
        } else {
            body[key] = value.clone();
        }
    }
    body
}

async fn create(app: &TestApp, token: &str, body: Value) -> i64 {
    let (status, answer) = app.post("/api/projects", Some(token), &body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["project"]["id"].as_i64().expect("id")
}

async fn find(app: &TestApp, token: Option<&str>, id: i64) -> Option<Value> {
    let (status, body) = app.get_json("/api/projects", token).await;
    assert_eq!(status, StatusCode::OK);
    body["projects"].as_array().expect("list").iter().find(|p| p["id"] == id).cloned()
}

#[tokio::test]
async fn anonymous_visitors_get_the_six_seeded_projects_under_the_projects_key() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/projects", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    assert_eq!(ids(&body["projects"]), [1, 2, 3, 4, 5, 6]);
    let first = &body["projects"][0];
    assert_eq!(first["title"], "Solana Cocina");
    assert_eq!(first["category"], "Content Creation");
    assert_eq!(first["image"], "/images/work/solana-cocina.svg");
    assert_eq!(first["position"], 1);
    assert_eq!(first["isActive"], true);
}

#[tokio::test]
async fn anonymous_lists_hold_active_projects_by_position_then_id_and_admins_see_all() {
    let (app, token) = TestApp::with_super_admin().await;
    let late = create(&app, &token, with(json!({ "position": 100 }))).await;
    let tie = create(&app, &token, with(json!({ "position": 2 }))).await;
    let first = create(&app, &token, with(json!({ "position": 0 }))).await;
    let hidden = create(&app, &token, with(json!({ "position": 0, "isActive": false }))).await;
    let (_, public) = app.get_json("/api/projects", None).await;
    assert_eq!(ids(&public["projects"]), [first, 1, 2, tie, 3, 4, 5, 6, late]);
    let (_, all) = app.get_json("/api/projects", Some(&token)).await;
    assert_eq!(ids(&all["projects"]), [first, hidden, 1, 2, tie, 3, 4, 5, 6, late]);
}

#[tokio::test]
async fn creating_a_project_answers_201_with_the_item_position_zero_and_active() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post("/api/projects", Some(&token), &valid()).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    let project = &body["project"];
    for field in ["title", "category", "description", "image"] {
        assert_eq!(project[field], valid()[field], "{field}");
    }
    assert_eq!(project["position"], 0);
    assert_eq!(project["isActive"], true);
    assert!(is_rfc3339_utc(project["createdAt"].as_str().unwrap()));
    let id = project["id"].as_i64().unwrap();
    assert_eq!(find(&app, None, id).await.as_ref(), Some(project));
}

#[tokio::test]
async fn each_invalid_project_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let title = "Title must be at least 2 characters";
    let category = "Category must be at least 2 characters";
    let description = "Description must be at least 10 characters";
    let image = "Image URL is required";
    let cases = [
        (with(json!({ "title": "a" })), "title", title.to_owned()),
        (with(json!({ "title": "  " })), "title", title.to_owned()),
        (with(json!({ "title": null })), "title", title.to_owned()),
        (
            with(json!({ "title": "x".repeat(121) })),
            "title",
            "Title must be at most 120 characters".to_owned(),
        ),
        (with(json!({ "category": "U" })), "category", category.to_owned()),
        (with(json!({ "category": null })), "category", category.to_owned()),
        (
            with(json!({ "category": "x".repeat(81) })),
            "category",
            "Category must be at most 80 characters".to_owned(),
        ),
        (with(json!({ "description": "123456789" })), "description", description.to_owned()),
        (with(json!({ "description": null })), "description", description.to_owned()),
        (with(json!({ "image": "" })), "image", image.to_owned()),
        (with(json!({ "image": "   " })), "image", image.to_owned()),
        (with(json!({ "image": null })), "image", image.to_owned()),
        (
            with(json!({ "image": format!("/{}", "x".repeat(2048)) })),
            "image",
            "Image must be at most 2048 characters".to_owned(),
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
    let unsafe_url = "Image must start with https://, http:// or / (a path on this site)";
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
            app.post("/api/projects", Some(&token), &with(json!({ "image": refused }))).await;
        assert_invalid(status, &body, "image", unsafe_url, refused);
    }
    for accepted in [
        "https://cdn.example.com/work/a.webp",
        "http://cdn.example.com/a.png",
        "/images/work/a.svg",
        "/uploads/a.png?v=2",
    ] {
        let (status, body) =
            app.post("/api/projects", Some(&token), &with(json!({ "image": accepted }))).await;
        assert_eq!(status, StatusCode::CREATED, "{accepted}: {body}");
        assert_eq!(body["project"]["image"], accepted);
    }
}

#[tokio::test]
async fn a_patch_changes_only_the_named_fields_and_ignores_the_id() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 5).await.unwrap();
    let (status, body) = app
        .patch(
            "/api/projects/5",
            Some(&token),
            &json!({ "id": 1, "category": "Lead Generation", "image": "https://cdn.example.com/b.png" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let after = &body["project"];
    assert_eq!(after["id"], 5);
    assert_eq!(after["category"], "Lead Generation");
    assert_eq!(after["image"], "https://cdn.example.com/b.png");
    for field in ["title", "description", "position", "isActive", "createdAt"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    // Project 1 was not touched by the `id` in the body.
    let first = find(&app, Some(&token), 1).await.unwrap();
    assert_eq!(first["category"], "Content Creation");
    assert_eq!(find(&app, Some(&token), 5).await.as_ref(), Some(after));
}

#[tokio::test]
async fn the_toggle_hides_a_project_from_visitors_at_once() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut item = find(&app, None, 2).await.unwrap();
    item["isActive"] = json!(false);
    let (status, body) = app.patch("/api/projects/2", Some(&token), &item).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["project"]["isActive"], false);
    let (_, public) = app.get_json("/api/projects", None).await;
    assert_eq!(ids(&public["projects"]), [1, 3, 4, 5, 6]);

    item["isActive"] = json!(true);
    let (status, _) = app.patch("/api/projects/2", Some(&token), &item).await;
    assert_eq!(status, StatusCode::OK);
    let (_, public) = app.get_json("/api/projects", None).await;
    assert_eq!(ids(&public["projects"]), [1, 2, 3, 4, 5, 6]);
}

#[tokio::test]
async fn an_invalid_patch_is_422_and_changes_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 1).await.unwrap();
    for (body, field) in [
        (json!({ "title": "x" }), "title"),
        (json!({ "category": "" }), "category"),
        (json!({ "image": "javascript:alert(document.cookie)" }), "image"),
        (json!({ "image": "", "isActive": false }), "image"),
    ] {
        let (status, answer) = app.patch("/api/projects/1", Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(answer["errors"][field].is_string(), "{answer}");
    }
    assert_eq!(find(&app, Some(&token), 1).await.unwrap(), before);
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_404() {
    let (app, token) = TestApp::with_super_admin().await;
    for id in ["7", "123456", "abc", "-1", "0", "%20"] {
        let path = format!("/api/projects/{id}");
        let (status, body) = app.patch(&path, Some(&token), &json!({ "title": "Nope" })).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("PATCH {id}"));
        let (status, body) = app.delete(&path, Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("DELETE {id}"));
    }
}

#[tokio::test]
async fn delete_answers_204_then_404() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.delete("/api/projects/6", Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(body, Value::Null);
    let (_, all) = app.get_json("/api/projects", Some(&token)).await;
    assert_eq!(ids(&all["projects"]), [1, 2, 3, 4, 5]);
    let (status, body) = app.delete("/api/projects/6", Some(&token)).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "again");
}

#[tokio::test]
async fn writes_without_a_token_are_401_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (status, body) = app.post("/api/projects", None, &valid()).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "POST");
    let (status, body) = app.patch("/api/projects/1", None, &json!({ "title": "Defaced" })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "PATCH");
    let (status, body) = app.delete("/api/projects/1", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "DELETE");
    let (_, public) = app.get_json("/api/projects", None).await;
    assert_eq!(ids(&public["projects"]), [1, 2, 3, 4, 5, 6]);
    assert_eq!(public["projects"][0]["title"], "Solana Cocina");
}
