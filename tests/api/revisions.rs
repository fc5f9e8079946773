//! Revisions (docs/DESIGN.md, "HTTP contract, phase 3"): every change to a kind of content, an
//! article, a case study or a section of the site content keeps the item as it left it, with who
//! and when; an item's history lists them newest first, and restoring one is a new version,
//! logged and kept like any change. The last 50 of an item and all from 180 days are kept.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::content::{PROJECTS, SERVICES};
use crate::helpers::{TestApp, assert_invalid};

async fn history(app: &TestApp, token: &str, kind: &str, id: &str) -> Vec<Value> {
    let (status, body) =
        app.get_json(&format!("/api/admin/revisions?kind={kind}&id={id}"), Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["revisions"].as_array().expect("revisions").clone()
}

async fn restore(app: &TestApp, token: &str, revision: &Value) -> Value {
    let path = format!("/api/admin/revisions/{}/restore", revision["id"]);
    let (status, body) = app.post(&path, Some(token), &json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

#[tokio::test]
async fn a_service_keeps_each_change_and_a_restore_is_a_new_version() {
    let (app, owner) = TestApp::with_super_admin().await;
    let editor = app.create_admin("editor", "editor-pass-1").await;
    let created = SERVICES.create(&app, &owner, (SERVICES.valid)()).await;
    let id = created["id"].to_string();
    let path = format!("/api/services/{id}");
    app.patch(&path, Some(&editor), &json!({ "title": "Podcast Studio" })).await;
    app.patch(&path, Some(&owner), &json!({ "description": "Recording and editing for weekly shows." }))
        .await;

    let revisions = history(&app, &owner, "service", &id).await;
    let seen: Vec<(i64, &str)> =
        revisions.iter().map(|r| (r["version"].as_i64().unwrap(), r["actor"].as_str().unwrap())).collect();
    assert_eq!(seen, [(3, "owner"), (2, "editor"), (1, "owner")], "newest first, with who made each");
    assert!(revisions.iter().all(|r| r.get("item").is_none()), "the list leaves the items out");

    let (status, first) =
        app.get_json(&format!("/api/admin/revisions/{}", revisions[2]["id"]), Some(&owner)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(first["revision"]["item"]["title"], created["title"], "{first}");

    let restored = restore(&app, &editor, &revisions[2]).await;
    assert_eq!(restored["kind"], "service");
    assert_eq!(restored["item"]["title"], created["title"]);
    assert_eq!(restored["item"]["description"], created["description"]);
    assert_eq!(restored["item"]["version"], 4, "a restore is a new version");
    let (_, now) = app.get_json(&path, None).await;
    assert_eq!(now["service"]["title"], created["title"], "visitors see it at once");

    let revisions = history(&app, &owner, "service", &id).await;
    assert_eq!((revisions.len(), &revisions[0]["actor"]), (4, &json!("editor")), "the restore is kept too");
    let (_, log) = app.get_json("/api/admin/activity?limit=1", Some(&owner)).await;
    assert_eq!(log["activity"][0]["action"], "restored", "{log}");
}

#[tokio::test]
async fn an_article_is_restored_with_its_body_rendered_again() {
    let (app, token) = TestApp::with_super_admin().await;
    let article = json!({
        "title": "Reels That Sell", "excerpt": "Short videos that turn views into visits.",
        "bodyMarkdown": "Because **people** watch them.", "category": "Content Strategy", "author": "Ana",
    });
    let (_, created) = app.post("/api/posts", Some(&token), &article).await;
    let id = created["post"]["id"].to_string();
    let change = json!({ "title": "Reels That Sold", "bodyMarkdown": "Gone." });
    app.patch(&format!("/api/posts/{id}"), Some(&token), &change).await;

    let revisions = history(&app, &token, "post", &id).await;
    assert_eq!(revisions.len(), 2);
    let (_, kept) = app.get_json(&format!("/api/admin/revisions/{}", revisions[1]["id"]), Some(&token)).await;
    assert!(kept["revision"]["item"].get("bodyHtml").is_none(), "the rendered body is not kept twice");
    let restored = restore(&app, &token, &revisions[1]).await;
    assert_eq!(restored["item"]["title"], "Reels That Sell");
    assert!(restored["item"]["bodyHtml"].as_str().unwrap().contains("<strong>people</strong>"), "{restored}");
    assert_eq!(restored["item"]["version"], 3);
}

#[tokio::test]
async fn a_case_study_deleted_comes_back_from_its_last_revision() {
    let (app, token) = TestApp::with_super_admin().await;
    let project = PROJECTS.create(&app, &token, (PROJECTS.valid)()).await["id"].to_string();
    let path = format!("/api/projects/{project}/case-study");
    let story = json!({ "client": "Brickell Bistro", "bodyMarkdown": "We filmed the kitchen at dawn." });
    let (status, _) = app.call(reqwest::Method::PUT, &path, Some(&token), Some(&story)).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.delete(&path, Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    let revisions = history(&app, &token, "caseStudy", &project).await;
    restore(&app, &token, &revisions[0]).await;
    let (status, back) = app.get_json(&path, Some(&token)).await;
    assert_eq!((status, &back["caseStudy"]["client"]), (StatusCode::OK, &json!("Brickell Bistro")), "{back}");
}

#[tokio::test]
async fn a_site_content_section_keeps_its_own_history() {
    let (app, token) = TestApp::with_super_admin().await;
    for subtitle in ["Reels that fill Miami tables.", "Reels for every Miami business."] {
        let (status, _) = app
            .patch("/api/admin/site-content", Some(&token), &json!({ "hero": { "subtitle": subtitle } }))
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    assert!(history(&app, &token, "siteContent", "faq").await.is_empty(), "only changed sections are kept");
    let revisions = history(&app, &token, "siteContent", "hero").await;
    // Version 0 is the default copy the first change replaced, kept by that change.
    assert_eq!(revisions.iter().map(|r| r["version"].as_i64().unwrap()).collect::<Vec<_>>(), [2, 1, 0]);
    assert_eq!(revisions[2]["actor"], "", "no one saved the default copy");
    let restored = restore(&app, &token, &revisions[1]).await;
    assert_eq!(restored["item"]["content"]["hero"]["subtitle"], "Reels that fill Miami tables.");
    assert_eq!(restored["item"]["versions"]["hero"], 3);
    let (_, defaults) =
        app.get_json(&format!("/api/admin/revisions/{}", revisions[2]["id"]), Some(&token)).await;
    let restored = restore(&app, &token, &revisions[2]).await;
    assert_eq!(restored["item"]["content"]["hero"], defaults["revision"]["item"], "the default copy is back");
    assert_eq!(restored["item"]["versions"]["hero"], 4);
}

/// What was there before history was kept (seeded, imported, or saved by an older version) is kept
/// by its first change, so that change can be undone too; its author is not known.
#[tokio::test]
async fn the_first_change_of_an_item_saved_before_history_keeps_what_it_replaced() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, listed) = app.get_json("/api/services", None).await;
    let seeded = listed["services"][0].clone();
    let id = seeded["id"].to_string();
    assert!(history(&app, &token, "service", &id).await.is_empty(), "a seeded item has no history yet");
    let path = format!("/api/services/{id}");
    let (status, _) = app.patch(&path, Some(&token), &json!({ "title": "Podcast Studio" })).await;
    assert_eq!(status, StatusCode::OK);
    let revisions = history(&app, &token, "service", &id).await;
    let seen: Vec<(i64, &str)> =
        revisions.iter().map(|r| (r["version"].as_i64().unwrap(), r["actor"].as_str().unwrap())).collect();
    assert_eq!(seen, [(2, "owner"), (1, "")]);
    assert_eq!(revisions[1]["at"], seeded["updatedAt"], "when it was saved, as the item said");

    let restored = restore(&app, &token, &revisions[1]).await;
    assert_eq!(restored["item"]["title"], seeded["title"]);
    app.patch(&path, Some(&token), &json!({ "title": "Podcasts" })).await;
    assert_eq!(history(&app, &token, "service", &id).await.len(), 4, "kept once, not again");

    // So does a seeded article's, its rendered body left out as always.
    let (_, posts) = app.get_json("/api/posts", Some(&token)).await;
    let post = posts["posts"][0].clone();
    let path = format!("/api/posts/{}", post["id"]);
    let (status, _) = app.patch(&path, Some(&token), &json!({ "title": "Reels, Revised" })).await;
    assert_eq!(status, StatusCode::OK);
    let revisions = history(&app, &token, "post", &post["id"].to_string()).await;
    assert_eq!((revisions.len(), &revisions[1]["actor"]), (2, &json!("")));
    let (_, before) =
        app.get_json(&format!("/api/admin/revisions/{}", revisions[1]["id"]), Some(&token)).await;
    assert_eq!(before["revision"]["item"]["title"], post["title"]);
    assert!(before["revision"]["item"].get("bodyHtml").is_none(), "{before}");
}

#[tokio::test]
async fn bad_questions_get_clear_answers() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.get_json("/api/admin/revisions?kind=media&id=1", Some(&token)).await;
    assert_invalid(
        status,
        &body,
        "kind",
        "Kind must be one of service, project, testimonial, clientLogo, post, caseStudy, siteContent",
        "media",
    );
    let (status, body) = app.get_json("/api/admin/revisions?kind=service", Some(&token)).await;
    assert_invalid(status, &body, "id", "Name the item whose history to show", "no id");
    let (status, _) = app.get_json("/api/admin/revisions/999", Some(&token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.get_json("/api/admin/revisions?kind=service&id=1", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // A revision of an item deleted since has nothing to go back into (the trash brings items back).
    let created = SERVICES.create(&app, &token, (SERVICES.valid)()).await;
    let id = created["id"].to_string();
    app.delete(&format!("/api/services/{id}"), Some(&token)).await;
    let revision = &history(&app, &token, "service", &id).await[0];
    let (status, body) =
        app.post(&format!("/api/admin/revisions/{}/restore", revision["id"]), Some(&token), &json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[tokio::test]
async fn the_last_fifty_and_all_from_half_a_year_are_kept() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = SERVICES.create(&app, &token, (SERVICES.valid)()).await["id"].as_i64().unwrap();
    {
        // 60 old changes, as if made a year ago.
        let conn = app.db.conn().expect("conn");
        for version in 2..62 {
            conn.execute(
                "insert into revisions (kind, item_id, version, actor, at, item) \
                 values ('service', ?1, ?2, 'owner', '2025-11-01T00:00:00.000Z', '{}')",
                rusqlite::params![id.to_string(), version],
            )
            .expect("insert");
        }
    }
    app.patch(&format!("/api/services/{id}"), Some(&token), &json!({ "title": "Podcast Studio" })).await;
    let kept = history(&app, &token, "service", &id.to_string()).await;
    // The last 50 (the new change and 49 of the old ones) and the create, made today.
    assert_eq!(kept.len(), 51, "the last 50 and all from half a year");
    assert_eq!(kept[0]["version"], 2, "the new change is first (the item itself was at version 1)");

    // Within half a year, nothing is let go.
    for n in 0..3 {
        app.patch(&format!("/api/services/{id}"), Some(&token), &json!({ "position": n + 10 })).await;
    }
    assert_eq!(history(&app, &token, "service", &id.to_string()).await.len(), 51, "old ones make room");
    let recent =
        app.scalar(&format!("select count(*) from revisions where item_id = '{id}' and at > '2026-01-01'"));
    assert_eq!(recent, 5, "the create, the change and the three positions are all kept");
}
