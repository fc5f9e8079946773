"""What every part of the benchmark shares: where the programs are, starting and stopping them,
loading them, and the rows of the report."""

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

# scripts/benches/common.py: the repository is three levels up.
ROOT = Path(__file__).resolve().parents[2]
SECONDS = float(os.environ.get("BENCH_SECONDS", "8"))
CONNECTIONS = int(os.environ.get("BENCH_CONNECTIONS", "64"))
BIN = ROOT / "target/release/agency-site"
LOAD = ROOT / "target/release/examples/load"
PHOTO = ROOT / "target/release/examples/photo"
BARE = ROOT / "target/release/examples/bare_baseline"
# The site's listen queue (src/server.rs BACKLOG); nginx gets the same.
BACKLOG = 8192
# Keep-alive connections of a spike of visitors (#34).
SPIKE = (256, 1000, 5000)
WORK = Path(tempfile.mkdtemp(prefix="agency-bench-"))
WORK.chmod(0o755)  # nginx's workers run as another user and must read the files in it
PROCS = []
ROWS = []


def say(text):
    print(text, file=sys.stderr, flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.02)
    raise SystemExit(f"{url} never answered")


def start(cmd, env=None):
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **(env or {})})
    PROCS.append(proc)
    return proc


def stop(proc):
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


def site(db, port):
    proc = start([str(BIN), "--db", str(db), "serve", "--listen", f"127.0.0.1:{port}", "--rate-limits", "off",
                  "--max-connections-per-address", "0"],
                 {"AGENCY_LOG": "warn"})
    wait_http(f"http://127.0.0.1:{port}/api/health")
    return proc


def start_nginx(nginx, name, server, ready, connections=1024):
    """nginx as the reference beside the site: `server` is its server block's directives (root,
    gzip_static…), `ready` a path it must answer. Returns the process and its base URL."""
    port = free_port()
    conf = WORK / f"nginx-{name}.conf"
    conf.write_text(f"""
worker_processes 2;
worker_rlimit_nofile {connections + 64};
pid {WORK}/nginx-{name}.pid;
error_log {WORK}/nginx-{name}-error.log;
events {{ worker_connections {connections}; }}
http {{
  access_log off;
  include /etc/nginx/mime.types;
  keepalive_requests 100000;
  server {{
    listen 127.0.0.1:{port} backlog={BACKLOG};
    {server}
  }}
}}""")
    proc = start([nginx, "-c", str(conf), "-g", "daemon off;"])
    base = f"http://127.0.0.1:{port}"
    wait_http(base + ready)
    return proc, base


def load(url, method="GET", body=None, headers=(), connections=CONNECTIONS, seconds=SECONDS):
    cmd = [str(LOAD), "--url", url, "--method", method, "--connections", str(connections), "--seconds", str(seconds)]
    if body is not None:
        cmd += ["--body", body]
    for h in headers:
        cmd += ["--header", h]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def rss_kb(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


@contextlib.contextmanager
def peak_rss_kb(pid, every=0.05):
    """The process's VmRSS at its peak while the block runs, sampled every `every` seconds: a list
    whose one number (KB) the block may read once it is done."""
    peak = [rss_kb(pid)]
    done = threading.Event()
    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], rss_kb(pid))
            time.sleep(every)
    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        yield peak
    finally:
        done.set()
        sampler.join()


def row(figure, target, measured, ok, command):
    ROWS.append((figure, target, measured, "yes" if ok else f"**no**", command))
    say(f"  {figure}: {measured} (target {target}) {'ok' if ok else 'MISSED'}")


def token(base, username="bench", password="bench-password-1"):
    req = urllib.request.Request(f"{base}/api/auth/login", data=json.dumps({"username": username, "password": password}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return json.load(r)["token"]


def upload(base, tok, path, alt):
    """POST /api/admin/media as a browser would (multipart); answers (status, json)."""
    boundary = "benchboundary7MA4YWxkTrZu0gW"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"alt\"\r\n\r\n{alt}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{path.name}\"\r\n"
            f"Content-Type: application/octet-stream\r\n\r\n").encode() + path.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    req = urllib.request.Request(f"{base}/api/admin/media", data=body, method="POST", headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}", "Authorization": f"Bearer {tok}"})
    with urllib.request.urlopen(req, timeout=60) as r:
        return r.status, json.load(r)


# 1 GB of media (1,024 photos of 1 MB in 64 KB chunks, random bytes), added to a copy of the site.
