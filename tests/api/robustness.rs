//! Bad bodies and odd inputs: the contract's 400/413/415/422 answers, and never a 5xx.

use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, parts};

/// Every endpoint that reads a JSON body, with the fields it knows.
const WRITES: [(&str, &str, &[&str]); 14] = [
    ("POST", "/api/services", &["title", "description", "icon", "position", "isActive"]),
    ("PATCH", "/api/services/1", &["title", "description", "icon", "position", "isActive"]),
    ("POST", "/api/projects", &["title", "category", "description", "image", "position", "isActive"]),
    ("PATCH", "/api/projects/1", &["title", "category", "description", "image", "position", "isActive"]),
    ("POST", "/api/testimonials", &["name", "position", "company", "quote", "avatar", "isActive"]),
    ("PATCH", "/api/testimonials/1", &["name", "position", "company", "quote", "avatar", "isActive"]),
    ("POST", "/api/client-logos", &["src", "alt", "width", "position", "isActive"]),
    ("PATCH", "/api/client-logos/1", &["src", "alt", "width", "position", "isActive"]),
    ("POST", "/api/contact", &["name", "email", "subject", "message", "website"]),
    ("PATCH", "/api/admin/contact-submissions/1", &["read"]),
    ("POST", "/api/analytics/visit", &["page", "visitDuration"]),
    (
        "PATCH",
        "/api/admin/settings",
        &["siteName", "contactEmail", "contactPhone", "timeZone", "publicUrl", "analyticsId"],
    ),
    ("POST", "/api/auth/login", &["username", "password"]),
    ("POST", "/api/auth/register", &["username", "password", "registrationKey"]),
];

fn method(name: &str) -> Method {
    Method::from_bytes(name.as_bytes()).expect("method")
}

/// A super admin, and an inquiry with id 1 so the inbox PATCH has something to hit.
async fn app_with_inquiry() -> (TestApp, String) {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app
        .post(
            "/api/contact",
            None,
            &json!({ "name": "Robust", "email": "r@b.example", "subject": "Hello there", "message": "A message of some length." }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["id"], 1);
    (app, token)
}

#[tokio::test]
async fn a_body_that_is_not_json_is_400() {
    let (app, token) = app_with_inquiry().await;
    // `F` stands for a field the endpoint reads, so its value is really parsed.
    let bodies = [
        "{",
        "{\"F\":",
        "not json",
        "{'F': 'single quotes'}",
        "{\"F\": \"a\",}",
        "{\"F\": \"x\"} trailing",
        "{\"F\": \"\\ud800\"}",
        "{\"F\": \"\\x41\"}",
        "{\"F\": tru}",
        "{\"F\": 01}",
    ];
    for (verb, path, fields) in WRITES {
        let mut cases: Vec<Vec<u8>> = bodies.iter().map(|b| b.replace('F', fields[0]).into_bytes()).collect();
        // Not UTF-8: before the body, and inside a string.
        cases.push(b"\xff\xfe{}".to_vec());
        let mut bytes = format!("{{\"{}\": \"", fields[0]).into_bytes();
        bytes.extend_from_slice(b"\xff\"}");
        cases.push(bytes);
        for body in cases {
            let case = format!("{verb} {path} {}", String::from_utf8_lossy(&body));
            let (status, answer) =
                app.raw(method(verb), path, Some(&token), Some("application/json"), body).await;
            assert_error(status, &answer, StatusCode::BAD_REQUEST, &case);
        }
    }
    let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
    let (status, answer) = app.raw(Method::POST, "/api/contact", None, Some("application/json"), deep).await;
    assert_error(status, &answer, StatusCode::BAD_REQUEST, "deep nesting");
}

#[tokio::test]
async fn an_empty_body_with_a_json_content_type_is_400() {
    let (app, token) = app_with_inquiry().await;
    for (verb, path, _) in WRITES {
        for body in ["", "   ", "\n"] {
            let (status, answer) =
                app.raw(method(verb), path, Some(&token), Some("application/json"), body).await;
            assert_error(status, &answer, StatusCode::BAD_REQUEST, &format!("{verb} {path} {body:?}"));
        }
    }
}

#[tokio::test]
async fn a_body_that_is_not_declared_as_json_is_415() {
    let (app, token) = app_with_inquiry().await;
    let valid = r#"{"page":"/"}"#;
    for content_type in [
        Some("text/plain"),
        Some("text/html"),
        Some("application/x-www-form-urlencoded"),
        Some("multipart/form-data; boundary=x"),
        Some("application/jsonx"),
        Some("json"),
        None,
    ] {
        for (verb, path, _) in WRITES {
            let (status, answer) = app.raw(method(verb), path, Some(&token), content_type, valid).await;
            assert_error(
                status,
                &answer,
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                &format!("{verb} {path} {content_type:?}"),
            );
        }
    }
    assert_eq!(app.scalar("select count(*) from visit_pages"), 0);

    // The JSON media types themselves, with parameters and in any case, are accepted.
    for content_type in [
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON",
        "application/vnd.api+json",
    ] {
        let (status, answer) =
            app.raw(Method::POST, "/api/analytics/visit", None, Some(content_type), valid).await;
        assert_eq!(status, StatusCode::ACCEPTED, "{content_type}: {answer}");
    }
}

#[tokio::test]
async fn a_body_over_64_kib_is_413() {
    let (app, token) = app_with_inquiry().await;
    let huge = json!({
        "name": "Big",
        "email": "big@example.com",
        "subject": "Big body",
        "message": "x".repeat(64 * 1024),
    })
    .to_string();
    assert!(huge.len() > 64 * 1024);
    for (verb, path, _) in WRITES {
        let (status, answer) =
            app.raw(method(verb), path, Some(&token), Some("application/json"), huge.clone()).await;
        assert_error(status, &answer, StatusCode::PAYLOAD_TOO_LARGE, &format!("{verb} {path}"));
    }
    assert_eq!(app.scalar("select count(*) from contact_submissions"), 1);

    // Just under the limit is read (and then judged on its content).
    let under = json!({ "name": "Big", "email": "big@example.com", "subject": "Big body", "message": "x".repeat(60_000) });
    let (status, answer) = app.post("/api/contact", None, &under).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(answer["errors"]["message"], "Message must be at most 5000 characters");
}

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

#[tokio::test]
async fn unicode_is_stored_exactly_and_lengths_count_characters() {
    let (app, token) = app_with_inquiry().await;
    let title = "Café ☕ — 日本 🎉 עברית";
    let description = "Ünïcödé description\nwith a newline and\ttab, 👩‍👩‍👧‍👦 emoji.";
    let (status, body) = app
        .post(
            "/api/services",
            Some(&token),
            &json!({ "title": title, "description": description, "icon": "globe" }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["service"]["id"].as_i64().unwrap();
    let (_, list) = app.get_json("/api/services", None).await;
    let stored = list["services"].as_array().unwrap().iter().find(|s| s["id"] == id).cloned().unwrap();
    assert_eq!(stored["title"], title);
    assert_eq!(stored["description"], description);

    // Two characters of four bytes each are two characters; one two-byte character is one.
    for (short_title, status) in [
        ("🎉🎉", StatusCode::CREATED),
        ("日本", StatusCode::CREATED),
        ("é", StatusCode::UNPROCESSABLE_ENTITY),
        ("🎉", StatusCode::UNPROCESSABLE_ENTITY),
    ] {
        let (got, answer) = app
            .post(
                "/api/services",
                Some(&token),
                &json!({ "title": short_title, "description": "Length in characters.", "icon": "ruler" }),
            )
            .await;
        assert_eq!(got, status, "{short_title}: {answer}");
    }
}

#[tokio::test]
async fn no_odd_input_ever_yields_a_server_error() {
    let (app, token) = app_with_inquiry().await;
    let odd: Vec<Value> = vec![
        json!("x".repeat(100_000)),
        json!("x".repeat(20_000)),
        json!(""),
        json!("   "),
        json!("日本語 🎉 café"),
        json!("\u{202e}gnp.exe"),
        json!("a\u{200b}b\u{feff}"),
        json!("e\u{301}\u{301}\u{301}\u{301}\u{301}"),
        json!("\u{0}"),
        json!("'; drop table services; --"),
        json!("<script>alert(1)</script>"),
        json!("../../etc/passwd"),
        json!("%00%ff"),
        Value::Null,
        json!(true),
        json!(0),
        json!(-1),
        json!(i64::MIN),
        json!(u64::MAX),
        json!(1e308),
        json!(-0.0),
        json!([]),
        json!([1, "two", null]),
        json!({}),
        json!({ "a": { "b": [1, { "c": null }] } }),
    ];
    let mut checked = 0;
    for (verb, path, fields) in WRITES {
        for value in &odd {
            // The odd value in every field, and as the whole body.
            let every_field =
                Value::Object(fields.iter().map(|f| ((*f).to_owned(), value.clone())).collect());
            for body in [&every_field, value] {
                let (status, answer) = app.call(method(verb), path, Some(&token), Some(body)).await;
                let shown: String = body.to_string().chars().take(80).collect();
                assert!(!status.is_server_error(), "{verb} {path} {shown}: {status} {answer}");
                assert!(
                    answer["message"].is_string() || status.is_success(),
                    "{verb} {path} {shown}: {status} {answer}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 600, "{checked}");

    // Everything still reads afterwards.
    for path in [
        "/api/health",
        "/api/services",
        "/api/projects",
        "/api/testimonials",
        "/api/client-logos",
        "/api/settings",
        "/api/analytics/public",
    ] {
        let (status, body) = app.get_json(path, None).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
    }
    for path in
        ["/api/admin/dashboard", "/api/admin/contact-submissions", "/api/admin/users", "/api/admin/settings"]
    {
        let (status, body) = app.get_json(path, Some(&token)).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
    }
}

#[tokio::test]
async fn odd_paths_and_queries_are_client_errors_in_json() {
    let (app, token) = app_with_inquiry().await;
    let cases = [
        (Method::GET, "/api/services/1"),
        (Method::PATCH, "/api/services/%00"),
        (Method::DELETE, "/api/services/%F0%9F%8E%89"),
        (Method::DELETE, "/api/services/1%20"),
        (Method::DELETE, "/api/services/0x1"),
        (Method::DELETE, "/api/services/9223372036854775808"),
        (Method::GET, "/api/admin/contact-submissions?limit=2&limit=3"),
        (Method::GET, "/api/admin/contact-submissions?limit=%FF"),
        (Method::GET, "/api/admin/contact-submissions?offset=1e3"),
        (Method::GET, "/api/services?isActive=false&limit=-5"),
        (Method::POST, "/api/services/1"),
        (Method::PUT, "/api/admin/settings"),
        (Method::GET, "/api/posts/slug/%FF"),
        (Method::GET, "/api/case-studies/slug/%C3%28"),
    ];
    for (verb, path) in cases {
        let response = app
            .request(verb.clone(), path, Some(&token))
            .json(&json!({ "title": "Odd" }))
            .send()
            .await
            .unwrap();
        let status = response.status();
        let content_type = response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        let text = response.text().await.unwrap();
        assert!(!status.is_server_error(), "{verb} {path}: {status} {text}");
        if !status.is_success() {
            assert!(
                content_type.starts_with("application/json"),
                "{verb} {path}: {status} {content_type} {text}"
            );
            let body: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            assert!(body["message"].is_string(), "{verb} {path}: {status} {text}");
        }
    }
    // Nothing was deleted by any of the odd ids.
    assert_eq!(app.scalar("select count(*) from services"), 6);
}

#[tokio::test]
async fn a_malformed_body_is_400_even_when_an_earlier_field_has_the_wrong_type() {
    let (app, token) = app_with_inquiry().await;
    for (path, body) in [
        ("/api/admin/contact-submissions/1", r#"{"read": "yes",}"#),
        ("/api/services/1", r#"{"isActive": "no", "title": }"#),
        ("/api/client-logos/1", r#"{"width": "wide"} trailing"#),
    ] {
        let (status, answer) =
            app.raw(Method::PATCH, path, Some(&token), Some("application/json"), body).await;
        assert_error(status, &answer, StatusCode::BAD_REQUEST, body);
        assert!(answer.get("errors").is_none(), "{body}: {answer}");
    }
}

#[tokio::test]
async fn a_bad_query_string_is_a_json_error_too() {
    let (app, token) = app_with_inquiry().await;
    let response = app.get("/api/admin/contact-submissions?limit=2&limit=3", Some(&token)).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let content_type = response.headers().get(header::CONTENT_TYPE).cloned();
    assert_eq!(content_type.as_ref().and_then(|v| v.to_str().ok()), Some("application/json"));
    let (_, body) = crate::helpers::parts(response).await;
    assert!(body["message"].as_str().is_some_and(|m| m.contains("limit")), "{body}");
}
