//! /api/testimonials: the client stories. `position` is the person's job title, not an order.
//! What all content shares is in content/mod.rs.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::content::TESTIMONIALS;
use crate::helpers::{TestApp, assert_invalid};

#[tokio::test]
async fn the_first_seeded_story_is_daniela_ruiz_of_solana_cocina() {
    let app = TestApp::spawn().await;
    let stories = TESTIMONIALS.list(&app, None).await;
    let first = &stories[0];
    assert_eq!(first["name"], "Daniela Ruiz");
    assert_eq!(first["position"], "Owner & Executive Chef");
    assert_eq!(first["company"], "Solana Cocina");
    assert!(first["avatar"].as_str().unwrap().starts_with("/media/"), "{first}");
}

#[tokio::test]
async fn testimonials_are_listed_by_id_active_only_for_visitors() {
    let (app, token) = TestApp::with_super_admin().await;
    let with = |changes| TESTIMONIALS.with(changes);
    // Job titles that would sort differently from ids.
    let z = TESTIMONIALS.create(&app, &token, with(json!({ "position": "Zookeeper" }))).await;
    let a = TESTIMONIALS.create(&app, &token, with(json!({ "position": "Accountant" }))).await;
    let hidden = TESTIMONIALS.create(&app, &token, with(json!({ "isActive": false }))).await;
    let [z, a, hidden] = [z, a, hidden].map(|t| t["id"].as_i64().unwrap());

    assert_eq!(TESTIMONIALS.ids(&app, None).await, [1, 2, z, a]);
    assert_eq!(TESTIMONIALS.ids(&app, Some(&token)).await, [1, 2, z, a, hidden]);
}

#[tokio::test]
async fn a_new_story_keeps_an_avatar_url_and_a_blank_one_means_none() {
    let (app, token) = TestApp::with_super_admin().await;
    for (avatar, stored) in [
        (json!(null), Value::Null),
        (json!(""), Value::Null),
        (json!("  "), Value::Null),
        (json!("/images/people/ana.svg"), json!("/images/people/ana.svg")),
        (json!("https://cdn.example.com/ana.jpg"), json!("https://cdn.example.com/ana.jpg")),
    ] {
        let item = TESTIMONIALS.create(&app, &token, TESTIMONIALS.with(json!({ "avatar": avatar }))).await;
        assert_eq!(item["avatar"], stored, "{avatar}");
    }
}

#[tokio::test]
async fn each_invalid_testimonial_is_refused_with_the_spec_message() {
    let (app, token) = TestApp::with_super_admin().await;
    let with = |changes| TESTIMONIALS.with(changes);
    let without = |field| TESTIMONIALS.without(field);
    let name = "Name must be at least 2 characters";
    let position = "Position must be at least 2 characters";
    let company = "Company must be at least 2 characters";
    let quote = "Quote must be at least 10 characters";
    let unsafe_avatar = "Avatar must start with https://, http:// or / (a path on this site)";
    let cases = [
        (with(json!({ "name": "A" })), "name", name.to_owned()),
        (with(json!({ "name": "  " })), "name", name.to_owned()),
        (without("name"), "name", name.to_owned()),
        (with(json!({ "name": "x".repeat(101) })), "name", "Name must be at most 100 characters".to_owned()),
        (with(json!({ "position": "C" })), "position", position.to_owned()),
        (without("position"), "position", position.to_owned()),
        (with(json!({ "company": "X" })), "company", company.to_owned()),
        (without("company"), "company", company.to_owned()),
        (with(json!({ "quote": "Great!" })), "quote", quote.to_owned()),
        (without("quote"), "quote", quote.to_owned()),
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
async fn a_patched_avatar_is_cleared_by_null_or_empty_and_replaced_by_a_url() {
    let (app, token) = TestApp::with_super_admin().await;
    let before = TESTIMONIALS.find(&app, Some(&token), 1).await.unwrap();
    assert_ne!(before["avatar"], Value::Null);

    let (status, body) = app.patch("/api/testimonials/1", Some(&token), &json!({ "avatar": null })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["testimonial"]["avatar"], Value::Null);
    assert_eq!(body["testimonial"]["company"], before["company"]);
    assert_eq!(TESTIMONIALS.find(&app, None, 1).await.unwrap()["avatar"], Value::Null);

    let (status, body) =
        app.patch("/api/testimonials/1", Some(&token), &json!({ "avatar": "/images/people/new.svg" })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["testimonial"]["avatar"], "/images/people/new.svg");

    let (status, body) = app.patch("/api/testimonials/1", Some(&token), &json!({ "avatar": "" })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["testimonial"]["avatar"], Value::Null);
}
