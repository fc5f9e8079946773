//! What the operations' tests share: a site in a temp folder, one filled the way its people
//! would fill it, and writing an export file back.

use std::path::Path;

use serde_json::{Value, json};
use tempfile::TempDir;

use crate::support::{OWNER, OWNER_PASSWORD, Server, create_admin, inquiry, run};

pub fn site() -> (TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("site.db");
    (dir, db)
}

/// Fills a site the way its people would: two admins from the CLI, and through a running `serve`
/// content edits, settings, inquiries (one read) and visits.
pub fn populate(db: &Path) {
    create_admin(db, OWNER, OWNER_PASSWORD);
    create_admin(db, "helper", "helper-pass-1");
    run(db, &["settings", "set", "notify-email", "owner@example.com"]).ok();
    run(db, &["settings", "set", "smtp-password", "smtp-secret-9"]).ok();

    let server = Server::start(db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let token = Some(token.as_str());

    let service = json!({ "title": "Brand Films", "description": "Short films about your brand.",
        "icon": "film", "position": 7 });
    assert_eq!(server.send("POST", "/api/services", token, &service).status, 201);

    let projects = server.get("/api/projects", token).json();
    let project_id = projects["projects"][0]["id"].as_i64().expect("a seeded project");
    let hide = json!({ "isActive": false, "title": "Hidden Project" });
    let reply = server.send("PATCH", &format!("/api/projects/{project_id}"), token, &hide);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let shown = projects["projects"][1]["id"].as_i64().expect("a second seeded project");
    let study = json!({ "client": "Brickell Bakery", "bodyMarkdown": "## Brief\n\nMore **mornings**.",
        "status": "published", "results": [{ "value": "+240%", "label": "reach" }],
        "gallery": ["/images/work/case.svg"] });
    let reply = server.send("PUT", &format!("/api/projects/{shown}/case-study"), token, &study);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let copy = json!({ "hero": { "subtitle": "Reels and UGC that fill Miami tables." },
        "sections": { "visitCounter": false } });
    let reply = server.send("PATCH", "/api/admin/site-content", token, &copy);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let testimonials = server.get("/api/testimonials", token).json();
    let testimonial_id = testimonials["testimonials"][0]["id"].as_i64().expect("a seeded testimonial");
    let reply = server.send("DELETE", &format!("/api/testimonials/{testimonial_id}"), token, &json!({}));
    assert_eq!(reply.status, 204, "{}", reply.body);

    let logo = json!({ "src": "https://example.com/logo.png", "alt": "Example Co", "width": 120 });
    assert_eq!(server.send("POST", "/api/client-logos", token, &logo).status, 201);

    let settings = json!({ "siteName": "Myth Studio", "timeZone": "Europe/Paris" });
    let reply = server.send("PATCH", "/api/admin/settings", token, &settings);
    assert_eq!(reply.status, 200, "{}", reply.body);

    let mut inquiries = [
        inquiry("Zoë Müller", "zoe@example.com", "Café launch", "Bonjour!\nWe open in May, can you film it?"),
        inquiry(
            "Sam, \"the\" Client",
            "sam@example.com",
            "Quote, please",
            "Budget: 5,000 USD; timing: ASAP.",
        ),
        inquiry("Ada", "ada@example.com", "HTML inside", "<b>bold</b> <script>alert(1)</script>"),
    ];
    // The first came from a newsletter campaign, landing on a blog post (docs/DESIGN.md, "Leads").
    inquiries[0]["source"] =
        json!({ "landingPage": "/blog/reels", "utmSource": "newsletter", "utmCampaign": "spring" });
    let mut ids = Vec::new();
    for body in &inquiries {
        let reply = server.send("POST", "/api/contact", None, body);
        assert_eq!(reply.status, 201, "{}", reply.body);
        ids.push(reply.json()["id"].as_i64().expect("id"));
    }
    let reply = server.send(
        "PATCH",
        &format!("/api/admin/contact-submissions/{}", ids[1]),
        token,
        &json!({"read": true}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    // It became a lead at the proposal, given to the helper, with a note on its timeline.
    let owners = server.get("/api/admin/leads/owners", token).json();
    let helper =
        owners["owners"].as_array().unwrap().iter().find(|o| o["username"] == "helper").unwrap()["id"]
            .clone();
    let lead =
        json!({ "status": "proposal", "assigneeId": helper, "followUpAt": "2026-12-01", "value": 250000 });
    let reply = server.send("PATCH", &format!("/api/admin/contact-submissions/{}", ids[0]), token, &lead);
    assert_eq!(reply.status, 200, "{}", reply.body);
    let note = json!({ "text": "Called: wants a quote by Friday." });
    let reply =
        server.send("POST", &format!("/api/admin/contact-submissions/{}/notes", ids[0]), token, &note);
    assert_eq!(reply.status, 201, "{}", reply.body);

    for visit in
        [json!({"page": "/"}), json!({"page": "/blog"}), json!({"page": "/blog", "visitDuration": 1234})]
    {
        assert_eq!(server.send("POST", "/api/analytics/visit", None, &visit).status, 202);
    }
    assert!(server.stop().success());
}

pub fn write_json(path: &Path, value: &Value) {
    std::fs::write(path, serde_json::to_vec_pretty(value).unwrap()).unwrap();
}
