use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{TestApp, parts};

#[tokio::test]
async fn health_answers_ok_when_the_database_does() {
    let app = TestApp::spawn().await;
    let (status, body) = parts(app.get("/api/health", None).await).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["status"], "ok");
}

#[tokio::test]
async fn health_proves_the_disk_takes_writes_once_per_interval_however_often_it_is_asked() {
    let app = TestApp::spawn().await;
    assert_eq!(app.scalar("select writes from write_probe"), 0);
    let site_version = app.scalar("select version from site_version");
    let mut probes = tokio::task::JoinSet::new();
    for _ in 0..20 {
        let request = app.client.get(app.url("/api/health"));
        probes.spawn(async move { request.send().await.expect("health answered").status() });
    }
    assert!(probes.join_all().await.iter().all(|s| *s == StatusCode::OK));
    assert_eq!(app.scalar("select writes from write_probe"), 1, "one write for a burst of probes");
    // Nothing a visitor sees changed, so no page is rebuilt for it.
    assert_eq!(app.scalar("select version from site_version"), site_version);
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s() {
    let app = TestApp::spawn().await;
    for path in ["/api/nope", "/api", "/api/services/1/extra", "/api/admin/nothing"] {
        let (status, body) = parts(app.get(path, None).await).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(body["message"].is_string(), "{path}: {body}");
    }
}

#[tokio::test]
async fn a_wrong_method_is_a_json_405() {
    let app = TestApp::spawn().await;
    let (status, body) = parts(app.send(reqwest::Method::PUT, "/api/services", None, &json!({})).await).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(body["message"].is_string());
}
