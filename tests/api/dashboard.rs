//! GET /api/admin/dashboard: content counts, unread inquiries and the visit totals.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error};

async fn dashboard(app: &TestApp, token: &str) -> Value {
    let (status, body) = app.get_json("/api/admin/dashboard", Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn contact(app: &TestApp) -> i64 {
    let (status, body) = app
        .post(
            "/api/contact",
            None,
            &json!({
                "name": "Leo Park",
                "email": "leo@park.example",
                "subject": "Quote please",
                "message": "How much is a monthly package?",
            }),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_fresh_site_shows_the_seeded_counts_and_no_visits() {
    let (app, token) = TestApp::with_super_admin().await;
    assert_eq!(
        dashboard(&app, &token).await,
        json!({
            "counts": {
                "services": 6,
                "projects": 6,
                "testimonials": 2,
                "clientLogos": 6,
                "posts": 3,
                "unreadSubmissions": 0,
            },
            "analytics": { "totalVisits": 0, "todayVisits": 0 },
            "leads": {
                "dueToday": 0, "overdue": 0, "mineDueToday": 0, "mineOverdue": 0,
                "followUps": [], "openLeads": 0, "openValue": 0,
            },
        })
    );
}

#[tokio::test]
async fn unread_goes_up_with_an_inquiry_and_down_when_it_is_read() {
    let (app, token) = TestApp::with_super_admin().await;
    let first = contact(&app).await;
    contact(&app).await;
    assert_eq!(dashboard(&app, &token).await["counts"]["unreadSubmissions"], 2);

    let (status, _) = app
        .patch(&format!("/api/admin/contact-submissions/{first}"), Some(&token), &json!({ "read": true }))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(dashboard(&app, &token).await["counts"]["unreadSubmissions"], 1);

    let (status, _) = app.delete(&format!("/api/admin/contact-submissions/{first}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(
        dashboard(&app, &token).await["counts"]["unreadSubmissions"],
        1,
        "deleting a read inquiry leaves the unread count alone"
    );
}

#[tokio::test]
async fn counts_follow_creation_and_deletion() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, _) = app
        .post("/api/client-logos", Some(&token), &json!({ "src": "/images/logos/x.svg", "alt": "X logo" }))
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, _) = app.delete("/api/services/1", Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.delete("/api/testimonials/2", Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    let counts = &dashboard(&app, &token).await["counts"];
    assert_eq!(counts["services"], 5);
    assert_eq!(counts["projects"], 6);
    assert_eq!(counts["testimonials"], 1);
    assert_eq!(counts["clientLogos"], 7);
}

#[tokio::test]
async fn analytics_match_the_public_counter() {
    let (app, token) = TestApp::with_super_admin().await;
    for body in
        [json!({ "page": "/" }), json!({ "page": "/blog" }), json!({ "page": "/", "visitDuration": 5000 })]
    {
        let (status, _) = app.post("/api/analytics/visit", None, &body).await;
        assert_eq!(status, StatusCode::ACCEPTED);
    }
    let analytics = dashboard(&app, &token).await["analytics"].clone();
    assert_eq!(analytics, json!({ "totalVisits": 2, "todayVisits": 2 }));
    let (_, public) = app.get_json("/api/analytics/public", None).await;
    assert_eq!(public, analytics);
}

#[tokio::test]
async fn an_ordinary_admin_sees_the_dashboard_and_a_visitor_does_not() {
    let (app, _super) = TestApp::with_super_admin().await;
    let editor = app.create_admin("editor", "editor-password").await;
    let body = dashboard(&app, &editor).await;
    assert_eq!(body["counts"]["services"], 6);
    let (status, body) = app.get_json("/api/admin/dashboard", None).await;
    assert_error(status, &body, StatusCode::UNAUTHORIZED, "anonymous");
}
