//! Odd input: Unicode stored exactly, odd values in every field and odd paths and queries answered
//! as client errors in JSON, never a server error.

use reqwest::{Method, StatusCode, header};
use serde_json::{Value, json};

use super::{WRITES, app_with_inquiry, method};

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
async fn a_bad_query_string_is_a_json_error_too() {
    let (app, token) = app_with_inquiry().await;
    let response = app.get("/api/admin/contact-submissions?limit=2&limit=3", Some(&token)).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let content_type = response.headers().get(header::CONTENT_TYPE).cloned();
    assert_eq!(content_type.as_ref().and_then(|v| v.to_str().ok()), Some("application/json"));
    let (_, body) = crate::helpers::parts(response).await;
    assert!(body["message"].as_str().is_some_and(|m| m.contains("limit")), "{body}");
}
