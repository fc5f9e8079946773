//! The site in more than one language (docs/DESIGN.md "HTTP contract, phase 3": languages):
//! public reads answer `?lang=` field by field, falling back to the default language; an admin
//! reads and writes every language's text with the item, and is told what is out of date.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::content::SERVICES;
use crate::helpers::TestApp;

fn service(title: &str) -> Value {
    json!({"title": title, "description": "Authentic creator videos for local brands.", "icon": "camera"})
}

#[tokio::test]
async fn a_service_is_read_in_spanish_field_by_field_and_its_translation_goes_out_of_date() {
    let (app, token) = TestApp::with_super_admin().await;
    let mut body = service("Reels that sell");
    body["translations"] = json!({"es": {"title": "Reels que venden"}});
    let created = SERVICES.create(&app, &token, body).await;
    let id = created["id"].clone();
    assert_eq!(created["translations"], json!({"es": {"title": "Reels que venden"}}), "{created}");
    assert!(created["translationStates"]["es"]["title"]["outdatedSince"].is_null(), "{created}");

    // Visitors: the Spanish title, the English description (no translation yet).
    let path = format!("/api/services/{id}");
    let (status, spanish) = app.get_json(&format!("{path}?lang=es"), None).await;
    assert_eq!(status, StatusCode::OK, "{spanish}");
    assert_eq!(spanish["service"]["title"], "Reels que venden");
    assert_eq!(spanish["service"]["description"], created["description"]);
    assert!(spanish["service"].get("translations").is_none(), "visitors get one language: {spanish}");
    let (_, list) = app.get_json("/api/services?lang=es", None).await;
    let listed = list["services"].as_array().unwrap().iter().find(|s| s["id"] == id).cloned().unwrap();
    assert_eq!(listed["title"], "Reels que venden");
    let (_, english) = app.get_json(&path, None).await;
    assert_eq!(english["service"]["title"], "Reels that sell");

    // The English title changes: the translation is still shown, and out of date for the editor.
    let (status, changed) = app.patch(&path, Some(&token), &json!({"title": "Reels that convert"})).await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    let since = &changed["service"]["translationStates"]["es"]["title"]["outdatedSince"];
    assert!(since.as_str().is_some_and(|s| s.starts_with("20")), "{changed}");
    let (_, spanish) = app.get_json(&format!("{path}?lang=es"), None).await;
    assert_eq!(spanish["service"]["title"], "Reels que venden");

    // Translating again brings it up to date; an empty text removes it.
    let (_, redone) = app
        .patch(&path, Some(&token), &json!({"translations": {"es": {"title": "Reels que convierten"}}}))
        .await;
    assert!(redone["service"]["translationStates"]["es"]["title"]["outdatedSince"].is_null(), "{redone}");
    let (_, removed) = app.patch(&path, Some(&token), &json!({"translations": {"es": {"title": ""}}})).await;
    assert_eq!(removed["service"]["translations"], json!({}), "{removed}");
    let (_, spanish) = app.get_json(&format!("{path}?lang=es"), None).await;
    assert_eq!(spanish["service"]["title"], "Reels that convert", "falls back to the default language");
}

#[tokio::test]
async fn a_bad_translation_or_language_is_refused_by_name_and_changes_nothing() {
    let (app, token) = TestApp::with_super_admin().await;
    let created = SERVICES.create(&app, &token, service("Reels that sell")).await;
    let path = format!("/api/services/{}", created["id"]);
    for (translations, field) in [
        (json!({"fr": {"title": "Des reels"}}), "translations"),
        (json!({"es": {"icon": "camara"}}), "translations.es.icon"),
        (json!({"es": {"title": "x"}}), "translations.es.title"),
    ] {
        let (status, body) = app.patch(&path, Some(&token), &json!({"translations": translations})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{translations}: {body}");
        assert!(body["errors"][field].is_string(), "{field}: {body}");
    }
    let (_, after) = app.get_json(&path, Some(&token)).await;
    assert_eq!(after["service"]["version"], created["version"], "nothing changed");

    let (status, body) = app.get_json("/api/services?lang=fr", None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["lang"].as_str().unwrap().contains("en, es"), "{body}");
}

#[tokio::test]
async fn an_inquiry_carries_the_language_of_its_page() {
    let (app, token) = TestApp::with_super_admin().await;
    let inquiry = |lang: Option<&str>| {
        let mut body = json!({"name": "Ana Torres", "email": "ana@example.com", "subject": "Reels", "message": "Hola, quiero reels."});
        if let Some(lang) = lang {
            body["lang"] = json!(lang);
        }
        body
    };
    for (lang, stored) in [(Some("es"), "es"), (None, "en")] {
        let (status, body) = app.post("/api/contact", None, &inquiry(lang)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let (_, inbox) = app.get_json("/api/admin/contact-submissions", Some(&token)).await;
        assert_eq!(inbox["submissions"][0]["lang"], stored, "{inbox}");
    }
    let (status, body) = app.post("/api/contact", None, &inquiry(Some("fr"))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["lang"].is_string(), "{body}");
}

#[tokio::test]
async fn languages_are_a_setting_checked_like_the_others() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, settings) = app.get_json("/api/settings", None).await;
    assert_eq!(settings["settings"]["languages"], "en,es", "{settings}");
    let (status, body) =
        app.patch("/api/admin/settings", Some(&token), &json!({"languages": "en,,es"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["languages"].is_string(), "{body}");
    let (status, body) = app.patch("/api/admin/settings", Some(&token), &json!({"languages": "en"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app.get_json("/api/services?lang=es", None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "Spanish is off: {body}");
}

#[tokio::test]
async fn a_new_site_reads_in_spanish_from_its_default_copy_and_a_translator_edits_it() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, english) = app.get_json("/api/site-content", None).await;
    let (status, spanish) = app.get_json("/api/site-content?lang=es", None).await;
    assert_eq!(status, StatusCode::OK, "{spanish}");
    let (en, es) = (&english["content"], &spanish["content"]);
    assert_ne!(es["hero"]["headline"], en["hero"]["headline"], "the shipped Spanish");
    assert_eq!(es["stats"][0]["value"], en["stats"][0]["value"], "a figure is the same");
    assert!(es["legal"]["privacyMarkdown"].as_str().unwrap().contains("##"), "{es}");
    assert_ne!(es["legal"]["privacyMarkdown"], en["legal"]["privacyMarkdown"]);
    assert!(spanish.get("translationStates").is_none(), "visitors get no states");

    // The admin sees each text's state: the shipped copy has no date.
    let (_, admin) = app.get_json("/api/site-content?lang=es", Some(&token)).await;
    assert_eq!(admin["translationStates"]["hero"]["headline"], json!({}), "{admin}");
    assert_eq!(admin["versions"]["cta"], 0);

    // A translator rewrites the CTA heading in Spanish: English is untouched.
    let change = json!({"cta": {"heading": "Hablemos de tu marca"}, "versions": {"cta": 0}});
    let (status, body) = app.patch("/api/admin/site-content?lang=es", Some(&token), &change).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["content"]["cta"]["heading"], "Hablemos de tu marca");
    assert_eq!(body["versions"]["cta"], 1);
    assert!(body["translationStates"]["cta"]["heading"]["translatedAt"].is_string(), "{body}");
    let (_, public) = app.get_json("/api/site-content?lang=es", None).await;
    assert_eq!(public["content"]["cta"]["heading"], "Hablemos de tu marca");
    let (_, after) = app.get_json("/api/site-content", None).await;
    assert_eq!(after["content"], english["content"], "the English is as it was");

    // The same version again is a second translator who did not see the first: 412.
    let (status, body) = app.patch("/api/admin/site-content?lang=es", Some(&token), &change).await;
    assert_eq!(status, StatusCode::PRECONDITION_FAILED, "{body}");

    // A figure is the same in every language: refused by name, nothing written.
    let figure = json!({"stats": [{"value": "200+", "label": "videos"}]});
    let (status, body) = app.patch("/api/admin/site-content?lang=es", Some(&token), &figure).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"].as_object().unwrap().keys().any(|k| k.starts_with("stats")), "{body}");

    // The English heading changes: the Spanish stays, marked out of date.
    let (status, _) =
        app.patch("/api/admin/site-content", Some(&token), &json!({"cta": {"heading": "Talk to us"}})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, admin) = app.get_json("/api/site-content?lang=es", Some(&token)).await;
    assert_eq!(admin["content"]["cta"]["heading"], "Hablemos de tu marca");
    assert!(admin["translationStates"]["cta"]["heading"]["outdatedSince"].is_string(), "{admin}");
}

#[tokio::test]
async fn a_text_rewritten_in_english_keeps_its_shipped_spanish_for_the_translator_out_of_date() {
    let (app, token) = TestApp::with_super_admin().await;
    let (_, shipped) = app.get_json("/api/site-content?lang=es", None).await;
    let old_spanish = shipped["content"]["hero"]["subtitle"].clone();
    let change = json!({"hero": {"subtitle": "Reels and stories that sell, made in Miami."}});
    assert_eq!(app.patch("/api/admin/site-content", Some(&token), &change).await.0, StatusCode::OK);

    // Visitors read the agency's new words until they are translated.
    let (_, public) = app.get_json("/api/site-content?lang=es", None).await;
    assert_eq!(public["content"]["hero"]["subtitle"], "Reels and stories that sell, made in Miami.");
    // The translator gets the old Spanish to revise, out of date since the English changed.
    let (_, admin) = app.get_json("/api/site-content?lang=es", Some(&token)).await;
    assert_eq!(admin["content"]["hero"]["subtitle"], old_spanish, "{admin}");
    let state = &admin["translationStates"]["hero"]["subtitle"];
    assert!(state["outdatedSince"].as_str().is_some_and(|s| s.starts_with("20")), "{admin}");
    assert_eq!(admin["translationStates"]["hero"]["headline"], json!({}), "still the shipped copy");

    // Revised, it is the translator's and current again.
    let revised = json!({"hero": {"subtitle": "Reels e historias que venden, hechos en Miami."}});
    let (status, body) = app.patch("/api/admin/site-content?lang=es", Some(&token), &revised).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let state = &body["translationStates"]["hero"]["subtitle"];
    assert!(state["translatedAt"].is_string() && state.get("outdatedSince").is_none(), "{body}");
    let (_, public) = app.get_json("/api/site-content?lang=es", None).await;
    assert_eq!(public["content"]["hero"]["subtitle"], "Reels e historias que venden, hechos en Miami.");
}

#[tokio::test]
async fn a_pictures_alt_text_is_translated_and_spanish_pages_use_it() {
    let (app, token) = TestApp::with_super_admin().await;
    let photo = crate::media::uploaded(
        &app,
        &token,
        crate::images::jpeg(&crate::images::photo(64, 48)),
        "beach.jpg",
        "Two models on South Beach",
    )
    .await;
    let path = format!("/api/admin/media/{}", photo["id"]);
    let alt = json!({"translations": {"es": {"alt": "Dos modelos en South Beach"}}});
    let (status, body) = app.patch(&path, Some(&token), &alt).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["media"]["translations"]["es"]["alt"], "Dos modelos en South Beach", "{body}");
    // Used by a service, the picture shows on the home page: in Spanish with its Spanish alt text.
    let service = json!({"title": "Beach shoots", "description": "Fashion shoots on the sand at dawn.", "icon": photo["url"]});
    crate::content::SERVICES.create(&app, &token, service).await;
    let es = app.get("/es", None).await.text().await.unwrap();
    assert!(es.contains("Dos modelos en South Beach"), "the Spanish page's media");
    let en = app.get("/", None).await.text().await.unwrap();
    assert!(en.contains("Two models on South Beach") && !en.contains("Dos modelos"));
    // The English alt text changes: its translation is out of date.
    let (_, body) = app.patch(&path, Some(&token), &json!({"alt": "Three models on South Beach"})).await;
    assert!(body["media"]["translationStates"]["es"]["alt"]["outdatedSince"].is_string(), "{body}");
}

#[tokio::test]
async fn an_admins_lists_and_the_editors_read_by_slug_carry_every_language() {
    let (app, token) = TestApp::with_super_admin().await;
    let english = "miami-social-media-marketing-2024";
    let (status, list) = app.get_json("/api/posts?limit=100", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let article = list["posts"].as_array().unwrap().iter().find(|p| p["slug"] == english).cloned().unwrap();
    assert_eq!(
        article["translations"]["es"]["slug"], "marketing-en-redes-sociales-en-miami",
        "the seeded Spanish"
    );
    assert!(article["translationStates"]["es"]["title"]["translatedAt"].is_string(), "{article}");
    let (_, one) = app.get_json(&format!("/api/posts/slug/{english}"), Some(&token)).await;
    assert_eq!(one["post"]["translations"], article["translations"], "the editor's read");
    let (_, public) = app.get_json("/api/posts?limit=100", None).await;
    assert!(public["posts"][0].get("translations").is_none(), "visitors get one language: {public}");
    let (_, public) = app.get_json(&format!("/api/posts/slug/{english}"), None).await;
    assert!(public["post"].get("translations").is_none(), "{public}");

    let body =
        json!({"bodyMarkdown": "The story.", "translations": {"es": {"bodyMarkdown": "La historia."}}});
    let (status, saved) =
        app.call(reqwest::Method::PUT, "/api/projects/1/case-study", Some(&token), Some(&body)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, studies) = app.get_json("/api/case-studies", Some(&token)).await;
    let study =
        studies["caseStudies"].as_array().unwrap().iter().find(|s| s["projectId"] == 1).cloned().unwrap();
    assert_eq!(study["translations"]["es"]["bodyMarkdown"], "La historia.", "{study}");
    let (_, public) = app.get_json("/api/case-studies", None).await;
    assert!(public.get("caseStudies").is_none(), "{public}");

    let photo = crate::media::uploaded(
        &app,
        &token,
        crate::images::jpeg(&crate::images::photo(32, 24)),
        "a.jpg",
        "A pier",
    )
    .await;
    let path = format!("/api/admin/media/{}", photo["id"]);
    app.patch(&path, Some(&token), &json!({"translations": {"es": {"alt": "Un muelle"}}})).await;
    let (_, library) = app.get_json("/api/admin/media", Some(&token)).await;
    let item = library["media"].as_array().unwrap().iter().find(|m| m["id"] == photo["id"]).cloned().unwrap();
    assert_eq!(item["translations"]["es"]["alt"], "Un muelle", "{item}");
    assert!(item["translationStates"]["es"]["alt"]["outdatedSince"].is_null(), "{item}");
}
