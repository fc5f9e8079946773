//! Bodies the server cannot read: not JSON or empty (400), not declared as JSON (415), over 64 KiB
//! (413), on every endpoint that reads one.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::{WRITES, app_with_inquiry, method};
use crate::helpers::assert_error;

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
