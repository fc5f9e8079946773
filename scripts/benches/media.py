"""The media library's figures: uploads of large photos, media served from SQLite vs nginx,
the first request of a 1 GB library, and memory under many viewers."""

import shutil
import sqlite3
import subprocess
import threading
import time
import urllib.request

from benches.common import CONNECTIONS, LOAD, PHOTO, SECONDS, WORK, free_port, load, peak_rss_kb, row, rss_kb, say, site, start_nginx, stop, token, upload


ONE_GB_OF_MEDIA = """
        with recursive n(x) as (select 1 union all select x + 1 from n limit 1024)
        insert into media (name, alt, kind, mime, width, height, bytes, hash, created_at)
          select 'filler-' || x || '.jpg', 'Filler ' || x, 'image', 'image/jpeg', 4000, 3000, 1048576,
                 printf('%016x%048x', x, 0), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') from n;
        insert into media_files (name, media_id, original, width, format, mime, bytes)
          select substr(hash, 1, 16) || '.jpeg', id, 1, 4000, 'jpeg', 'image/jpeg', 1048576
          from media where name like 'filler-%';
        with recursive piece(seq) as (select 0 union all select seq + 1 from piece limit 16)
        insert into media_chunks (file_id, seq, data)
          select f.id, piece.seq, randomblob(65536)
          from media_files f join media m on m.id = f.media_id, piece where m.name like 'filler-%';
        pragma wal_checkpoint(truncate);
    """


def media_bench(db, nginx):
    """The media library's figures (#14): processing time and memory of a 12-megapixel photo while
    visitors load the page, hot and cold files against nginx, memory and start-up with 1 GB of media."""
    media_db = WORK / "media.db"
    shutil.copy(db, media_db)
    photos = []
    for n in range(4):
        path = WORK / f"photo-{n}.jpg"
        subprocess.run([str(PHOTO), str(4000 + n * 8), "3000", str(path)], check=True)
        photos.append(path)
    port = free_port()
    proc = site(media_db, port)
    base = f"http://127.0.0.1:{port}"
    tok = token(base)

    # Each upload alone, timed, with the server's memory sampled while it works.
    times, peaks, first = [], [], None
    for path in photos[:2]:
        before = rss_kb(proc.pid)
        with peak_rss_kb(proc.pid, every=0.01) as peak:
            started = time.monotonic()
            status, answer = upload(base, tok, path, "Bench photo")
            times.append(time.monotonic() - started)
        peaks.append((peak[0] - before) / 1024)
        first = first or answer["media"]
    row("Upload of a 12-megapixel JPEG, all variants stored", "≤ 3 s", f"{max(times):.2f} s (worst of {len(times)})",
        max(times) <= 3, "scripts/bench")
    row("Peak extra memory while it is processed", "≤ 200 MB", f"{max(peaks):.0f} MB", max(peaks) <= 200,
        "scripts/bench (VmRSS)")

    # Visitors' page while two more photos are processed.
    uploads = threading.Thread(target=lambda: [upload(base, tok, p, "Bench photo") for p in photos[2:]])
    uploads.start()
    busy = load(f"{base}/", headers=["accept-encoding: gzip"], connections=16, seconds=min(SECONDS, 4))
    uploads.join()
    row("GET / p99 while 12-megapixel photos are processed", "≤ 10 ms",
        f"p99 {busy['p99_ms']:.1f} ms, p50 {busy['p50_ms']:.1f} ms", busy["p99_ms"] <= 10, "scripts/bench")

    hot = next(v for v in first["variants"] if v["width"] == 960)["url"]
    cold = first["url"]
    if nginx:
        www = WORK / "media-www"
        (www / "media").mkdir(parents=True)
        for url in (hot, cold):
            (www / url.lstrip("/")).write_bytes(urllib.request.urlopen(base + url).read())
        ngx, nginx_base = start_nginx(nginx, "media", f"root {www}; sendfile on;", hot)
        for label, url, target in [("hot variant (960 px WebP, from memory)", hot, 0.9),
                                   ("cold original (12 MP JPEG, streamed from SQLite)", cold, 0.5)]:
            conns = CONNECTIONS if url == hot else 8
            ours = load(base + url, connections=conns)["rps"]
            theirs = load(nginx_base + url, connections=conns)["rps"]
            ratio = ours / theirs
            row(f"GET /media/… {label} vs nginx sendfile", f"≥ {target:.0%}",
                f"{ours:,.0f} vs {theirs:,.0f} req/s = {ratio:.0%}", ratio >= target, "scripts/bench")
        stop(ngx)
    stop(proc)

    # 1 GB of media: start-up and memory under 256 connections.
    say("Adding 1 GB of media to a copy (about a minute)…")
    conn = sqlite3.connect(media_db)
    conn.executescript(ONE_GB_OF_MEDIA)
    conn.close()
    size_gb = media_db.stat().st_size / 1e9
    port = free_port()
    started = time.monotonic()
    proc = site(media_db, port)
    startup_ms = (time.monotonic() - started) * 1000
    row(f"Exec to first 200 with {size_gb:.1f} GB of media", "≤ 100 ms", f"{startup_ms:.0f} ms", startup_ms <= 100, "scripts/bench")
    base = f"http://127.0.0.1:{port}"
    peak = [0]
    loaders = [subprocess.Popen([str(LOAD), "--url", f"{base}{url}", "--connections", "128", "--seconds", str(SECONDS)],
                                stdout=subprocess.PIPE, text=True) for url in (hot, cold)]
    while any(l.poll() is None for l in loaders):
        peak[0] = max(peak[0], rss_kb(proc.pid))
        time.sleep(0.1)
    for l in loaders:
        l.communicate()
    busy = peak[0] / 1024
    row(f"RSS under 256 connections on media ({size_gb:.1f} GB database)", "≤ 40 MB", f"{busy:.1f} MB", busy <= 40,
        "scripts/bench (VmRSS peak)")
    stop(proc)
    media_db.unlink()


# Two years of daily aggregates as a busy site would have them: 500 pages, 20 sources, 3 devices
# and 5 campaigns every day, a million visits a day in all (added to what today already counted).
