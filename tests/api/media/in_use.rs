//! Media in use: an item a project or the site content shows cannot be deleted and says where it is
//! used, and the site content cannot point at a file the library does not have.

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::uploaded;
use crate::content::PROJECTS;
use crate::helpers::{TestApp, assert_invalid};
use crate::images::{photo, png};

#[tokio::test]
async fn an_image_in_use_cannot_be_deleted_and_says_where_it_is_used() {
    let (app, token) = TestApp::with_super_admin().await;
    let media = uploaded(&app, &token, png(&photo(640, 400)), "work.png", "Café launch").await;
    let url = media["url"].as_str().unwrap().to_owned();
    let id = media["id"].as_i64().unwrap();
    let project = PROJECTS
        .create(&app, &token, PROJECTS.with(json!({ "title": "Brickell Coffee", "image": url })))
        .await;

    let (status, body) = app.delete(&format!("/api/admin/media/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["usedBy"], json!(["Project “Brickell Coffee”"]));
    assert!(body["message"].as_str().unwrap().contains("Brickell Coffee"), "{body}");
    let (_, listed) = app.get_json("/api/admin/media", Some(&token)).await;
    assert_eq!(listed["media"][0]["usedBy"], json!(["Project “Brickell Coffee”"]));

    // Visitors' pages know its size and variants.
    let (_, public) = app.get_json("/api/media", None).await;
    let entry = &public["media"][&url];
    assert_eq!((entry["width"].as_u64(), entry["height"].as_u64()), (Some(640), Some(400)), "{public}");
    assert_eq!(entry["variants"].as_array().map(Vec::len), Some(2));
    let home = app.get("/", None).await.text().await.unwrap();
    assert!(home.contains(&format!("\"{url}\":{{\"kind\":\"image\"")), "the page inlines the media map");

    let project_id = project["id"].as_i64().unwrap();
    let (status, _) = app
        .patch(
            &format!("/api/projects/{project_id}"),
            Some(&token),
            &json!({ "image": "/images/work/a.svg" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.delete(&format!("/api/admin/media/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(&url, None).await.status(), StatusCode::NOT_FOUND, "gone from the cache too");
    // In the trash, its files are kept (not served) for it to come back.
    assert_eq!(app.scalar(&format!("select count(*) from media_files where media_id = {id}")), 3);
    let (status, _) = app.delete(&format!("/api/admin/media/{id}"), Some(&token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn media_used_only_by_site_content_cannot_be_deleted_and_names_the_section() {
    let (app, token) = TestApp::with_super_admin().await;
    let hero = uploaded(&app, &token, png(&photo(640, 400)), "hero.png", "The team at work").await;
    let founder = uploaded(&app, &token, png(&photo(400, 400)), "founder.png", "Our founder").await;
    let legal = uploaded(&app, &token, png(&photo(300, 200)), "seal.png", "A seal").await;
    let terms = uploaded(&app, &token, png(&photo(320, 200)), "sign.png", "A signature").await;
    let url = |m: &Value| m["url"].as_str().unwrap().to_owned();
    let (status, body) = app
        .patch(
            "/api/admin/site-content",
            Some(&token),
            &json!({
                "hero": { "media": url(&hero) },
                "about": { "founder": { "photo": url(&founder) } },
                "legal": {
                    "privacyMarkdown": format!("# Privacy\n\n![A seal]({})\n", url(&legal)),
                    "termsMarkdown": format!("# Terms\n\n![A signature]({})\n", url(&terms)),
                },
            }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    for (media, used_by) in [
        (&hero, "Site Content: Hero"),
        (&founder, "Site Content: About"),
        (&legal, "Privacy Policy"),
        (&terms, "Terms of Service"),
    ] {
        let id = media["id"].as_i64().unwrap();
        let (status, body) = app.delete(&format!("/api/admin/media/{id}"), Some(&token)).await;
        assert_eq!(status, StatusCode::CONFLICT, "{used_by}: {body}");
        assert_eq!(body["usedBy"], json!([used_by]), "{body}");
        assert!(body["message"].as_str().unwrap().contains(used_by), "{body}");
        assert_eq!(
            app.get(&url(media), None).await.status(),
            StatusCode::OK,
            "the live page keeps its image"
        );
    }

    // Once the hero shows something else, its image may go.
    let (status, _) =
        app.patch("/api/admin/site-content", Some(&token), &json!({ "hero": { "media": null } })).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.delete(&format!("/api/admin/media/{}", hero["id"]), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn site_content_cannot_point_at_media_the_library_does_not_have() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, before) = app.get_json("/api/site-content", None).await;
    for (body, field) in [
        (json!({ "hero": { "media": "/media/does-not-exist.png" } }), "hero.media"),
        (
            json!({ "about": { "founder": { "photo": "/media/0123456789abcdef-480.webp" } } }),
            "about.founder.photo",
        ),
    ] {
        let (status, answer) = app.patch("/api/admin/site-content", Some(&token), &body).await;
        assert_invalid(
            status,
            &answer,
            field,
            "Choose a file from the media library: this one is not in it",
            field,
        );
    }
    let (_, after) = app.get_json("/api/site-content", None).await;
    assert_eq!(before, after, "nothing changed");

    // A file that is in the library (any of its variants) is taken.
    let media = uploaded(&app, &token, png(&photo(640, 400)), "hero.png", "The team").await;
    let variant = media["variants"][0]["url"].as_str().unwrap().to_owned();
    for url in [media["url"].as_str().unwrap(), variant.as_str(), "/images/work/a.svg"] {
        let (status, body) =
            app.patch("/api/admin/site-content", Some(&token), &json!({ "hero": { "media": url } })).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
    }
}
