//! Helpers for the tests that drive the built `agency-site` binary: running a command against a
//! temp database, starting `serve` on a free port of 127.0.0.1, and a tiny blocking HTTP client.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command as StdCommand, ExitStatus, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

/// Variables of the CLI contract that must not leak in from the environment running the tests.
const AGENCY_VARS: [&str; 13] = [
    "AGENCY_DB",
    "AGENCY_LISTEN",
    "AGENCY_JWT_SECRET",
    "AGENCY_TRUST_PROXY",
    "AGENCY_RATE_LIMITS",
    "AGENCY_LOG",
    "AGENCY_NOTIFY_EMAIL",
    "AGENCY_SMTP_HOST",
    "AGENCY_SMTP_PORT",
    "AGENCY_SMTP_USERNAME",
    "AGENCY_SMTP_PASSWORD",
    "AGENCY_SMTP_FROM",
    "AGENCY_SMTP_SECURITY",
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
        let mut last_log = String::new();
        for _ in 0..3 {
            match Server::try_start(db, env) {
                Ok(server) => return server,
                Err(log) => last_log = log,
            }
        }
        panic!("serve did not start:\n{last_log}");
    }

    fn try_start(db: &Path, env: &[(&str, &str)]) -> Result<Server, String> {
        let port = free_port();
        let mut command = StdCommand::new(bin_path());
        for var in AGENCY_VARS {
            command.env_remove(var);
        }
        command
            .arg("--db")
            .arg(db)
            .args(["serve", "--rate-limits", "off", "--listen", &format!("127.0.0.1:{port}")])
            .env("AGENCY_LOG", "info,refinery_core=warn")
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
    pub headers: String,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

/// One HTTP/1.1 request on a fresh connection to 127.0.0.1:port.
pub fn http(port: u16, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> Reply {
    try_http(port, method, path, token, body)
        .unwrap_or_else(|e| panic!("{method} {path} on port {port} failed: {e}"))
}

pub fn try_http(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> std::io::Result<Reply> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n");
    if let Some(token) = token {
        request.push_str(&format!("Authorization: Bearer {token}\r\n"));
    }
    if !body.is_empty() || method != "GET" {
        request.push_str(&format!("Content-Type: application/json\r\nContent-Length: {}\r\n", body.len()));
    }
    request.push_str("\r\n");
    request.push_str(&body);
    stream.write_all(request.as_bytes())?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| std::io::Error::other("no end of headers"))?;
    let headers = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut payload = raw[split + 4..].to_vec();
    let status = headers
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("bad status line: {headers}")))?;
    if headers.to_ascii_lowercase().contains("transfer-encoding: chunked") {
        payload = dechunk(&payload);
    }
    Ok(Reply { status, headers, body: String::from_utf8_lossy(&payload).into_owned() })
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = data.windows(2).position(|w| w == b"\r\n") {
        let size_text = String::from_utf8_lossy(&data[..end]);
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("0").trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        let start = end + 2;
        out.extend_from_slice(&data[start..(start + size).min(data.len())]);
        data = &data[(start + size + 2).min(data.len())..];
    }
    out
}

/// A valid contact-form body.
pub fn inquiry(name: &str, email: &str, subject: &str, message: &str) -> Value {
    serde_json::json!({ "name": name, "email": email, "subject": subject, "message": message })
}
