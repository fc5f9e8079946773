//! JSON of the wrong shape: 422 naming the field in JSON terms, fields the server does not take
//! refused, and an item's own read-only fields ignored.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::app_with_inquiry;
use crate::helpers::parts;

#[tokio::test]
async fn json_of_the_wrong_shape_is_422_naming_the_problem() {
    let (app, token) = app_with_inquiry().await;
    let cases = [
        (
            "/api/services",
            json!({ "title": 5, "description": "A long enough text.", "icon": "mic" }),
            "title",
        ),
        (
            "/api/services",
            json!({ "title": "Ok", "description": "A long enough text.", "icon": "mic", "isActive": "yes" }),
            "isActive",
        ),
        (
            "/api/services",
            json!({ "title": "Ok", "description": "A long enough text.", "icon": "mic", "isActive": 1 }),
            "isActive",
        ),
        (
            "/api/services",
            json!({ "title": "Ok", "description": "A long enough text.", "icon": "mic", "position": "3" }),
            "position",
        ),
        (
            "/api/services",
            json!({ "title": "Ok", "description": "A long enough text.", "icon": "mic", "position": 1.5 }),
            "position",
        ),
        (
            "/api/services",
            json!({ "title": "Ok", "description": "A long enough text.", "icon": "mic", "position": 1e300 }),
            "position",
        ),
        (
            "/api/services",
            json!({ "title": "Ok", "description": "A long enough text.", "icon": "mic", "position": 9_223_372_036_854_775_808u64 }),
            "position",
        ),
        (
            "/api/services",
            json!({ "title": { "text": "nested" }, "description": "A long enough text.", "icon": "mic" }),
            "title",
        ),
        (
            "/api/services",
            json!({ "title": ["Ok"], "description": "A long enough text.", "icon": "mic" }),
            "title",
        ),
        ("/api/services", json!([]), "body"),
        ("/api/services", json!(["Ok", "A long enough text.", "mic"]), "body"),
        ("/api/services", json!("a string"), "body"),
        ("/api/services", json!(42), "body"),
        ("/api/services", Value::Null, "body"),
        ("/api/client-logos", json!({ "src": "/l.svg", "alt": "L", "width": "120px" }), "width"),
        (
            "/api/testimonials",
            json!({ "name": "Ana", "position": "Owner", "company": "Cafe", "quote": "Quote long enough.", "avatar": 7 }),
            "avatar",
        ),
        (
            "/api/contact",
            json!({ "name": ["M", "L"], "email": "m@l.example", "subject": "Subject", "message": "Message long enough." }),
            "name",
        ),
        ("/api/contact", json!([1, 2, 3]), "*"),
        ("/api/auth/login", json!({ "username": 12345, "password": "secret1" }), "username"),
        ("/api/auth/login", json!({ "username": "owner", "password": true }), "password"),
        ("/api/analytics/visit", json!({ "page": { "path": "/" } }), "page"),
    ];
    for (path, body, field) in &cases {
        let (status, answer) = app.post(path, Some(&token), body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path} {body}: {answer}");
        if *field == "*" {
            assert!(answer["errors"].as_object().is_some_and(|e| !e.is_empty()), "{path} {body}: {answer}");
        } else {
            assert!(answer["errors"][field].is_string(), "{path} {body}: {answer}");
        }
        assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()), "{path} {body}: {answer}");
    }
    assert_eq!(app.scalar("select count(*) from services"), 6);

    // The same shapes on a PATCH are refused too, and change nothing.
    for body in [json!({ "isActive": "no" }), json!({ "title": 5 }), json!([])] {
        let (status, _) = app.patch("/api/services/1", Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    }
    assert_eq!(app.scalar("select count(*) from services where is_active = 1"), 6);
}

#[tokio::test]
async fn an_items_own_read_only_fields_are_ignored() {
    let (app, token) = app_with_inquiry().await;
    let (status, body) = app
        .post(
            "/api/services",
            Some(&token),
            &json!({
                "id": 77,
                "title": "Sent Back",
                "description": "Carries the fields the server wrote.",
                "icon": "plus",
                "createdAt": "1999-01-01T00:00:00Z",
                "updatedAt": "nonsense",
                "version": 9,
            }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let service = &body["service"];
    assert_ne!(service["id"], 77);
    assert_ne!(service["createdAt"], "1999-01-01T00:00:00Z");

    let (status, body) = app
        .post(
            "/api/contact",
            None,
            &json!({ "name": "Extra", "email": "e@x.example", "subject": "Extras", "message": "With its id sent.", "id": 1 }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_ne!(body["id"], 1, "a new inquiry, not a rewrite of inquiry 1");
}

#[tokio::test]
async fn fields_the_server_does_not_take_are_422_naming_them_and_change_nothing() {
    let (app, token) = app_with_inquiry().await;
    let (_, before) = app.get_json("/api/projects", Some(&token)).await;
    let cases = [
        (Method::PATCH, "/api/projects/1", json!({ "imageUrl": "/media/new.png" }), "imageUrl"),
        (Method::PATCH, "/api/projects/1", json!({ "title": "Renamed", "imageUrl": "/x.png" }), "imageUrl"),
        (Method::PATCH, "/api/services/1", json!({ "isSuperAdmin": true }), "isSuperAdmin"),
        (
            Method::POST,
            "/api/contact",
            json!({ "name": "M", "email": "m@l.example", "subject": "Subject", "message": "Message long enough.", "read": true }),
            "read",
        ),
        (Method::PATCH, "/api/admin/settings", json!({ "siteNme": "Typo" }), "siteNme"),
        (
            Method::PATCH,
            "/api/admin/site-content",
            json!({ "hero": { "subtitel": "Typo" } }),
            "hero.subtitel",
        ),
        (Method::PATCH, "/api/admin/site-content", json!({ "heroo": {} }), "heroo"),
    ];
    for (verb, path, body, field) in cases {
        let response = app.request(verb.clone(), path, Some(&token)).json(&body).send().await.unwrap();
        let (status, answer) = parts(response).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{verb} {path} {body}: {answer}");
        let message = answer["errors"][field].as_str().unwrap_or_default();
        assert!(message.contains(field.rsplit('.').next().unwrap()), "{verb} {path}: {answer}");
    }
    let (_, after) = app.get_json("/api/projects", Some(&token)).await;
    assert_eq!(before, after, "a refused write changes nothing");
    assert_eq!(app.scalar("select count(*) from contact_submissions"), 1);
}

#[tokio::test]
async fn shape_errors_say_what_json_to_send_not_rust_types() {
    let (app, token) = app_with_inquiry().await;
    let cases = [
        ("/api/services/1", json!({ "position": "3" }), "position", "whole number"),
        ("/api/client-logos/1", json!({ "width": "120px" }), "width", "whole number"),
        (
            "/api/admin/site-content",
            json!({ "social": { "links": [{ "network": "weird", "url": "https://x.example" }] } }),
            "social.links.0.network",
            "not one of the allowed values",
        ),
    ];
    for (path, body, field, says) in cases {
        let (status, answer) = app.patch(path, Some(&token), &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path} {body}: {answer}");
        let message = answer["errors"][field].as_str().unwrap_or_default();
        assert!(message.contains(says), "{path}: {answer}");
        for rust in ["i64", "u32", "u64", "unknown variant", "struct", "enum "] {
            assert!(!answer.to_string().contains(rust), "{path}: {answer}");
        }
    }
}
