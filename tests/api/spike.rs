//! A spike of visitors (docs/PERFORMANCE.md): what is answered from memory never waits behind a
//! request that waits for the database. Under thousands of connections such a wait became a
//! convoy that stalled the slowest visitors for over a second, once a second.

use std::time::Duration;

use reqwest::StatusCode;

use crate::helpers::TestApp;

#[tokio::test]
async fn the_public_lists_answer_while_the_version_check_waits_for_the_database() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get("/api/services", None).await.status(), StatusCode::OK);

    // Every connection of the pool taken: the next comparison of the site's version (due once a
    // second) waits for one.
    let held: Vec<_> = (0..agency_site::db::POOL_SIZE).map(|_| app.db.conn().expect("connection")).collect();
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let checking = tokio::spawn({
        let (client, url) = (app.client.clone(), format!("{}/api/services", app.base));
        async move { client.get(url).send().await.map(|r| r.status()) }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(!checking.is_finished(), "the request comparing the version had a connection");

    // Everyone else is answered from what is loaded, at once (the pool would make them wait 5 s).
    for path in ["/api/services", "/api/testimonials", "/"] {
        let answer = tokio::time::timeout(Duration::from_secs(2), app.get(path, None)).await;
        let answer = answer.unwrap_or_else(|_| panic!("{path} waited behind the version check"));
        assert_eq!(answer.status(), StatusCode::OK, "{path}");
    }

    drop(held);
    let status = checking.await.expect("task").expect("answer");
    assert_eq!(status, StatusCode::OK, "the comparing request is answered once a connection frees");
}
