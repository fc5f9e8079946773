//! The `contact_submissions` table: the agency's leads. Nothing here may lose one.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::contact::{ContactMessage, Submission};
use crate::domain::lead_source::Source;
use crate::domain::leads::{Spam, Status};

const COLUMNS: &str = "id, name, email, subject, message, read, created_at, version, lang, status, \
    assignee_id, follow_up_at, value, source_landing_page, source_referrer, source_utm_source, \
    source_utm_medium, source_utm_campaign, source_device, spam_score, spam_reasons";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Submission> {
    let status: String = r.get(9)?;
    let reasons: String = r.get(20)?;
    Ok(Submission {
        // The table's check holds the stages to these.
        status: Status::parse(&status).unwrap_or(Status::New),
        assignee_id: r.get(10)?,
        follow_up_at: r.get(11)?,
        value: r.get(12)?,
        source: Source {
            landing_page: r.get(13)?,
            referrer: r.get(14)?,
            utm_source: r.get(15)?,
            utm_medium: r.get(16)?,
            utm_campaign: r.get(17)?,
            device: r.get(18)?,
        },
        spam: Spam { score: r.get(19)?, reasons: serde_json::from_str(&reasons).unwrap_or_default() },
        id: r.get(0)?,
        name: r.get(1)?,
        email: r.get(2)?,
        subject: r.get(3)?,
        message: r.get(4)?,
        read: r.get(5)?,
        version: r.get(7)?,
        created_at: r.get(6)?,
        lang: r.get(8)?,
    })
}

/// Stores an inquiry with `synchronous = full`, so once this returns the lead survives even a
/// power cut; the connection goes back to the pool's usual `normal` afterwards.
pub fn insert_durably(conn: &Connection, m: &ContactMessage) -> rusqlite::Result<Submission> {
    conn.execute_batch("pragma synchronous = full")?;
    let stored = super::returning(
        conn,
        &format!(
            "insert into contact_submissions (name, email, subject, message, read, created_at, lang,
                 status, source_landing_page, source_referrer, source_utm_source, source_utm_medium,
                 source_utm_campaign, source_device, spam_score, spam_reasons)
             values (?1, ?2, ?3, ?4, 0, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) returning {COLUMNS}"
        ),
        params![
            m.name,
            m.email,
            m.subject,
            m.message,
            super::now(),
            m.lang,
            m.status.as_str(),
            m.source.landing_page,
            m.source.referrer,
            m.source.utm_source,
            m.source.utm_medium,
            m.source.utm_campaign,
            m.source.device,
            m.spam.score,
            reasons(&m.spam),
        ],
        from_row,
    )
    .and_then(|row| row.ok_or(rusqlite::Error::QueryReturnedNoRows));
    // Restored whether or not the insert worked: the connection goes back to the pool.
    conn.execute_batch("pragma synchronous = normal")?;
    stored
}

fn reasons(spam: &Spam) -> String {
    serde_json::to_string(&spam.reasons).unwrap_or_else(|_| "[]".into())
}

/// Which inquiries a list holds (docs/DESIGN.md, "Leads"): each None matches any.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filter {
    /// None: every stage but spam.
    pub status: Option<Status>,
    /// Some(None): assigned to no one.
    pub assignee: Option<Option<i64>>,
    pub lang: Option<String>,
    pub campaign: Option<String>,
    /// Words the name, e-mail, subject or message hold.
    pub text: Option<String>,
}

impl Filter {
    /// The inbox's default list: everything but spam.
    pub fn is_default(&self) -> bool {
        *self == Filter::default()
    }
}

const MATCHES: &str = "((?1 is null and status <> 'spam') or status = ?1)
    and (?2 is null or (?2 = 0 and assignee_id is null) or assignee_id = ?2)
    and (?3 is null or lang = ?3)
    and (?4 is null or source_utm_campaign = ?4)
    and (?5 is null or name like ?5 escape '\\' or email like ?5 escape '\\'
        or subject like ?5 escape '\\' or message like ?5 escape '\\')";

fn filter_params(f: &Filter) -> [Box<dyn rusqlite::ToSql>; 5] {
    let like = f.text.as_ref().map(|text| {
        let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
        format!("%{escaped}%")
    });
    [
        Box::new(f.status.map(Status::as_str)),
        Box::new(f.assignee.map(|a| a.unwrap_or(0))),
        Box::new(f.lang.clone()),
        Box::new(f.campaign.clone()),
        Box::new(like),
    ]
}

/// Newest first; `limit` None means all of them (what docs/PRODUCT.md §2's screen expects).
pub fn list(
    conn: &Connection,
    filter: &Filter,
    limit: Option<i64>,
    offset: i64,
) -> rusqlite::Result<Vec<Submission>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {COLUMNS} from contact_submissions where {MATCHES}
         order by created_at desc, id desc limit ?6 offset ?7"
    ))?;
    let [a, b, c, d, e] = filter_params(filter);
    let rows = stmt.query_map(params![a, b, c, d, e, limit.unwrap_or(-1), offset], from_row)?;
    rows.collect()
}

/// How many inquiries `filter` matches: the default list's from the counters the triggers keep.
pub fn count_matching(conn: &Connection, filter: &Filter) -> rusqlite::Result<i64> {
    if filter.is_default() {
        return conn.query_row("select total - spam from inbox_counts where id = 1", [], |r| r.get(0));
    }
    let [a, b, c, d, e] = filter_params(filter);
    conn.prepare_cached(&format!("select count(*) from contact_submissions where {MATCHES}"))?
        .query_row(params![a, b, c, d, e], |r| r.get(0))
}

/// All inquiries, spam too, from the counter the triggers keep.
pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select total from inbox_counts where id = 1", [], |r| r.get(0))
}

/// How many inquiries arrived from `from` up to `to` (RFC 3339 UTC, each on a whole minute, as
/// every time zone's days start), from the per-minute counts the triggers keep (V14): a sum over
/// an index range, without reading any inquiry.
pub fn count_between(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "select coalesce(sum(count), 0) from inquiry_minutes \
         where minute >= substr(?1, 1, 16) and minute < substr(?2, 1, 16)",
    )?
    .query_row([from, to], |r| r.get(0))
}

/// Inquiries not read yet, spam left out, from the counter the triggers keep.
pub fn count_unread(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select unread from inbox_counts where id = 1", [], |r| r.get(0))
}

/// At most this many repeats are counted on each side of the sender's address: the spam check
/// needs to know there are a few, not how many.
const REPEATS_COUNTED: i64 = 20;

/// How many inquiries from another address sent this very message since `since` (RFC 3339 UTC):
/// the same text from many senders is a campaign, not a lead (the spam check counts it). Two range
/// reads of the `contact_submissions_repeats` index (V23), each stopping after a few. (`+message`:
/// SQLite would otherwise put `?1` in the indexed `substr(message, …)` and no longer see the index.)
pub fn identical_since(conn: &Connection, message: &str, email: &str, since: &str) -> rusqlite::Result<u32> {
    let mut count = 0;
    for side in ["<", ">"] {
        let sql = format!(
            "select count(*) from (select 1 from contact_submissions indexed by contact_submissions_repeats
             where substr(message, 1, 64) = substr(?1, 1, 64) and email {side} ?2
                 and created_at >= ?3 and +message = ?1 limit ?4)"
        );
        count += conn
            .prepare_cached(&sql)?
            .query_row(params![message, email, since, REPEATS_COUNTED], |r| r.get::<_, u32>(0))?;
    }
    Ok(count)
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Submission>> {
    conn.query_row(&format!("select {COLUMNS} from contact_submissions where id = ?1"), [id], from_row)
        .optional()
}

/// Marks an inquiry read or unread; its version is raised when the flag changes.
pub fn set_read(conn: &Connection, id: i64, read: bool) -> rusqlite::Result<Option<Submission>> {
    super::returning(
        conn,
        &format!(
            "update contact_submissions set version = version + (read <> ?2), read = ?2 where id = ?1 \
             returning {COLUMNS}"
        ),
        params![id, read],
        from_row,
    )
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from contact_submissions where id = ?1", [id])? == 1)
}

/// Calls `f` with every inquiry, oldest first, without holding them all in memory.
pub fn each(conn: &Connection, mut f: impl FnMut(Submission) -> anyhow::Result<()>) -> anyhow::Result<()> {
    let mut stmt = conn.prepare(&format!("select {COLUMNS} from contact_submissions order by id"))?;
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        f(from_row(row)?)?;
    }
    Ok(())
}

/// Puts back an inquiry as it was exported: same id, read flag, stage, version and time.
pub fn restore(conn: &Connection, s: &Submission) -> rusqlite::Result<()> {
    conn.execute(
        "insert into contact_submissions (id, name, email, subject, message, read, created_at, version, lang,
             status, assignee_id, follow_up_at, value, source_landing_page, source_referrer,
             source_utm_source, source_utm_medium, source_utm_campaign, source_device, spam_score,
             spam_reasons)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19,
             ?20, ?21)",
        params![
            s.id,
            s.name,
            s.email,
            s.subject,
            s.message,
            s.read,
            s.created_at,
            s.version,
            s.lang,
            s.status.as_str(),
            s.assignee_id,
            s.follow_up_at,
            s.value,
            s.source.landing_page,
            s.source.referrer,
            s.source.utm_source,
            s.source.utm_medium,
            s.source.utm_campaign,
            s.source.device,
            s.spam.score,
            reasons(&s.spam),
        ],
    )?;
    Ok(())
}

/// Deletes every inquiry (an import with --replace).
pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("delete from contact_submissions", [])?;
    Ok(())
}
