//! /api/admin/dashboard: the counts and visit totals of the admin's first screen.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::analytics::{self, VisitTotals};
use crate::api::extract::Admin;
use crate::db::{contact, content, leads, posts};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::leads::{Status, follow_up_day};
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::error::Result;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(show_dashboard))
}

/// All items, active or not, and the inquiries not read yet.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    pub services: i64,
    pub projects: i64,
    pub testimonials: i64,
    pub client_logos: i64,
    /// Blog posts of every status.
    pub posts: i64,
    pub unread_submissions: i64,
}

/// An open lead whose follow-up is today or past (in the site's time zone).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FollowUp {
    pub id: i64,
    pub name: String,
    pub subject: String,
    pub status: Status,
    pub assignee_id: Option<i64>,
    /// A date or an RFC 3339 UTC time.
    pub follow_up_at: String,
    /// Before today; else due today.
    pub overdue: bool,
}

/// The follow-ups due and the pipeline's open value (docs/DESIGN.md, "Leads"). Open leads are
/// those new, contacted or at the proposal.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadsPanel {
    pub due_today: i64,
    pub overdue: i64,
    /// Those of the leads assigned to the admin asking.
    pub mine_due_today: i64,
    pub mine_overdue: i64,
    /// Overdue first, then today's, earliest first; at most 50.
    pub follow_ups: Vec<FollowUp>,
    pub open_leads: i64,
    /// The sum of the open leads' values, in cents.
    pub open_value: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Dashboard {
    pub counts: Counts,
    pub analytics: VisitTotals,
    pub leads: LeadsPanel,
}

/// How many follow-ups the dashboard lists.
const FOLLOW_UPS_LISTED: usize = 50;

/// The panel for the admin `me`, on `today` in the site's `zone`.
fn leads_panel(
    conn: &rusqlite::Connection,
    me: i64,
    today: jiff::civil::Date,
    zone: &jiff::tz::TimeZone,
) -> rusqlite::Result<LeadsPanel> {
    // Two days on: a time late today in a zone behind UTC is tomorrow in UTC.
    let before = today.checked_add(jiff::Span::new().days(2)).unwrap_or(today).to_string();
    let mut panel = LeadsPanel {
        due_today: 0,
        overdue: 0,
        mine_due_today: 0,
        mine_overdue: 0,
        follow_ups: Vec::new(),
        open_leads: 0,
        open_value: 0,
    };
    for row in leads::follow_ups_before(conn, &before)? {
        let Some(day) = follow_up_day(&row.follow_up_at, zone).filter(|day| *day <= today) else { continue };
        let (overdue, mine) = (day < today, row.assignee_id == Some(me));
        match overdue {
            true => panel.overdue += 1,
            false => panel.due_today += 1,
        }
        match (overdue, mine) {
            (true, true) => panel.mine_overdue += 1,
            (false, true) => panel.mine_due_today += 1,
            _ => {}
        }
        if panel.follow_ups.len() < FOLLOW_UPS_LISTED {
            panel.follow_ups.push(FollowUp {
                id: row.id,
                name: row.name,
                subject: row.subject,
                status: row.status,
                assignee_id: row.assignee_id,
                follow_up_at: row.follow_up_at,
                overdue,
            });
        }
    }
    (panel.open_leads, panel.open_value) = leads::open_pipeline(conn)?;
    Ok(panel)
}

/// Counts, visit totals, and the leads' follow-ups and open value
#[utoipa::path(get, path = "/api/admin/dashboard", security(("bearer" = [])),
    responses((status = 200, description = "Dashboard", body = Dashboard)))]
async fn show_dashboard(State(state): State<AppState>, Admin(admin): Admin) -> Result<axum::Json<Dashboard>> {
    let current = state.current().await?;
    let zone = current.zone.clone();
    let today = jiff::Timestamp::now().to_zoned(zone.clone()).date();
    let (counts, leads) = state
        .run(move |conn| {
            let leads = leads_panel(conn, admin.id, today, &zone)?;
            let counts = Counts {
                services: content::count::<ServiceFields>(conn)?,
                projects: content::count::<ProjectFields>(conn)?,
                testimonials: content::count::<TestimonialFields>(conn)?,
                client_logos: content::count::<ClientLogoFields>(conn)?,
                posts: posts::count(conn)?,
                unread_submissions: contact::count_unread(conn)?,
            };
            Ok((counts, leads))
        })
        .await?;
    Ok(axum::Json(Dashboard { counts, analytics: analytics::totals(&state), leads }))
}
