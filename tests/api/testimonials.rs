//! /api/testimonials: the client stories. `position` is the person's job title, not an order.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

fn valid() -> Value {
    json!({
        "name": "Ana Torres",
        "position": "Owner",
        "company": "Cafe Luna",
        "quote": "They doubled our reach in a month.",
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

async fn create(app: &TestApp, token: &str, body: Value) -> Value {
    let (status, answer) = app.post("/api/testimonials", Some(token), &body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["testimonial"].clone()
}

async fn find(app: &TestApp, token: Option<&str>, id: i64) -> Option<Value> {
    let (status, body) = app.get_json("/api/testimonials", token).await;
    assert_eq!(status, StatusCode::OK);
    body["testimonials"].as_array().expect("list").iter().find(|t| t["id"] == id).cloned()
}

#[tokio::test]
async fn anonymous_visitors_get_the_two_seeded_stories_under_the_testimonials_key() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/testimonials", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    assert_eq!(ids(&body["testimonials"]), [1, 2]);
    let first = &body["testimonials"][0];
    assert_eq!(first["name"], "Daniela Ruiz");
    assert_eq!(first["position"], "Owner & Executive Chef");
    assert_eq!(first["company"], "Solana Cocina");
    assert_eq!(first["avatar"], "/images/people/daniela-ruiz.svg");
    assert_eq!(first["isActive"], true);
}

#[tokio::test]
async fn testimonials_are_listed_by_id_active_only_for_visitors() {
    let (app, token) = TestApp::with_super_admin().await;
    // Job titles that would sort differently from ids.
    let z = create(&app, &token, with(json!({ "position": "Zookeeper" }))).await;
    let a = create(&app, &token, with(json!({ "position": "Accountant" }))).await;
    let hidden = create(&app, &token, with(json!({ "isActive": false }))).await;
    let [z, a, hidden] = [z, a, hidden].map(|t| t["id"].as_i64().unwrap());

    let (_, public) = app.get_json("/api/testimonials", None).await;
    assert_eq!(ids(&public["testimonials"]), [1, 2, z, a]);
    let (_, all) = app.get_json("/api/testimonials", Some(&token)).await;
    assert_eq!(ids(&all["testimonials"]), [1, 2, z, a, hidden]);
}

#[tokio::test]
async fn creating_a_testimonial_answers_201_active_and_without_an_avatar() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post("/api/testimonials", Some(&token), &valid()).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
    let item = &body["testimonial"];
    for field in ["name", "position", "company", "quote"] {
        assert_eq!(item[field], valid()[field], "{field}");
    }
    assert_eq!(item["avatar"], Value::Null);
    assert_eq!(item["isActive"], true);
    assert!(is_rfc3339_utc(item["createdAt"].as_str().unwrap()));

    for (avatar, stored) in [
        (json!(null), Value::Null),
        (json!(""), Value::Null),
        (json!("  "), Value::Null),
        (json!("/images/people/ana.svg"), json!("/images/people/ana.svg")),
        (json!("https://cdn.example.com/ana.jpg"), json!("https://cdn.example.com/ana.jpg")),
    ] {
        let mut body = valid();
        body["avatar"] = avatar.clone();
        let item = create(&app, &token, body).await;
        assert_eq!(item["avatar"], stored, "{avatar}");
    }
}

#[tokio::test]
async fn each_invalid_testimonial_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let name = "Name must be at least 2 characters";
    let position = "Position must be at least 2 characters";
    let company = "Company must be at least 2 characters";
    let quote = "Quote must be at least 10 characters";
    let unsafe_avatar = "Avatar must start with https://, http:// or / (a path on this site)";
    let cases = [
        (with(json!({ "name": "A" })), "name", name.to_owned()),
        (with(json!({ "name": "  " })), "name", name.to_owned()),
        (with(json!({ "name": null })), "name", name.to_owned()),
        (with(json!({ "name": "x".repeat(101) })), "name", "Name must be at most 100 characters".to_owned()),
        (with(json!({ "position": "C" })), "position", position.to_owned()),
        (with(json!({ "position": null })), "position", position.to_owned()),
        (with(json!({ "company": "X" })), "company", company.to_owned()),
        (with(json!({ "company": null })), "company", company.to_owned()),
        (with(json!({ "quote": "Great!" })), "quote", quote.to_owned()),
        (with(json!({ "quote": null })), "quote", quote.to_owned()),
        (
            with(json!({ "quote": "x".repeat(2001) })),
            "quote",
            "Quote must be at most 2000 characters".to_owned(),
        ),
        (with(json!({ "avatar": "javascript:alert(1)" })), "avatar", unsafe_avatar.to_owned()),
        (with(json!({ "avatar": "data:image/png;base64,AAAA" })), "avatar", unsafe_avatar.to_owned()),
        (with(json!({ "avatar": "//evil.example/a.png" })), "avatar", unsafe_avatar.to_owned()),
        (json!({}), "name", name.to_owned()),
        (json!({}), "position", position.to_owned()),
        (json!({}), "company", company.to_owned()),
        (json!({}), "quote", quote.to_owned()),
    ];
    for (body, field, message) in &cases {
        let (status, answer) = app.post("/api/testimonials", Some(&token), body).await;
        assert_invalid(status, &answer, field, message, &format!("{field} {body}"));
    }
    assert_eq!(app.scalar("select count(*) from testimonials"), 2);
}

#[tokio::test]
async fn a_patch_keeps_the_avatar_unless_it_is_named_and_null_clears_it() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 1).await.unwrap();

    let (status, body) = app
        .patch("/api/testimonials/1", Some(&token), &json!({ "id": 2, "company": "Solana Cocina Group" }))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let after = &body["testimonial"];
    assert_eq!(after["id"], 1);
    assert_eq!(after["company"], "Solana Cocina Group");
    for field in ["name", "position", "quote", "avatar", "isActive", "createdAt"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    assert_eq!(find(&app, None, 2).await.unwrap()["company"], "Casa Coral Hotel");

    let (status, body) = app.patch("/api/testimonials/1", Some(&token), &json!({ "avatar": null })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["testimonial"]["avatar"], Value::Null);
    assert_eq!(body["testimonial"]["company"], "Solana Cocina Group");
    assert_eq!(find(&app, None, 1).await.unwrap()["avatar"], Value::Null);

    let (status, body) =
        app.patch("/api/testimonials/1", Some(&token), &json!({ "avatar": "/images/people/new.svg" })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["testimonial"]["avatar"], "/images/people/new.svg");

    let (status, body) = app.patch("/api/testimonials/1", Some(&token), &json!({ "avatar": "" })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["testimonial"]["avatar"], Value::Null);
}

#[tokio::test]
async fn the_toggle_hides_a_story_from_visitors_at_once() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut item = find(&app, None, 2).await.unwrap();
    item["isActive"] = json!(false);
    let (status, body) = app.patch("/api/testimonials/2", Some(&token), &item).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["testimonial"]["isActive"], false);
    assert_eq!(body["testimonial"]["avatar"], item["avatar"]);
    let (_, public) = app.get_json("/api/testimonials", None).await;
    assert_eq!(ids(&public["testimonials"]), [1]);
    let (_, all) = app.get_json("/api/testimonials", Some(&token)).await;
    assert_eq!(ids(&all["testimonials"]), [1, 2]);
}

#[tokio::test]
async fn an_invalid_patch_is_422_and_changes_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = find(&app, Some(&token), 2).await.unwrap();
    for (body, field) in [
        (json!({ "name": "M" }), "name"),
        (json!({ "quote": "Too short" }), "quote"),
        (json!({ "avatar": "javascript:alert(1)", "isActive": false }), "avatar"),
    ] {
        let (status, answer) = app.patch("/api/testimonials/2", Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(answer["errors"][field].is_string(), "{answer}");
    }
    assert_eq!(find(&app, Some(&token), 2).await.unwrap(), before);
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_404_and_delete_is_204_then_404() {
    let (app, token) = TestApp::with_super_admin().await;
    for id in ["3", "abc", "-1", "0"] {
        let path = format!("/api/testimonials/{id}");
        let (status, body) = app.patch(&path, Some(&token), &json!({ "name": "Nobody" })).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("PATCH {id}"));
        let (status, body) = app.delete(&path, Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("DELETE {id}"));
    }
    let (status, _) = app.delete("/api/testimonials/1", Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, public) = app.get_json("/api/testimonials", None).await;
    assert_eq!(ids(&public["testimonials"]), [2]);
    let (status, body) = app.delete("/api/testimonials/1", Some(&token)).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "again");
}

#[tokio::test]
async fn writes_without_a_token_are_401_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (status, body) = app.post("/api/testimonials", None, &valid()).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "POST");
    let (status, body) =
        app.patch("/api/testimonials/1", None, &json!({ "quote": "Written by a stranger." })).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "PATCH");
    let (status, body) = app.delete("/api/testimonials/1", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "DELETE");
    assert_eq!(app.scalar("select count(*) from testimonials"), 2);
    assert_eq!(app.scalar("select count(*) from testimonials where quote = 'Written by a stranger.'"), 0);
}
