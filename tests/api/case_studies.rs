//! Case studies: a project's page at /work/{slug}, written by admins under
//! /api/projects/{id}/case-study, seen by visitors once published (and only while the project is
//! shown), in the sitemap with its own head tags, its media protected from deletion.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::content::PROJECTS;
use crate::helpers::{TestApp, assert_invalid};
use crate::images::{photo, png};
use crate::media::uploaded;

async fn put(app: &TestApp, token: Option<&str>, project: i64, body: Value) -> (StatusCode, Value) {
    app.call(Method::PUT, &format!("/api/projects/{project}/case-study"), token, Some(&body)).await
}

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.get(path, None).await;
    (response.status(), response.text().await.unwrap())
}

/// A new project titled `title`, and its id.
async fn project(app: &TestApp, token: &str, title: &str, image: &str) -> i64 {
    let body = PROJECTS.with(json!({ "title": title, "image": image }));
    PROJECTS.create(app, token, body).await["id"].as_i64().unwrap()
}

fn story() -> Value {
    json!({
        "client": "Brickell Bistro",
        "bodyMarkdown": "## The brief\n\nFill the **weeknight** tables.\n\n<script>alert(1)</script>",
        "results": [{ "value": "+240%", "label": "reach in 90 days" }, { "value": "3.1M", "label": "views" }],
    })
}

#[tokio::test]
async fn an_admin_writes_a_case_study_and_visitors_see_it_once_published_while_the_project_shows() {
    let (app, token) = TestApp::with_super_admin().await;
    let photo = uploaded(&app, &token, png(&photo(800, 600)), "plates.png", "Plates on the pass").await;
    let gallery = photo["url"].as_str().unwrap().to_owned();
    let id = project(&app, &token, "Bistro Relaunch", "/images/work/case.svg").await;
    let (_, links) = app.get_json("/api/case-studies", None).await;
    assert_eq!(links, json!({ "links": [] }), "a fresh site has none");

    let mut draft = story();
    draft["gallery"] = json!([gallery]);
    let (status, body) = put(&app, Some(&token), id, draft).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let study = &body["caseStudy"];
    assert_eq!((study["slug"].as_str(), study["status"].as_str()), (Some("bistro-relaunch"), Some("draft")));
    assert!(study["bodyHtml"].as_str().unwrap().contains("<strong>weeknight</strong>"), "{study}");
    assert!(!study["bodyHtml"].as_str().unwrap().contains("<script"), "sanitized: {study}");

    // A draft is the admin's only.
    assert_eq!(page(&app, "/work/bistro-relaunch").await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.get_json("/api/case-studies/slug/bistro-relaunch", None).await.0, StatusCode::NOT_FOUND);
    let (_, admin) = app.get_json("/api/case-studies", Some(&token)).await;
    assert_eq!(admin["caseStudies"][0]["projectId"], id, "{admin}");
    assert_eq!(admin["links"], json!([]));

    let (status, body) = put(&app, Some(&token), id, json!({ "status": "published" })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["caseStudy"]["client"], "Brickell Bistro", "absent fields are kept");

    let (status, html) = page(&app, "/work/bistro-relaunch").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<title>Bistro Relaunch: case study | MYTH Agency</title>"), "{html}");
    assert!(html.contains("/work/bistro-relaunch\">"), "canonical");
    assert!(html.contains("<meta property=\"og:type\" content=\"article\">"));
    assert!(html.contains("\"@type\":\"CreativeWork\""), "JSON-LD");
    assert!(html.contains("<noscript><article><h1>Bistro Relaunch</h1>"), "reads without JavaScript: {html}");
    assert!(html.contains("<li><strong>+240%</strong> reach in 90 days</li>"));
    assert!(!html.contains("<script>alert(1)"));
    assert!(
        html.contains(&format!("\"{gallery}\":{{\"kind\":\"image\"")),
        "the page inlines its gallery's sizes"
    );
    let (_, home) = page(&app, "/").await;
    assert!(
        home.contains(&format!("\"caseStudies\":[{{\"projectId\":{id},\"slug\":\"bistro-relaunch\"")),
        "the home page knows which card links where"
    );
    let (_, sitemap) = page(&app, "/sitemap.xml").await;
    assert!(sitemap.contains("/work/bistro-relaunch</loc>"), "{sitemap}");
    let (status, public) = app.get_json("/api/case-studies/slug/bistro-relaunch", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(public["study"]["title"], "Bistro Relaunch");
    assert_eq!(public["study"]["results"][1], json!({ "value": "3.1M", "label": "views" }));
    assert_eq!(public["next"], Value::Null, "the only one has no next");

    // The gallery's photo is in use.
    let (status, body) = app.delete(&format!("/api/admin/media/{}", photo["id"]), Some(&token)).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["usedBy"], json!(["Case study of “Bistro Relaunch”"]));

    // Hiding the project hides its page; deleting it puts it in the trash with its case study.
    let (status, _) =
        app.patch(&format!("/api/projects/{id}"), Some(&token), &json!({ "isActive": false })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page(&app, "/work/bistro-relaunch").await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.get_json("/api/case-studies", None).await.1["links"], json!([]));
    app.delete(&format!("/api/projects/{id}"), Some(&token)).await;
    let (status, _) = app.get_json(&format!("/api/projects/{id}/case-study"), Some(&token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Taken out of the trash, the project comes back with it.
    let (status, _) =
        app.post(&format!("/api/admin/trash/project/{id}/restore"), Some(&token), &json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.get_json(&format!("/api/projects/{id}/case-study"), Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn bad_case_studies_get_each_field_named_and_change_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let id = project(&app, &token, "Ocean Drive Launch", "/images/work/case.svg").await;
    let cases = [
        (
            json!({ "slug": "Not A Slug" }),
            "slug",
            "Slug must be lowercase letters, digits and single hyphens, at most 80 characters",
        ),
        (json!({ "status": "published" }), "bodyMarkdown", "Write the case study before publishing it"),
        (
            json!({ "results": [{ "value": "", "label": "reach" }] }),
            "results.0.value",
            "Give a short figure, such as +240% or 3.1M (at most 16 characters)",
        ),
        (
            json!({ "results": [{ "value": "+3", "label": "x" }] }),
            "results.0.label",
            "Say what the figure measures, in 2 to 60 characters",
        ),
        (
            json!({ "gallery": ["/media/a.webp", "javascript:alert(1)"] }),
            "gallery.1",
            "Each image must be from the media library or an address starting with https://",
        ),
        (
            json!({ "video": "data:video/mp4;base64,AAAA" }),
            "video",
            "Video must start with https://, http:// or / (a path on this site)",
        ),
        (json!({ "seoTitle": "x".repeat(71) }), "seoTitle", "SEO title must be at most 70 characters"),
    ];
    for (body, field, message) in cases {
        let (status, answer) = put(&app, Some(&token), id, body.clone()).await;
        assert_invalid(status, &answer, field, message, &body.to_string());
    }
    assert_eq!(app.scalar("select count(*) from case_studies"), 0, "a rejected save changes nothing");

    let (status, _) = put(&app, None, id, story()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = put(&app, Some(&token), 999_999, story()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = put(&app, Some(&token), id, json!([1, 2])).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");

    // Slugs are unique among case studies.
    assert_eq!(put(&app, Some(&token), id, story()).await.0, StatusCode::OK);
    let other = project(&app, &token, "Second Case", "/images/work/case.svg").await;
    let mut clash = story();
    clash["slug"] = json!("ocean-drive-launch");
    let (status, body) = put(&app, Some(&token), other, clash).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");

    // Deleting a case study keeps the project.
    let (status, _) = app.delete(&format!("/api/projects/{id}/case-study"), Some(&token)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.delete(&format!("/api/projects/{id}/case-study"), Some(&token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, projects) = app.get_json("/api/projects", Some(&token)).await;
    assert!(projects["projects"].as_array().unwrap().iter().any(|p| p["id"] == id), "{projects}");
}

#[tokio::test]
async fn each_published_case_study_links_to_the_next_and_a_video_never_becomes_the_social_image() {
    let (app, token) = TestApp::with_super_admin().await;
    let first = project(&app, &token, "First Story", "/media/0123456789abcdef.mp4").await;
    let second = project(&app, &token, "Second Story", "/images/work/case.svg").await;
    for id in [first, second] {
        let mut body = story();
        body["status"] = json!("published");
        body["gallery"] = json!(["/images/work/gallery.svg"]);
        assert_eq!(put(&app, Some(&token), id, body).await.0, StatusCode::OK);
    }
    let (_, one) = app.get_json("/api/case-studies/slug/first-story", None).await;
    assert_eq!(one["next"]["slug"], "second-story");
    let (_, two) = app.get_json("/api/case-studies/slug/second-story", None).await;
    assert_eq!(two["next"]["slug"], "first-story", "round to the first");
    let (_, html) = page(&app, "/work/first-story").await;
    assert!(html.contains("og:image\" content=\"http://"), "{html}");
    assert!(html.contains("/images/work/gallery.svg\">"), "the gallery's picture, not the video: {html}");
}
