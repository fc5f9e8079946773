//! The trash (docs/DESIGN.md, "HTTP contract, phase 3"): a delete answers 204 as before and puts
//! the item in the trash for 30 days, where visitors and the admin's lists no longer see it; it
//! comes back with its id and links. What the trash still holds keeps the media it uses.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::content::{CLIENT_LOGOS, PROJECTS, Resource, SERVICES, TESTIMONIALS};
use crate::helpers::TestApp;
use crate::images::{jpeg, photo};
use crate::media::{form, upload, uploaded};

async fn trash(app: &TestApp, token: &str) -> Vec<Value> {
    let (status, body) = app.get_json("/api/admin/trash", Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["items"].as_array().expect("items").clone()
}

async fn restore(app: &TestApp, token: &str, kind: &str, id: &Value) -> (StatusCode, Value) {
    app.post(&format!("/api/admin/trash/{kind}/{id}/restore"), Some(token), &json!({})).await
}

#[tokio::test]
async fn each_kind_of_content_goes_to_the_trash_and_comes_back_with_its_id() {
    let (app, token) = TestApp::with_super_admin().await;
    let kinds: [(&Resource, &str); 4] = [
        (&SERVICES, "service"),
        (&PROJECTS, "project"),
        (&TESTIMONIALS, "testimonial"),
        (&CLIENT_LOGOS, "clientLogo"),
    ];
    for (r, kind) in kinds {
        let item = r.create(&app, &token, (r.valid)()).await;
        let path = format!("{}/{}", r.path, item["id"]);
        let (status, _) = app.delete(&path, Some(&token)).await;
        assert_eq!(status, StatusCode::NO_CONTENT, "{kind}: DELETE still answers 204");
        assert_eq!(app.get_json(&path, Some(&token)).await.0, StatusCode::NOT_FOUND, "{kind}");
        assert!(
            !r.ids(&app, Some(&token)).await.contains(&item["id"].as_i64().unwrap()),
            "{kind}: not listed"
        );

        let listed = trash(&app, &token).await;
        let entry = listed.iter().find(|e| e["kind"] == kind && e["id"] == item["id"]).expect(kind);
        assert_eq!(entry["deletedBy"], "owner");
        assert!(entry["purgedAt"].as_str().unwrap() > entry["deletedAt"].as_str().unwrap(), "{entry}");

        let (status, back) = restore(&app, &token, kind, &item["id"]).await;
        assert_eq!(status, StatusCode::OK, "{back}");
        assert_eq!((&back["kind"], &back["item"]["id"]), (&json!(kind), &item["id"]));
        assert_eq!(back["item"]["version"], 2, "{kind}: coming back is a change");
        assert_eq!(app.get_json(&path, None).await.0, StatusCode::OK, "{kind}: visitors see it again");
        assert_eq!(restore(&app, &token, kind, &item["id"]).await.0, StatusCode::NOT_FOUND, "{kind}: once");
    }
    assert!(trash(&app, &token).await.is_empty());
    let (_, log) = app.get_json("/api/admin/activity?limit=1", Some(&token)).await;
    assert_eq!(log["activity"][0]["action"], "restored", "{log}");
}

#[tokio::test]
async fn an_article_keeps_its_address_while_in_the_trash() {
    let (app, token) = TestApp::with_super_admin().await;
    let article = json!({
        "title": "Reels That Sell", "excerpt": "Short videos that turn views into visits.",
        "bodyMarkdown": "Because people watch them.", "category": "Content Strategy", "author": "Ana",
        "status": "published",
    });
    let (_, seeded) = app.get_json("/api/posts", None).await;
    let (_, created) = app.post("/api/posts", Some(&token), &article).await;
    let id = &created["post"]["id"];
    assert_eq!(app.get("/blog/reels-that-sell", None).await.status(), StatusCode::OK);
    app.delete(&format!("/api/posts/{id}"), Some(&token)).await;
    assert_eq!(app.get("/blog/reels-that-sell", None).await.status(), StatusCode::NOT_FOUND);
    let (_, blog) = app.get_json("/api/posts", None).await;
    assert_eq!(blog["total"], seeded["total"], "not listed");
    // Another article cannot take its slug meanwhile: it would have no address to come back to.
    let (status, refused) = app.post("/api/posts", Some(&token), &article).await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("trash"), "{refused}");

    let (status, _) = restore(&app, &token, "post", id).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(app.get("/blog/reels-that-sell", None).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn media_used_by_something_in_the_trash_stays_and_says_so() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, seeded) = app.get_json("/api/admin/media", Some(&token)).await;
    let media = uploaded(&app, &token, jpeg(&photo(64, 48)), "shoot.jpg", "A shoot on the beach").await;
    let url = media["url"].as_str().unwrap().to_owned();
    let article = json!({
        "title": "Beach Days", "excerpt": "A shoot on the beach.", "bodyMarkdown": "Sun.",
        "category": "News", "author": "Ana", "coverImage": url,
    });
    let (_, created) = app.post("/api/posts", Some(&token), &article).await;
    app.delete(&format!("/api/posts/{}", created["post"]["id"]), Some(&token)).await;

    let (status, refused) = app.delete(&format!("/api/admin/media/{}", media["id"]), Some(&token)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert_eq!(refused["usedBy"], json!(["Article “Beach Days” (in the trash)"]));

    // Once the article is changed to use no file, the file can go, and is served no more.
    restore(&app, &token, "post", &created["post"]["id"]).await;
    app.patch(&format!("/api/posts/{}", created["post"]["id"]), Some(&token), &json!({ "coverImage": null }))
        .await;
    let (status, _) = app.delete(&format!("/api/admin/media/{}", media["id"]), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&url, None).await.status(), StatusCode::NOT_FOUND);
    let (_, library) = app.get_json("/api/admin/media", Some(&token)).await;
    assert_eq!(library["total"], seeded["total"], "not in the library");

    // The same file uploaded again brings the item back, files and all (200: nothing new is made).
    let (status, again) =
        upload(&app, &token, form(jpeg(&photo(64, 48)), "shoot.jpg", "A shoot on the beach")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((&again["media"]["id"], &again["media"]["url"]), (&media["id"], &media["url"]));
    assert_eq!(app.get(&url, None).await.status(), StatusCode::OK);
    assert!(trash(&app, &token).await.is_empty());
}

#[tokio::test]
async fn a_case_study_comes_back_from_the_trash() {
    let (app, token) = TestApp::with_super_admin().await;
    let project = PROJECTS.create(&app, &token, (PROJECTS.valid)()).await["id"].clone();
    let path = format!("/api/projects/{project}/case-study");
    let story = json!({ "client": "Brickell Bistro", "bodyMarkdown": "We filmed the kitchen at dawn." });
    app.call(reqwest::Method::PUT, &path, Some(&token), Some(&story)).await;
    app.delete(&path, Some(&token)).await;
    let entry = trash(&app, &token).await.into_iter().find(|e| e["kind"] == "caseStudy").expect("listed");
    assert!(entry["name"].as_str().unwrap().starts_with("The case study of “"), "{entry}");
    let (status, back) = restore(&app, &token, "caseStudy", &project).await;
    assert_eq!((status, &back["item"]["client"]), (StatusCode::OK, &json!("Brickell Bistro")));
}

#[tokio::test]
async fn what_is_not_in_the_trash_cannot_come_back() {
    let (app, token) = TestApp::with_super_admin().await;
    for path in [
        "/api/admin/trash/service/1/restore",
        "/api/admin/trash/widget/1/restore",
        "/api/admin/trash/post/x/restore",
    ] {
        let (status, body) = app.post(path, Some(&token), &json!({})).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}: {body}");
    }
    assert_eq!(app.get_json("/api/admin/trash", None).await.0, StatusCode::UNAUTHORIZED);
}
