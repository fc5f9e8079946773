//! POST /api/analytics/visit and GET /api/analytics/public: page loads count (as per-day
//! aggregates by page, source, campaign and device, with unique visitors), durations add time
//! spent, bots and prefetches are not counted, and storage grows with distinct keys, not traffic.

use reqwest::{Method, StatusCode, header};
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
    assert_eq!(app.scalar("select sum(durations) from visit_pages"), 3);
    assert_eq!(app.scalar("select sum(duration_ms) from visit_pages where page = '/'"), 86_401_234);
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
    assert_eq!(app.scalar("select count(*) from visit_pages"), 0);

    // The longest allowed path is fine.
    visit(&app, json!({ "page": format!("/{}", "a".repeat(2047)) })).await;
    assert_eq!(totals(&app).await, (1, 1));
}

#[tokio::test]
async fn the_counters_agree_with_the_aggregates() {
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
    assert_eq!(app.scalar("select visits from visit_total where id = 1"), total);
    for table in ["visit_days", "visit_pages", "visit_sources", "visit_devices"] {
        assert_eq!(app.scalar(&format!("select sum(visits) from {table}")), total, "{table}");
    }
    assert_eq!(app.scalar("select sum(durations) from visit_pages"), durations);
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
    assert_eq!(app.scalar("select sum(visits) from visit_pages"), 40);
    assert_eq!(app.scalar("select visits from visit_days"), 40);
}

/// A page load from a browser with this user agent (and extra headers).
async fn load(app: &TestApp, body: Value, user_agent: &str, headers: &[(&str, &str)]) {
    let mut request = app
        .request(Method::POST, "/api/analytics/visit", None)
        .header(header::USER_AGENT, user_agent)
        .json(&body);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let status = request.send().await.expect("request").status();
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
}

const IPHONE: &str =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const IPAD: &str = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15";
const MAC: &str =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";

fn rows(app: &TestApp, sql: &str) -> Vec<(String, i64)> {
    let conn = app.db.conn().expect("conn");
    let mut stmt = conn.prepare(sql).expect(sql);
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).expect(sql).map(Result::unwrap).collect()
}

#[tokio::test]
async fn visits_count_by_page_source_campaign_and_device_and_bots_do_not_count() {
    let app = TestApp::spawn().await;
    load(&app, json!({ "page": "/?utm_source=Newsletter&utm_campaign=Spring%20Sale", "referrer": "https://mail.example/" }), IPHONE, &[]).await;
    load(
        &app,
        json!({ "page": "/blog?page=2", "referrer": "https://www.google.com/search?q=miami" }),
        MAC,
        &[],
    )
    .await;
    load(
        &app,
        json!({ "page": "/blog/ugc-content-strategy-guide/", "referrer": "http://127.0.0.1/" }),
        IPAD,
        &[],
    )
    .await;
    load(&app, json!({ "page": "/wp-admin.php", "referrer": "" }), MAC, &[]).await;
    // Not counted: crawlers, scripts, no user agent at all, a page loaded ahead of time.
    load(&app, json!({ "page": "/" }), "Mozilla/5.0 (compatible; Googlebot/2.1)", &[]).await;
    load(&app, json!({ "page": "/" }), "curl/8.5.0", &[]).await;
    load(&app, json!({ "page": "/" }), "", &[]).await;
    load(&app, json!({ "page": "/" }), MAC, &[("sec-purpose", "prefetch;prerender")]).await;

    assert_eq!(totals(&app).await, (4, 4));
    assert_eq!(
        rows(&app, "select page, visits from visit_pages order by page"),
        [
            ("(other)".into(), 1),
            ("/".into(), 1),
            ("/blog".into(), 1),
            ("/blog/ugc-content-strategy-guide".into(), 1)
        ],
        "query strings dropped, unknown addresses in one bucket"
    );
    assert_eq!(
        rows(&app, "select source, visits from visit_sources order by source"),
        [("".into(), 2), ("google.com".into(), 1), ("newsletter".into(), 1)],
        "utm_source wins; the site itself and no referrer are direct"
    );
    assert_eq!(rows(&app, "select campaign, visits from visit_campaigns"), [("spring sale".into(), 1)]);
    assert_eq!(
        rows(&app, "select device, visits from visit_devices order by device"),
        [("desktop".into(), 2), ("mobile".into(), 1), ("tablet".into(), 1)]
    );
}

#[tokio::test]
async fn a_visitor_counts_once_a_day_without_anything_stored_about_them() {
    let app = TestApp::spawn().await;
    for page in ["/", "/blog", "/"] {
        load(&app, json!({ "page": page }), MAC, &[]).await;
    }
    load(&app, json!({ "page": "/" }), IPHONE, &[]).await;
    assert_eq!(rows(&app, "select day, visitors from visit_days").first().map(|r| r.1), Some(2));
    assert_eq!(totals(&app).await.1, 4);
    // Nothing in the visit tables can tell visitors apart: no address, agent or hash is stored.
    let conn = app.db.conn().unwrap();
    let dump: Vec<String> = conn
        .prepare("select sql from sqlite_schema where sql is not null and tbl_name like 'visit%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let schema = dump.join("\n").to_lowercase();
    for word in ["ip ", "address", "user_agent", "hash", "cookie"] {
        assert!(!schema.contains(word), "the schema names {word}");
    }
}

#[test]
fn storage_grows_with_distinct_pages_and_sources_not_with_traffic() {
    use agency_site::domain::visits::{Device, Hit};
    let dir = tempfile::tempdir().unwrap();
    let mut conn = agency_site::db::connect(&dir.path().join("site.db")).unwrap();
    agency_site::db::migrate(&mut conn).unwrap();
    let size = |conn: &rusqlite::Connection| -> i64 {
        conn.query_row(
            "select page_count * page_size from pragma_page_count(), pragma_page_size()",
            [],
            |r| r.get(0),
        )
        .unwrap()
    };
    let before = size(&conn);
    // 100,000 records of one day over 50 pages, 20 sources and 3 devices, as the writer batches them.
    let devices = [Device::Mobile, Device::Tablet, Device::Desktop];
    let hits: Vec<(String, Hit)> = (0..100_000)
        .map(|n: usize| {
            let hit = Hit {
                page: format!("/blog/article-number-{}", n % 50),
                source: format!("source-{}.example", n % 20),
                campaign: String::new(),
                device: devices[n % 3],
                new_visitor: n.is_multiple_of(4),
                duration_ms: None,
            };
            ("2026-11-25".to_owned(), hit)
        })
        .collect();
    for batch in hits.chunks(2048) {
        agency_site::db::visits::record(&mut conn, batch).unwrap();
    }
    let grown = size(&conn) - before;
    assert!(grown < 256 * 1024, "100,000 records grew the file by {grown} bytes");
    let total: i64 = conn.query_row("select visits from visit_total", [], |r| r.get(0)).unwrap();
    assert_eq!(total, 100_000);
}
