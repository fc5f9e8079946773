//! POST /api/analytics/visit and GET /api/analytics/public: page loads count, durations do not.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_invalid};

async fn visit(app: &TestApp, body: Value) -> StatusCode {
    let (status, answer) = app.post("/api/analytics/visit", None, &body).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}: {answer}");
    status
}

async fn totals(app: &TestApp) -> (i64, i64) {
    let (status, body) = app.get_json("/api/analytics/public", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (body["totalVisits"].as_i64().expect("totalVisits"), body["todayVisits"].as_i64().expect("todayVisits"))
}

#[tokio::test]
async fn public_totals_are_two_numbers_starting_at_zero() {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json("/api/analytics/public", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({ "totalVisits": 0, "todayVisits": 0 }));
}

#[tokio::test]
async fn a_page_load_is_202_and_counts_one_visit_in_total_and_today() {
    let app = TestApp::spawn().await;
    visit(&app, json!({ "page": "/" })).await;
    assert_eq!(totals(&app).await, (1, 1));
    visit(&app, json!({ "page": "/blog" })).await;
    visit(&app, json!({ "page": "/blog/ugc-content-strategy-guide", "visitDuration": null })).await;
    assert_eq!(totals(&app).await, (3, 3));
}

#[tokio::test]
async fn time_spent_is_202_and_leaves_the_totals_alone() {
    let app = TestApp::spawn().await;
    visit(&app, json!({ "page": "/" })).await;
    for duration in [0, 1234, 86_400_000] {
        visit(&app, json!({ "page": "/", "visitDuration": duration })).await;
    }
    assert_eq!(totals(&app).await, (1, 1));
    assert_eq!(app.scalar("select count(*) from visits where visit_duration is not null"), 3);
}

#[tokio::test]
async fn invalid_visits_are_422_and_count_nothing() {
    let app = TestApp::spawn().await;
    let not_a_path = "Page must be a path starting with /";
    let page_cases = [
        (json!({ "page": "blog" }), not_a_path.to_owned()),
        (json!({ "page": "" }), not_a_path.to_owned()),
        (json!({}), not_a_path.to_owned()),
        (json!({ "page": null }), not_a_path.to_owned()),
        (json!({ "page": "https://evil.example/" }), not_a_path.to_owned()),
        (
            json!({ "page": format!("/{}", "a".repeat(2048)) }),
            "Page must be at most 2048 characters".to_owned(),
        ),
        (json!({ "page": "/a\u{0}b" }), "Page contains characters that are not allowed".to_owned()),
        (json!({ "page": "/a\nb" }), "Page contains characters that are not allowed".to_owned()),
        (json!({ "page": "/a\u{7f}" }), "Page contains characters that are not allowed".to_owned()),
    ];
    for (body, message) in &page_cases {
        let (status, answer) = app.post("/api/analytics/visit", None, body).await;
        assert_invalid(status, &answer, "page", message, &body.to_string());
    }
    for duration in [
        json!(-1),
        json!(86_400_001),
        json!(i64::MAX),
        json!(1.5),
        json!(1000.0),
        json!("1000"),
        json!(true),
        json!([1]),
    ] {
        let body = json!({ "page": "/", "visitDuration": duration });
        let (status, answer) = app.post("/api/analytics/visit", None, &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {answer}");
        assert!(answer["errors"]["visitDuration"].is_string(), "{body}: {answer}");
    }
    assert_eq!(totals(&app).await, (0, 0));
    assert_eq!(app.scalar("select count(*) from visits"), 0);

    // The longest allowed path is fine.
    visit(&app, json!({ "page": format!("/{}", "a".repeat(2047)) })).await;
    assert_eq!(totals(&app).await, (1, 1));
}

#[tokio::test]
async fn the_counters_agree_with_the_visit_rows() {
    let app = TestApp::spawn().await;
    let (loads, durations) = (7, 4);
    for n in 0..loads {
        visit(&app, json!({ "page": format!("/page-{n}") })).await;
    }
    for n in 0..durations {
        visit(&app, json!({ "page": "/", "visitDuration": 1000 * (n + 1) })).await;
    }
    let (total, today) = totals(&app).await;
    assert_eq!(total, loads);
    assert_eq!(today, loads);
    assert_eq!(app.scalar("select count(*) from visits where visit_duration is null"), total);
    assert_eq!(app.scalar("select count(*) from visits where visit_duration is not null"), durations);
    assert_eq!(app.scalar("select visits from visit_total where id = 1"), total);
    assert_eq!(app.scalar("select sum(visits) from visit_days"), total);
}

#[tokio::test]
async fn concurrent_page_loads_are_all_counted() {
    let app = TestApp::spawn().await;
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..40 {
        let request =
            app.client.post(app.url("/api/analytics/visit")).json(&json!({ "page": format!("/p{n}") }));
        tasks.spawn(async move { request.send().await.expect("request").status() });
    }
    while let Some(status) = tasks.join_next().await {
        assert_eq!(status.expect("task"), StatusCode::ACCEPTED);
    }
    assert_eq!(totals(&app).await, (40, 40));
    assert_eq!(app.scalar("select count(*) from visits where visit_duration is null"), 40);
}
