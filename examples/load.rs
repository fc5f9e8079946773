//! The benchmark's load generator: keeps N HTTP/1.1 keep-alive connections busy with one request
//! for a fixed time and prints one JSON line of results. Unlike tools that drop in-flight requests
//! at the deadline, every connection finishes its last request first, so the count of answers by
//! status is exact — scripts/bench compares it with what the server stored.
//!
//!   cargo run --release --example load -- --url http://127.0.0.1:8080/api/services \
//!       [--method POST --body '{"page":"/"}' | --bodies FILE] [--header 'accept-encoding: gzip'] \
//!       [--connections 64] [--seconds 10] [--threads 2]

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::Request;
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;

struct Options {
    host: String,
    path: String,
    method: hyper::Method,
    body: Bytes,
    /// Bodies sent in turn (`--bodies FILE`, one a line) instead of the one `body`.
    bodies: Vec<Bytes>,
    headers: Vec<(String, String)>,
    connections: usize,
    seconds: f64,
    threads: usize,
}

fn options() -> Options {
    let mut o = Options {
        host: String::new(),
        path: String::new(),
        method: hyper::Method::GET,
        body: Bytes::new(),
        bodies: Vec::new(),
        headers: Vec::new(),
        connections: 64,
        seconds: 10.0,
        threads: 2,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i + 1 < args.len() {
        let value = args[i + 1].clone();
        match args[i].as_str() {
            "--url" => {
                let rest = value.strip_prefix("http://").expect("--url must start with http://");
                let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
                o.host = host.to_owned();
                o.path = format!("/{path}");
            }
            "--method" => o.method = value.parse().expect("--method"),
            "--body" => o.body = Bytes::from(value),
            "--bodies" => {
                let text = std::fs::read_to_string(&value).expect("--bodies FILE");
                o.bodies =
                    text.lines().filter(|l| !l.is_empty()).map(|l| Bytes::from(l.to_owned())).collect();
            }
            "--header" => {
                let (name, v) = value.split_once(':').expect("--header 'name: value'");
                o.headers.push((name.trim().to_owned(), v.trim().to_owned()));
            }
            "--connections" => o.connections = value.parse().expect("--connections"),
            "--seconds" => o.seconds = value.parse().expect("--seconds"),
            "--threads" => o.threads = value.parse().expect("--threads"),
            other => panic!("unknown option {other}"),
        }
        i += 2;
    }
    assert!(!o.host.is_empty(), "--url is required");
    o
}

/// Requests answered by status, and each answer's latency in microseconds.
#[derive(Default)]
struct Tally {
    statuses: BTreeMap<u16, u64>,
    latencies: Vec<u32>,
    errors: u64,
}

async fn connection(o: &Options, index: usize, deadline: Instant) -> Tally {
    let mut tally = Tally::default();
    let Ok(stream) = tokio::net::TcpStream::connect(&o.host).await else {
        tally.errors += 1;
        return tally;
    };
    let _ = stream.set_nodelay(true);
    let Ok((mut sender, conn)) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await else {
        tally.errors += 1;
        return tally;
    };
    tokio::spawn(conn);
    let mut sent = index;
    while Instant::now() < deadline {
        let body = if o.bodies.is_empty() { o.body.clone() } else { o.bodies[sent % o.bodies.len()].clone() };
        sent += 1;
        let mut request = Request::builder().method(o.method.clone()).uri(&o.path).header("host", &o.host);
        if !o.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("user-agent")) {
            // A browser's: the site does not count visits without a user agent.
            request = request.header("user-agent", "Mozilla/5.0 (X11; Linux x86_64) agency-site load");
        }
        if !body.is_empty() {
            request = request.header("content-type", "application/json");
        }
        for (name, value) in &o.headers {
            request = request.header(name, value);
        }
        let request = request.body(Full::new(body)).expect("request");
        let started = Instant::now();
        match sender.send_request(request).await {
            Ok(response) => {
                let status = response.status().as_u16();
                if response.into_body().collect().await.is_err() {
                    tally.errors += 1;
                    break;
                }
                *tally.statuses.entry(status).or_default() += 1;
                tally.latencies.push(started.elapsed().as_micros().min(u32::MAX as u128) as u32);
            }
            Err(_) => {
                tally.errors += 1;
                break;
            }
        }
    }
    tally
}

fn main() {
    let o = Box::leak(Box::new(options()));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(o.threads)
        .enable_all()
        .build()
        .expect("runtime");
    let started = Instant::now();
    let deadline = started + Duration::from_secs_f64(o.seconds);
    let tallies: Vec<Tally> = runtime.block_on(async {
        let tasks: Vec<_> = (0..o.connections).map(|i| tokio::spawn(connection(o, i, deadline))).collect();
        let mut tallies = Vec::new();
        for task in tasks {
            tallies.push(task.await.expect("connection task"));
        }
        tallies
    });
    let elapsed = started.elapsed().as_secs_f64();

    let mut statuses: BTreeMap<u16, u64> = BTreeMap::new();
    let mut latencies = Vec::new();
    let mut errors = 0;
    for t in tallies {
        for (status, n) in t.statuses {
            *statuses.entry(status).or_default() += n;
        }
        latencies.extend(t.latencies);
        errors += t.errors;
    }
    latencies.sort_unstable();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0)
    };
    let requests: u64 = statuses.values().sum();
    let statuses: Vec<String> = statuses.iter().map(|(s, n)| format!("\"{s}\":{n}")).collect();
    println!(
        "{{\"requests\":{requests},\"seconds\":{elapsed:.3},\"rps\":{:.0},\"statuses\":{{{}}},\"errors\":{errors},\"p50_ms\":{:.3},\"p99_ms\":{:.3}}}",
        requests as f64 / elapsed,
        statuses.join(","),
        pct(0.50) as f64 / 1000.0,
        pct(0.99) as f64 / 1000.0,
    );
}
