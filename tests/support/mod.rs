//! Helpers for the tests that drive the built `agency-site` binary: running a command against a
//! temp database, starting `serve` on a free port of 127.0.0.1, and a blocking HTTP client
//! (reqwest) for it.
#![allow(dead_code)]

pub mod images;
pub mod samples;

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as StdCommand, ExitStatus, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use reqwest::Method;
use reqwest::blocking::Client;
use reqwest::header::{CONNECTION, CONTENT_TYPE, HeaderMap, HeaderValue};
use reqwest::redirect::Policy;
use serde_json::Value;

/// Variables of the CLI contract that must not leak in from the environment running the tests.
const AGENCY_VARS: [&str; 17] = [
    "AGENCY_DB",
    "AGENCY_LISTEN",
    "AGENCY_JWT_SECRET",
    "AGENCY_TRUST_PROXY",
    "AGENCY_RATE_LIMITS",
    "AGENCY_MAX_CONNECTIONS_PER_ADDRESS",
    "AGENCY_LOG",
    "AGENCY_NOTIFY_EMAIL",
    "AGENCY_SMTP_HOST",
    "AGENCY_SMTP_PORT",
    "AGENCY_SMTP_USERNAME",
    "AGENCY_SMTP_PASSWORD",
    "AGENCY_SMTP_FROM",
    "AGENCY_SMTP_SECURITY",
    "AGENCY_BACKUP_DIR",
    "AGENCY_BACKUP_EVERY",
    "AGENCY_BACKUP_KEEP",
];

pub const OWNER: &str = "owner";
pub const OWNER_PASSWORD: &str = "owner-pass-1";

pub fn bin_path() -> PathBuf {
    assert_cmd::cargo::cargo_bin("agency-site")
}

/// `agency-site --db DB` with a clean environment.
pub fn cmd(db: &Path) -> assert_cmd::Command {
    let mut cmd = assert_cmd::Command::new(bin_path());
    for var in AGENCY_VARS {
        cmd.env_remove(var);
    }
    cmd.arg("--db").arg(db);
    cmd
}

/// What a finished command said.
#[derive(Debug)]
pub struct Out {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Out {
    /// Asserts success and returns stdout.
    pub fn ok(&self) -> &str {
        assert_eq!(self.code, 0, "expected success; stderr: {}\nstdout: {}", self.stderr, self.stdout);
        &self.stdout
    }

    /// Asserts the exit code and that stderr is exactly one line, `error: ...`; returns that line.
    pub fn error(&self, code: i32) -> &str {
        assert_eq!(self.code, code, "exit code; stderr: {}\nstdout: {}", self.stderr, self.stdout);
        let line = self.stderr.strip_suffix('\n').unwrap_or(&self.stderr);
        assert!(line.starts_with("error: "), "stderr must start with 'error: ': {:?}", self.stderr);
        assert!(!line.contains('\n'), "stderr must be one line: {:?}", self.stderr);
        assert!(line.len() > "error: ".len() + 10, "the sentence must say something: {line:?}");
        line
    }
}

pub fn run(db: &Path, args: &[&str]) -> Out {
    run_with_stdin(db, args, "")
}

pub fn run_with_stdin(db: &Path, args: &[&str], stdin: &str) -> Out {
    let output =
        cmd(db).args(args).write_stdin(stdin).timeout(Duration::from_secs(60)).output().expect("run");
    Out {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

pub fn create_admin(db: &Path, username: &str, password: &str) {
    run_with_stdin(
        db,
        &["create-admin", "--username", username, "--password-stdin"],
        &format!("{password}\n"),
    )
    .ok();
}

/// The whole database as `export --include-secrets` shows it, without `exportedAt`: two of these
/// are equal exactly when the data is.
pub fn snapshot(db: &Path) -> Value {
    export_json(db, &["--include-secrets"])
}

/// `export` (JSON, to stdout) with extra flags, parsed, without `exportedAt`.
pub fn export_json(db: &Path, flags: &[&str]) -> Value {
    let mut args = vec!["export"];
    args.extend_from_slice(flags);
    let out = run(db, &args);
    let mut value: Value = serde_json::from_str(out.ok()).expect("export is JSON");
    without_exported_at(&mut value);
    value
}

pub fn without_exported_at(value: &mut Value) {
    let removed = value.as_object_mut().expect("an object").remove("exportedAt");
    assert!(removed.is_some_and(|v| v.is_string()), "an export carries exportedAt");
}

pub fn read_json_file(path: &Path) -> Value {
    let mut value: Value = serde_json::from_slice(&std::fs::read(path).expect("read")).expect("JSON");
    without_exported_at(&mut value);
    value
}

#[cfg(unix)]
pub fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).expect("metadata").permissions().mode() & 0o777
}

/// File names in a folder, sorted.
pub fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A running `agency-site serve --rate-limits off` (the tests post more than a visitor may),
/// stopped with SIGTERM when dropped.
pub struct Server {
    child: Child,
    pub port: u16,
    log: Arc<Mutex<String>>,
}

impl Server {
    pub fn start(db: &Path) -> Server {
        Server::start_with_env(db, &[])
    }

    pub fn start_with_env(db: &Path, env: &[(&str, &str)]) -> Server {
        Server::start_under(&[], db, env)
    }

    /// Serves with `agency-site` run by `prefix` (e.g. `nsenter … --`), which must exec it so that
    /// the child is the server.
    pub fn start_under(prefix: &[std::ffi::OsString], db: &Path, env: &[(&str, &str)]) -> Server {
        let mut last_log = String::new();
        for _ in 0..3 {
            match Server::try_start(prefix, db, env) {
                Ok(server) => return server,
                Err(log) => last_log = log,
            }
        }
        panic!("serve did not start:\n{last_log}");
    }

    fn try_start(prefix: &[std::ffi::OsString], db: &Path, env: &[(&str, &str)]) -> Result<Server, String> {
        let port = free_port();
        let mut command = match prefix.split_first() {
            Some((program, args)) => {
                let mut command = StdCommand::new(program);
                command.args(args).arg(bin_path());
                command
            }
            None => StdCommand::new(bin_path()),
        };
        for var in AGENCY_VARS {
            command.env_remove(var);
        }
        command
            .arg("--db")
            .arg(db)
            .args(["serve", "--rate-limits", "off", "--listen", &format!("127.0.0.1:{port}")])
            .env("AGENCY_LOG", "info")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let mut child = command.spawn().expect("spawn serve");

        // Drain stderr for the whole life of the server, so its logging never blocks on a full pipe.
        let log = Arc::new(Mutex::new(String::new()));
        let (ready_tx, ready_rx) = mpsc::channel();
        let stderr = child.stderr.take().expect("stderr");
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stderr);
            let mut line = String::new();
            let mut ready = Some(ready_tx);
            loop {
                line.clear();
                match reader.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        sink.lock().unwrap().push_str(&line);
                        if line.contains("serving on")
                            && let Some(tx) = ready.take()
                        {
                            let _ = tx.send(());
                        }
                    }
                }
            }
        });
        match ready_rx.recv_timeout(Duration::from_secs(30)) {
            Ok(()) => {
                let server = Server { child, port, log };
                server.wait_healthy();
                Ok(server)
            }
            Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                Err(log.lock().unwrap().clone())
            }
        }
    }

    fn wait_healthy(&self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if try_http(self.port, "GET", "/api/health", None, None).is_ok_and(|r| r.status == 200) {
                return;
            }
            assert!(Instant::now() < deadline, "serve never became healthy:\n{}", self.log());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    pub fn get(&self, path: &str, token: Option<&str>) -> Reply {
        http(self.port, "GET", path, token, None)
    }

    pub fn send(&self, method: &str, path: &str, token: Option<&str>, body: &Value) -> Reply {
        http(self.port, method, path, token, Some(body))
    }

    /// Logs in and returns the reply (200 with a token, or 401).
    pub fn login(&self, username: &str, password: &str) -> Reply {
        self.send(
            "POST",
            "/api/auth/login",
            None,
            &serde_json::json!({ "username": username, "password": password }),
        )
    }

    /// Logs in, asserting success; returns the token.
    pub fn token(&self, username: &str, password: &str) -> String {
        let reply = self.login(username, password);
        assert_eq!(reply.status, 200, "login {username}: {}", reply.body);
        reply.json()["token"].as_str().expect("token").to_owned()
    }

    /// Uploads a file into the media library (see `upload`).
    pub fn upload(
        &self,
        token: &str,
        bytes: Vec<u8>,
        name: &str,
        alt: &str,
        extra: &[(&str, &str)],
    ) -> Reply {
        upload(self.port, token, bytes, name, alt, extra).expect("upload")
    }

    /// The bytes served at `path`.
    pub fn bytes(&self, path: &str) -> (u16, Vec<u8>) {
        let response = client().get(format!("http://127.0.0.1:{}{path}", self.port)).send().expect("get");
        (response.status().as_u16(), response.bytes().expect("bytes").to_vec())
    }

    /// The server's process id, for tests that signal or trace it.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGTERM, then waits (at most 20 s) for the exit.
    pub fn stop(mut self) -> ExitStatus {
        self.terminate()
    }

    /// SIGKILL, as a power cut or the OOM killer: no shutdown code runs.
    pub fn kill_hard(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn terminate(&mut self) -> ExitStatus {
        if let Ok(Some(status)) = self.child.try_wait() {
            return status;
        }
        let _ = StdCommand::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                return self.child.wait().expect("wait");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.terminate();
    }
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port()
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: HeaderMap,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

/// The one client of these tests. Like a visitor's single request it opens a fresh connection and
/// closes it after the answer (no pool: an idle kept-alive connection would be a client the
/// server's graceful shutdown waits on, and a request of the kill tests could land on a dead one);
/// it follows no redirect, asks for no compression (reqwest is built without it), ignores any
/// proxy of the environment, and gives up after 30 s.
fn client() -> &'static Client {
    static CLIENT: OnceLock<Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        let mut close = HeaderMap::new();
        close.insert(CONNECTION, HeaderValue::from_static("close"));
        Client::builder()
            // A browser's: the site does not count visits without a user agent.
            .user_agent("Mozilla/5.0 (X11; Linux x86_64) agency-site tests")
            .default_headers(close)
            .pool_max_idle_per_host(0)
            .redirect(Policy::none())
            .no_proxy()
            .timeout(Duration::from_secs(30))
            .build()
            .expect("an HTTP client")
    })
}

/// One HTTP/1.1 request on a fresh connection to 127.0.0.1:port.
pub fn http(port: u16, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> Reply {
    try_http(port, method, path, token, body)
        .unwrap_or_else(|e| panic!("{method} {path} on port {port} failed: {e}"))
}

/// As `http`, with a failed connection (refused, reset, timed out) as an error: a JSON body when
/// one is given, and an empty JSON body on any method but GET.
pub fn try_http(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> reqwest::Result<Reply> {
    let method = Method::from_bytes(method.as_bytes()).expect("an HTTP method");
    let is_get = method == Method::GET;
    let mut request = client().request(method, format!("http://127.0.0.1:{port}{path}"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    match body {
        Some(body) => request = request.json(body),
        None if !is_get => request = request.header(CONTENT_TYPE, "application/json").body(""),
        None => {}
    }
    let response = request.send()?;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = String::from_utf8_lossy(&response.bytes()?).into_owned();
    Ok(Reply { status, headers, body })
}

/// Uploads a file into the media library on `port` (multipart `file` and `alt`, plus `extra` text
/// fields); a failed connection is an error.
pub fn upload(
    port: u16,
    token: &str,
    bytes: Vec<u8>,
    name: &str,
    alt: &str,
    extra: &[(&str, &str)],
) -> reqwest::Result<Reply> {
    let part = reqwest::blocking::multipart::Part::bytes(bytes).file_name(name.to_owned());
    let mut form = reqwest::blocking::multipart::Form::new().part("file", part).text("alt", alt.to_owned());
    for (key, value) in extra {
        form = form.text(key.to_string(), value.to_string());
    }
    let url = format!("http://127.0.0.1:{port}/api/admin/media");
    let response = client().post(url).bearer_auth(token).multipart(form).send()?;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.text()?;
    Ok(Reply { status, headers, body })
}

/// A valid contact-form body.
pub fn inquiry(name: &str, email: &str, subject: &str, message: &str) -> Value {
    serde_json::json!({ "name": name, "email": email, "subject": subject, "message": message })
}
