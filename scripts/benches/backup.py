"""The backup of a 1 GB database: its time, and visitors' p99 while it runs."""

import json
import shutil
import sqlite3
import threading
import time
import urllib.request

from benches.media import ONE_GB_OF_MEDIA
from benches.common import BIN, SECONDS, WORK, free_port, load, peak_rss_kb, row, say, start, stop, token, wait_http


def backup_bench(db):
    """Scheduled backups (#29): "Back up now" on a 1 GB database (the copy, its integrity check and
    the flush to disk), and visitors' GET / p99 while a second one runs against the quiet p99, as
    long each; the server's peak RSS meanwhile."""
    big = WORK / "backup.db"
    shutil.copy(db, big)
    say("Adding 1 GB of media to a copy (about a minute)…")
    conn = sqlite3.connect(big)
    conn.executescript(ONE_GB_OF_MEDIA)
    conn.close()
    size_gb = big.stat().st_size / 1e9
    folder = WORK / "backups"
    port = free_port()
    proc = start([str(BIN), "--db", str(big), "serve", "--listen", f"127.0.0.1:{port}", "--rate-limits", "off",
                  "--max-connections-per-address", "0"], {"AGENCY_LOG": "warn", "AGENCY_BACKUP_DIR": str(folder)})
    base = f"http://127.0.0.1:{port}"
    wait_http(f"{base}/api/health")
    tok = token(base)

    def back_up():
        req = urllib.request.Request(f"{base}/api/admin/backups", data=b"{}", method="POST", headers={
            "Content-Type": "application/json", "Authorization": f"Bearer {tok}"})
        started = time.monotonic()
        with urllib.request.urlopen(req, timeout=600) as r:
            backup = json.load(r)["backup"]
        return time.monotonic() - started, backup

    with peak_rss_kb(proc.pid) as peak:
        alone, backup = back_up()
        row(f"Backup of a {size_gb:.1f} GB database (Back up now: copy, integrity check, flush)", "≤ 2 min",
            f"{alone:.1f} s ({backup['size'] / 1e9:.2f} GB written)", alone <= 120, "BENCH_ONLY=backup scripts/bench")

        # The same length of load, quiet and during a second backup (which starts just before it).
        seconds = max(1.0, min(SECONDS, alone * 0.7))
        gzh = ["accept-encoding: gzip"]
        quiet = load(f"{base}/", headers=gzh, connections=16, seconds=seconds)
        during = []
        second = threading.Thread(target=lambda: during.append(back_up()))
        second.start()
        time.sleep(0.2)
        busy = load(f"{base}/", headers=gzh, connections=16, seconds=seconds)
        second.join()
        ratio = busy["p99_ms"] / max(quiet["p99_ms"], 0.01)
        row(f"GET / p99 while a {size_gb:.1f} GB database is backed up ÷ quiet p99", "≤ 2",
            f"{ratio:.1f} ({busy['p99_ms']:.1f} ms vs {quiet['p99_ms']:.1f} ms; {busy['rps']:,.0f} vs {quiet['rps']:,.0f} req/s;"
            f" that backup {during[0][0]:.1f} s)", ratio <= 2, "BENCH_ONLY=backup scripts/bench")
    rss = peak[0] / 1024
    row(f"RSS peak while a {size_gb:.1f} GB database is backed up", "≤ 256 MB", f"{rss:.0f} MB", rss <= 256,
        "BENCH_ONLY=backup scripts/bench (VmRSS peak)")
    stop(proc)
    big.unlink()
    shutil.rmtree(folder, ignore_errors=True)
