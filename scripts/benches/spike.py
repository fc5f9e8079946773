"""Thousands of connections at once: p99 against bare axum's, and peak memory."""

import threading
import time
import urllib.request

from benches.common import BARE, SPIKE, WORK, free_port, load, row, rss_kb, site, start, start_nginx, stop, wait_http


def spike_bench(db, nginx):
    """A spike of visitors (#34): thousands of keep-alive connections on /api/services against
    bare axum and on / (gzip) against nginx, each pair measured back to back on the same bytes,
    twice, keeping each side's better run (this machine is shared); the site's peak RSS meanwhile."""
    port = free_port()
    proc = site(db, port)
    base = f"http://127.0.0.1:{port}"
    (WORK / "spike-services.json").write_bytes(urllib.request.urlopen(f"{base}/api/services").read())
    (WORK / "spike-analytics.json").write_bytes(urllib.request.urlopen(f"{base}/api/analytics/public").read())
    bare_port = free_port()
    bare = start([str(BARE), f"127.0.0.1:{bare_port}", str(WORK / "spike-services.json"), str(WORK / "spike-analytics.json")])
    bare_base = f"http://127.0.0.1:{bare_port}"
    wait_http(bare_base + "/api/services")
    pairs = [("/api/services", "bare axum", base + "/api/services", bare_base + "/api/services", [])]
    ngx = None
    if nginx:
        www = WORK / "spike-www"
        www.mkdir()
        gz = ["accept-encoding: gzip"]
        (www / "index.html").write_bytes(urllib.request.urlopen(f"{base}/").read())
        (www / "index.html.gz").write_bytes(urllib.request.urlopen(
            urllib.request.Request(f"{base}/", headers={"Accept-Encoding": "gzip"})).read())
        ngx, nginx_base = start_nginx(nginx, "spike", f"root {www}; gzip_static on;", "/", connections=max(SPIKE) + 1024)
        pairs.append(("/ (gzip)", "nginx", base + "/", nginx_base + "/", gz))

    peak = [0]
    watching = [True]
    def watch():
        while watching[0]:
            peak[0] = max(peak[0], rss_kb(proc.pid))
            time.sleep(0.05)
    watcher = threading.Thread(target=watch)
    watcher.start()
    for conns in SPIKE:
        for label, reference, ours_url, theirs_url, headers in pairs:
            ours, theirs = [], []
            for _ in range(2):
                ours.append(load(ours_url, headers=headers, connections=conns))
                theirs.append(load(theirs_url, headers=headers, connections=conns))
            a, b = min(r["p99_ms"] for r in ours), min(r["p99_ms"] for r in theirs)
            x, y = max(r["rps"] for r in ours), max(r["rps"] for r in theirs)
            slower, share = a / max(b, 0.01), x / y
            ok = slower <= 2 and (share >= 0.8 or reference == "nginx")
            row(f"GET {label} at {conns:,} keep-alive connections: p99 ÷ {reference}'s; throughput",
                "≤ 2" + ("; ≥ 80 %" if reference == "bare axum" else ""),
                f"{slower:.1f} ({a:,.0f} vs {b:,.0f} ms); {share:.0%} ({x:,.0f} vs {y:,.0f} req/s)", ok,
                "BENCH_ONLY=spike scripts/bench")
    watching[0] = False
    watcher.join()
    busy = peak[0] / 1024
    row(f"RSS peak under {max(SPIKE):,} keep-alive connections", "≤ 256 MB", f"{busy:.0f} MB", busy <= 256,
        "BENCH_ONLY=spike scripts/bench (VmRSS peak)")
    if ngx:
        stop(ngx)
    stop(bare)
    stop(proc)
