//! Spawns the real application on a random port with a fresh database, and a client for it.

use agency_site::app::app;
use agency_site::db::{self, Db};
use agency_site::state::{AppState, ServeConfig};
use reqwest::{Client, Method, RequestBuilder, Response, StatusCode};
use serde_json::{Value, json};
use tempfile::TempDir;

pub const SUPER_NAME: &str = "owner";
pub const PASSWORD: &str = "correct-horse";

pub struct TestApp {
    pub base: String,
    pub client: Client,
    pub db: Db,
    _dir: TempDir,
}

impl TestApp {
    /// A migrated, seeded database and the server on 127.0.0.1 at a free port.
    pub async fn spawn() -> TestApp {
        // Most tests send many requests from one address: limits are tested on their own.
        TestApp::spawn_with(ServeConfig { rate_limits: false, ..ServeConfig::default() }).await
    }

    /// The same with a chosen configuration (rate limits, trusted proxy).
    pub async fn spawn_with(config: ServeConfig) -> TestApp {
        TestApp::spawn_in(tempfile::tempdir().expect("temp dir"), config).await
    }

    /// A new server process, as after a restart, on this app's database: nothing kept in the
    /// old one's memory reaches it. (The old server keeps running until the test ends.)
    pub async fn restart(self, config: ServeConfig) -> TestApp {
        TestApp::spawn_in(self._dir, config).await
    }

    async fn spawn_in(dir: TempDir, config: ServeConfig) -> TestApp {
        let path = dir.path().join("test.db");
        let mut conn = db::connect(&path).expect("connect");
        agency_site::upgrade::migrate(&mut conn).expect("migrate");
        drop(conn);
        let db = Db::open(&path).expect("open pool");
        let (rules, trust_proxy) = (config.connections.clone(), config.trust_proxy);
        let state = AppState::new(db.clone(), config).expect("state");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        // The connection loop `serve` runs, with its timeouts and caps.
        tokio::spawn(async move {
            agency_site::server::run(listener, app(state), &rules, trust_proxy, std::future::pending()).await;
        });
        TestApp {
            base: format!("http://{addr}"),
            client: Client::builder()
                // A browser's: the site does not count visits without a user agent.
                .user_agent("Mozilla/5.0 (X11; Linux x86_64) agency-site tests")
                .build()
                .expect("client"),
            db,
            _dir: dir,
        }
    }

    /// A spawned app whose first admin (the super admin) is logged in; returns its token.
    pub async fn with_super_admin() -> (TestApp, String) {
        let app = TestApp::spawn().await;
        let token = app.create_admin(SUPER_NAME, PASSWORD).await;
        (app, token)
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub fn request(&self, method: Method, path: &str, token: Option<&str>) -> RequestBuilder {
        let builder = self.client.request(method, self.url(path));
        match token {
            Some(token) => builder.bearer_auth(token),
            None => builder,
        }
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Response {
        self.request(Method::GET, path, token).send().await.expect("request")
    }

    pub async fn send(&self, method: Method, path: &str, token: Option<&str>, body: &Value) -> Response {
        self.request(method, path, token).json(body).send().await.expect("request")
    }

    pub fn registration_key(&self) -> String {
        let conn = self.db.conn().expect("conn");
        db::settings::get(&conn, "registration_key").expect("query").expect("key")
    }

    /// Registers through the API (the first account becomes the super admin) and logs in.
    pub async fn create_admin(&self, username: &str, password: &str) -> String {
        let body =
            json!({ "username": username, "password": password, "registrationKey": self.registration_key() });
        let response = self.send(Method::POST, "/api/auth/register", None, &body).await;
        assert_eq!(response.status(), StatusCode::CREATED, "register {username}");
        self.login(username, password).await
    }

    pub async fn login(&self, username: &str, password: &str) -> String {
        let response = self
            .send(
                Method::POST,
                "/api/auth/login",
                None,
                &json!({ "username": username, "password": password }),
            )
            .await;
        assert_eq!(response.status(), StatusCode::OK, "login {username}");
        let body: Value = response.json().await.expect("json");
        body["token"].as_str().expect("token").to_owned()
    }
}

/// The status and JSON body of a response (Null when the body is empty or not JSON).
pub async fn parts(response: Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A JSON request that answers `(status, json)`; `body` None sends no body at all.
impl TestApp {
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> (StatusCode, Value) {
        let builder = self.request(method, path, token);
        let builder = match body {
            Some(body) => builder.json(body),
            None => builder,
        };
        parts(builder.send().await.expect("request")).await
    }

    pub async fn get_json(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        self.call(Method::GET, path, token, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> (StatusCode, Value) {
        self.call(Method::POST, path, token, Some(body)).await
    }

    pub async fn patch(&self, path: &str, token: Option<&str>, body: &Value) -> (StatusCode, Value) {
        self.call(Method::PATCH, path, token, Some(body)).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        self.call(Method::DELETE, path, token, None).await
    }

    /// A request with a raw body and content type, for what `json()` cannot send.
    pub async fn raw(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        content_type: Option<&str>,
        body: impl Into<reqwest::Body>,
    ) -> (StatusCode, Value) {
        let mut builder = self.request(method, path, token).body(body);
        if let Some(content_type) = content_type {
            builder = builder.header(reqwest::header::CONTENT_TYPE, content_type);
        }
        parts(builder.send().await.expect("request")).await
    }

    /// The single integer an SQL query answers, read straight from the database.
    pub fn scalar(&self, sql: &str) -> i64 {
        let conn = self.db.conn().expect("conn");
        conn.query_row(sql, [], |row| row.get(0)).expect(sql)
    }

    /// Registers through the API without logging in; answers the raw (status, json).
    pub async fn register(&self, username: &str, password: &str) -> (StatusCode, Value) {
        let body =
            json!({ "username": username, "password": password, "registrationKey": self.registration_key() });
        self.post("/api/auth/register", None, &body).await
    }
}

/// The ids of a list, in order.
pub fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap_or_else(|| panic!("not a list: {list}"))
        .iter()
        .map(|item| item["id"].as_i64().expect("id"))
        .collect()
}

/// Asserts a 422 whose `errors` names `field` with exactly `message`, and a top-level message.
#[track_caller]
pub fn assert_invalid(status: StatusCode, body: &Value, field: &str, message: &str, case: &str) {
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{case}: {body}");
    assert_eq!(body["errors"][field], message, "{case}: {body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{case}: {body}");
}

/// Asserts an error answer of the contract: this status and a non-empty `message`.
#[track_caller]
pub fn assert_error(status: StatusCode, body: &Value, expected: StatusCode, case: &str) {
    assert_eq!(status, expected, "{case}: {body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{case}: {body}");
}

/// True when the text is an RFC 3339 timestamp in UTC.
pub fn is_rfc3339_utc(text: &str) -> bool {
    // An RFC 3339 time with its offset, which must be UTC's (`Z` or +00:00).
    let utc = text.ends_with('Z') || text.ends_with("+00:00");
    utc && text.contains('T') && text.parse::<jiff::Timestamp>().is_ok()
}
