//! Spawns the real application on a random port with a fresh database, and a client for it.

use std::net::SocketAddr;

use agency_site::app::{AppState, router};
use agency_site::db::{self, Db};
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
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("test.db");
        let mut conn = db::connect(&path).expect("connect");
        db::migrate(&mut conn).expect("migrate");
        drop(conn);
        let db = Db::open(&path).expect("open pool");
        let state = AppState::new(db.clone(), None).expect("state");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        tokio::spawn(async move {
            axum::serve(
                listener,
                router(state).into_make_service_with_connect_info::<SocketAddr>(),
            )
            .await
            .expect("server");
        });
        TestApp {
            base: format!("http://{addr}"),
            client: Client::new(),
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
        self.request(Method::GET, path, token)
            .send()
            .await
            .expect("request")
    }

    pub async fn send(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: &Value,
    ) -> Response {
        self.request(method, path, token)
            .json(body)
            .send()
            .await
            .expect("request")
    }

    pub fn registration_key(&self) -> String {
        let conn = self.db.conn().expect("conn");
        db::settings::get(&conn, "registration_key")
            .expect("query")
            .expect("key")
    }

    /// Registers through the API (the first account becomes the super admin) and logs in.
    pub async fn create_admin(&self, username: &str, password: &str) -> String {
        let body = json!({ "username": username, "password": password, "registrationKey": self.registration_key() });
        let response = self
            .send(Method::POST, "/api/auth/register", None, &body)
            .await;
        assert_eq!(
            response.status(),
            StatusCode::CREATED,
            "register {username}"
        );
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
