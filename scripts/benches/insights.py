"""The visit aggregates' figures: recording visits under load and what two years of them cost."""

import json
import shutil
import sqlite3
import subprocess

from benches.common import CONNECTIONS, LOAD, WORK, free_port, load, row, site, stop, token


TWO_YEARS_OF_VISITS = """
    with recursive d(n) as (select 0 union all select n + 1 from d limit 730),
                   p(n) as (select 0 union all select n + 1 from p limit 500)
    insert into visit_pages (day, page, visits)
      select date('now', '-' || d.n || ' days'), '/blog/article-' || p.n, 2000 from d, p
      where true on conflict do update set visits = visits + excluded.visits;
    with recursive d(n) as (select 0 union all select n + 1 from d limit 730),
                   s(n) as (select 0 union all select n + 1 from s limit 20)
    insert into visit_sources (day, source, visits)
      select date('now', '-' || d.n || ' days'), 'source-' || s.n || '.example', 50000 from d, s
      where true on conflict do update set visits = visits + excluded.visits;
    with recursive d(n) as (select 0 union all select n + 1 from d limit 730),
                   c(n) as (select 0 union all select n + 1 from c limit 5)
    insert into visit_campaigns (day, campaign, visits)
      select date('now', '-' || d.n || ' days'), 'campaign-' || c.n, 1000 from d, c
      where true on conflict do update set visits = visits + excluded.visits;
    with recursive d(n) as (select 0 union all select n + 1 from d limit 730)
    insert into visit_devices (day, device, visits)
      select date('now', '-' || d.n || ' days'), v.device, v.visits
      from d, (select 'mobile' as device, 600000 as visits union all select 'tablet', 50000
               union all select 'desktop', 350000) v
      where true on conflict do update set visits = visits + excluded.visits;
    with recursive d(n) as (select 0 union all select n + 1 from d limit 730)
    insert into visit_days (day, visits, visitors) select date('now', '-' || d.n || ' days'), 1000000, 400000 from d
      where true on conflict (day) do update set visits = visits + excluded.visits;
    update visit_total set visits = visits + 730000000 where id = 1;
"""


def insights_bench(db):
    """The visit aggregates' figures (#17): a million visit records over 50 pages and 20 sources in
    a day, through HTTP, and what they add to the database file."""
    visits_db = WORK / "visits.db"
    shutil.copy(db, visits_db)
    conn = sqlite3.connect(visits_db)
    # Fifty real pages (only the site's own pages are counted by name).
    conn.executescript("""
        with recursive n(x) as (select 1 union all select x + 1 from n limit 50)
        insert into posts (slug, title, excerpt, body_markdown, body_html, read_time, category, author, status,
                           published_at)
          select 'visit-bench-' || x, 'Visit bench ' || x, '', 'Text.', '<p>Text.</p>', 1, 'Bench', 'Alex Rivera',
                 'published', '2025-01-01T00:00:00.000Z' from n;
    """)
    conn.commit()
    port = free_port()
    proc = site(visits_db, port)
    bodies = WORK / "visit-bodies.txt"
    bodies.write_text("\n".join(json.dumps({"page": f"/blog/visit-bench-{p}", "referrer": f"https://source-{s}.example/"})
                                for p in range(1, 51) for s in range(20)) + "\n")
    def file_bytes():
        c = sqlite3.connect(visits_db)
        c.execute("pragma wal_checkpoint(truncate)")
        size = c.execute("select page_count * page_size from pragma_page_count(), pragma_page_size()").fetchone()[0]
        total = c.execute("select visits from visit_total where id = 1").fetchone()[0]
        c.close()
        return size, total
    before, counted_before = file_bytes()
    accepted, seconds = 0, 0.0
    while accepted < 1_000_000:
        out = subprocess.run([str(LOAD), "--url", f"http://127.0.0.1:{port}/api/analytics/visit", "--method", "POST",
                              "--bodies", str(bodies), "--connections", str(CONNECTIONS), "--seconds", "10"],
                             check=True, capture_output=True, text=True).stdout
        result = json.loads(out)
        accepted += result["statuses"].get("202", 0)
        seconds += result["seconds"]
    stop(proc)
    after, counted_after = file_bytes()
    counted = counted_after - counted_before
    row("POST /api/analytics/visit over 50 pages × 20 sources", "≥ 40,000 req/s", f"{accepted / seconds:,.0f} req/s",
        accepted / seconds >= 40000, "BENCH_ONLY=insights scripts/bench")
    row(f"Database growth for {accepted:,} visit records in a day", "< 1 MB",
        f"{(after - before) / 1024:,.0f} KB; counted {counted:,} == accepted {accepted:,}",
        after - before < 1024 * 1024 and counted == accepted, "BENCH_ONLY=insights scripts/bench")
    visits_db.unlink()

    # The insights of 90 days over two years of aggregates for 500 pages, and a flood of 40,000
    # inquiries over the last ten hours (what the contact figures above leave, spread out).
    years_db = WORK / "two-years.db"
    shutil.copy(db, years_db)
    conn = sqlite3.connect(years_db)
    conn.executescript(TWO_YEARS_OF_VISITS)
    conn.executescript("""
        with recursive n(x) as (select 1 union all select x + 1 from n limit 40000)
        insert into contact_submissions (name, email, subject, message, created_at)
          select 'Bench', 'bench@example.com', 'Insights bench', 'A message long enough to be kept.',
                 strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (x % 600) || ' minutes') from n;
    """)
    conn.commit()
    conn.close()
    port = free_port()
    proc = site(years_db, port)
    auth = [f"authorization: Bearer {token(f'http://127.0.0.1:{port}')}"]
    insights = load(f"http://127.0.0.1:{port}/api/admin/insights?days=90", headers=auth, connections=4)
    stop(proc)
    row("GET /api/admin/insights?days=90, 2 years of aggregates for 500 pages, 40,000 inquiries, p99", "≤ 5 ms",
        f"p50 {insights['p50_ms']:.1f} ms, p99 {insights['p99_ms']:.1f} ms", insights["p99_ms"] <= 5,
        "BENCH_ONLY=insights scripts/bench")
    years_db.unlink()
