//! Bad bodies and odd inputs: the contract's 400/413/415/422 answers, and never a 5xx. A module per
//! kind of input; the endpoints that read a JSON body, and the app they are sent to, are here.

mod bodies;
mod odd_input;
mod shapes;

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::TestApp;

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
