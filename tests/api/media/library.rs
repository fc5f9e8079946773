//! The admins' library list: searched by name or alt, filtered by kind, paged, and an item's alt
//! text and poster edited.

use reqwest::StatusCode;
use serde_json::{Value, json};

use super::uploaded;
use crate::helpers::{TestApp, assert_invalid};
use crate::images::{photo, png};

#[tokio::test]
async fn the_library_is_searched_by_name_or_alt_filtered_by_kind_and_paged() {
    let (app, token) = TestApp::with_super_admin().await;
    for (i, (name, alt)) in
        [("sunset.png", "Ocean Drive at dusk"), ("team.png", "Our team"), ("logo_100%.png", "Brand")]
            .iter()
            .enumerate()
    {
        uploaded(&app, &token, png(&photo(20 + i as u32, 20)), name, alt).await;
    }
    let names = |body: &Value| -> Vec<String> {
        body["media"].as_array().unwrap().iter().map(|m| m["name"].as_str().unwrap().to_owned()).collect()
    };
    let seeded = app.scalar("select count(*) from media") - 3;
    let (_, all) = app.get_json("/api/admin/media", Some(&token)).await;
    assert_eq!(names(&all)[..3], ["logo_100%.png", "team.png", "sunset.png"], "newest first");
    assert_eq!(all["total"].as_i64(), Some(seeded + 3));
    let (_, found) = app.get_json("/api/admin/media?q=ocean", Some(&token)).await;
    assert_eq!(names(&found), ["sunset.png"]);
    let (_, found) = app.get_json("/api/admin/media?q=100%25", Some(&token)).await;
    assert_eq!(names(&found), ["logo_100%.png"], "% is a character, not a wildcard");
    let (_, page) = app.get_json("/api/admin/media?limit=1&offset=1", Some(&token)).await;
    assert_eq!((names(&page), page["total"].as_i64()), (vec!["team.png".to_owned()], Some(seeded + 3)));
    let (_, videos) = app.get_json("/api/admin/media?kind=video", Some(&token)).await;
    assert_eq!(videos["total"], 0);
    let (status, body) = app.get_json("/api/admin/media?kind=pdf", Some(&token)).await;
    assert_invalid(status, &body, "kind", "Kind must be image or video", "kind");
    let (status, _) = app.get_json("/api/admin/media", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let id = all["media"][0]["id"].as_i64().unwrap();
    let (status, body) =
        app.patch(&format!("/api/admin/media/{id}"), Some(&token), &json!({ "alt": "Brand mark" })).await;
    assert_eq!((status, &body["media"]["alt"]), (StatusCode::OK, &json!("Brand mark")));
    let (status, body) =
        app.patch(&format!("/api/admin/media/{id}"), Some(&token), &json!({ "alt": "" })).await;
    assert_invalid(status, &body, "alt", "Alt text is required: describe what the image shows", "empty alt");
    let (status, body) = app
        .patch(&format!("/api/admin/media/{id}"), Some(&token), &json!({ "poster": all["media"][1]["url"] }))
        .await;
    assert_invalid(status, &body, "poster", "Only a video has a poster", "poster of an image");
}
