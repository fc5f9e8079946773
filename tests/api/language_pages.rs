//! The pages in each language (docs/DESIGN.md "HTTP contract, phase 3": languages): the default
//! language's keep their addresses, Spanish lives under /es; each page says its language, links
//! its versions in the others (hreflang, x-default), and the sitemap and feeds list them.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::TestApp;

const ENGLISH_ARTICLE: &str = "/blog/miami-social-media-marketing-2024";
const SPANISH_ARTICLE: &str = "/es/blog/marketing-en-redes-sociales-en-miami";

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let response = app.get(path, None).await;
    (response.status(), response.text().await.unwrap())
}

fn app_data(html: &str) -> Value {
    let open = "<script id=\"app-data\" type=\"application/json\">";
    let start = html.find(open).map(|i| i + open.len()).expect("app-data");
    serde_json::from_str(&html[start..start + html[start..].find("</script>").unwrap()]).unwrap()
}

fn link(href: &str, lang: &str) -> String {
    format!("<link rel=\"alternate\" hreflang=\"{lang}\" href=\"http://127.0.0.1:8080{href}\">")
}

#[tokio::test]
async fn the_spanish_home_page_says_its_language_and_links_its_english_version() {
    let app = TestApp::spawn().await;
    let (status, html) = page(&app, "/es").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<html lang=\"es\">"), "{}", &html[..200]);
    assert!(html.contains("<link rel=\"canonical\" href=\"http://127.0.0.1:8080/es\">"), "{html}");
    for (href, lang) in [("/", "en"), ("/es", "es"), ("/", "x-default")] {
        assert!(html.contains(&link(href, lang)), "{lang}: {html}");
    }
    assert!(html.contains("<meta property=\"og:locale\" content=\"es_US\">"), "{html}");
    assert!(html.contains("<meta property=\"og:locale:alternate\" content=\"en_US\">"), "{html}");
    assert!(html.contains("Agencia de contenido"), "the Spanish title: {html}");
    let data = app_data(&html);
    let (_, english) = page(&app, "/").await;
    assert!(english.contains("<html lang=\"en\">"));
    let english = app_data(&english);
    assert_ne!(data["content"]["hero"]["headline"], english["content"]["hero"]["headline"]);
    assert_ne!(data["services"][0]["title"], english["services"][0]["title"], "the seeded Spanish");
    assert_eq!(data["services"][0]["id"], english["services"][0]["id"]);
}

#[tokio::test]
async fn a_reader_without_javascript_is_told_in_the_pages_language_and_by_the_sites_name() {
    let (app, token) = TestApp::with_super_admin().await;
    app.patch("/api/admin/settings", Some(&token), &json!({ "siteName": "Myth Studio" })).await;
    let (_, spanish) = page(&app, "/es").await;
    assert!(
        spanish.contains("<noscript>Myth Studio necesita JavaScript para mostrar esta página.</noscript>"),
        "{spanish}"
    );
    let (_, english) = page(&app, "/").await;
    assert!(
        english.contains("<noscript>Myth Studio needs JavaScript to show this page.</noscript>"),
        "{english}"
    );
}

#[tokio::test]
async fn a_spanish_article_has_its_own_address_body_and_alternates() {
    let app = TestApp::spawn().await;
    let (status, html) = page(&app, SPANISH_ARTICLE).await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert!(html.contains(&link(ENGLISH_ARTICLE, "en")), "{html}");
    assert!(html.contains(&link(SPANISH_ARTICLE, "es")), "{html}");
    assert!(html.contains(&link(ENGLISH_ARTICLE, "x-default")), "{html}");
    assert!(html.contains("\"inLanguage\":\"es\""), "JSON-LD: {html}");
    assert!(html.contains("min de lectura"), "the noscript text: {html}");
    let post = &app_data(&html)["blog"]["post"];
    assert_eq!(post["alternates"], json!({"en": ENGLISH_ARTICLE, "es": SPANISH_ARTICLE}), "{post}");
    assert!(post["bodyHtml"].as_str().unwrap().contains("<p>"), "{post}");
    // The English slug is no Spanish article; the admin area has no Spanish.
    assert_eq!(page(&app, "/es/blog/miami-social-media-marketing-2024").await.0, StatusCode::NOT_FOUND);
    assert_eq!(page(&app, "/es/admin").await.0, StatusCode::NOT_FOUND);
    assert_eq!(page(&app, "/es/nothing-here").await.0, StatusCode::NOT_FOUND);

    // The API answers the same article in Spanish, with its addresses.
    let (status, body) =
        app.get_json("/api/posts/slug/marketing-en-redes-sociales-en-miami?lang=es", None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["post"]["alternates"]["en"], ENGLISH_ARTICLE);
    let (_, list) = app.get_json("/api/posts?lang=es", None).await;
    assert_eq!(list["total"], 3, "{list}");
    assert!(list["posts"][0]["bodyHtml"].as_str().is_some_and(|b| !b.is_empty()), "{list}");
}

#[tokio::test]
async fn an_article_published_in_spanish_only_is_on_the_spanish_blog_alone() {
    let (app, token) = TestApp::with_super_admin().await;
    let draft = json!({"title": "Only in English drafts", "category": "News", "author": "Alex", "bodyMarkdown": "Hello."});
    let (status, created) = app.post("/api/posts", Some(&token), &draft).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["post"]["id"].clone();
    let spanish = json!({"translations": {"es": {
        "title": "Solo en español", "slug": "solo-en-espanol", "bodyMarkdown": "Hola, Miami.", "status": "published"
    }}});
    let (status, changed) = app.patch(&format!("/api/posts/{id}"), Some(&token), &spanish).await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(changed["post"]["translations"]["es"]["slug"], "solo-en-espanol", "{changed}");
    assert!(changed["post"]["translationStates"]["es"]["slug"].get("outdatedSince").is_none());

    let (status, html) = page(&app, "/es/blog/solo-en-espanol").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Hola, Miami."), "{html}");
    assert!(!html.contains("hreflang=\"en\""), "no English version to link: {html}");
    let (_, english) = app.get_json("/api/posts", None).await;
    assert!(english["posts"].as_array().unwrap().iter().all(|p| p["id"] != id), "{english}");

    // A new Spanish slug: the old address answers 301 to it.
    let renamed = json!({"translations": {"es": {"slug": "solo-en-castellano"}}});
    assert_eq!(app.patch(&format!("/api/posts/{id}"), Some(&token), &renamed).await.0, StatusCode::OK);
    let unfollowed = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let moved = unfollowed.get(app.url("/es/blog/solo-en-espanol")).send().await.unwrap();
    assert_eq!(moved.status(), StatusCode::MOVED_PERMANENTLY);
    assert_eq!(moved.headers()["location"], "/es/blog/solo-en-castellano");

    // A Spanish slug another article has, in any language, is refused; so is a shared field.
    let taken = json!({"translations": {"es": {"slug": "miami-social-media-marketing-2024"}}});
    assert_eq!(app.patch(&format!("/api/posts/{id}"), Some(&token), &taken).await.0, StatusCode::CONFLICT);
    let shared = json!({"translations": {"es": {"author": "Otro"}}});
    let (status, body) = app.patch(&format!("/api/posts/{id}"), Some(&token), &shared).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["translations.es.author"].is_string(), "{body}");
}

#[tokio::test]
async fn the_sitemap_and_each_languages_feed_list_the_spanish_pages() {
    let app = TestApp::spawn().await;
    let (_, sitemap) = page(&app, "/sitemap.xml").await;
    assert!(sitemap.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""), "{sitemap}");
    assert!(sitemap.contains("<loc>http://127.0.0.1:8080/es</loc>"), "{sitemap}");
    assert!(
        sitemap.contains(
            "<xhtml:link rel=\"alternate\" hreflang=\"es\" href=\"http://127.0.0.1:8080/es/blog/marketing-en-redes-sociales-en-miami\"/>"
        ),
        "{sitemap}"
    );
    let (status, feed) = page(&app, "/es/rss.xml").await;
    assert_eq!(status, StatusCode::OK);
    assert!(feed.contains("<language>es-us</language>"), "{feed}");
    assert!(
        feed.contains("<link>http://127.0.0.1:8080/es/blog/marketing-en-redes-sociales-en-miami</link>"),
        "{feed}"
    );
    assert_eq!(feed.matches("<item>").count(), 3);
    assert_eq!(page(&app, "/fr/rss.xml").await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_case_study_shows_in_spanish_under_its_own_slug_and_in_english_words_until_translated() {
    let (app, token) = TestApp::with_super_admin().await;
    let study = json!({"status": "published", "client": "Solana Cocina", "bodyMarkdown": "How we filled Tuesdays.",
        "results": [{"value": "+240%", "label": "reach in 90 days"}]});
    let put = |body: Value| {
        let (app, token) = (&app, &token);
        async move { app.call(reqwest::Method::PUT, "/api/projects/1/case-study", Some(token), Some(&body)).await }
    };
    let (status, saved) = put(study).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let english = format!("/work/{}", saved["caseStudy"]["slug"].as_str().unwrap());

    // Not translated yet: the Spanish page is there, at the same slug, in English words.
    let (status, html) = page(&app, &format!("/es{english}")).await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert!(html.contains("How we filled Tuesdays."));

    let spanish = json!({"translations": {"es": {"slug": "solana-cocina-martes", "bodyMarkdown": "Cómo llenamos los martes.",
        "results.0.label": "alcance en 90 días"}}});
    let (status, saved) = put(spanish).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["caseStudy"]["translations"]["es"]["slug"], "solana-cocina-martes", "{saved}");
    let (status, html) = page(&app, "/es/work/solana-cocina-martes").await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert!(html.contains("Cómo llenamos los martes.") && html.contains("alcance en 90 días"), "{html}");
    assert!(
        html.contains(&link(&english, "en")) && html.contains(&link("/es/work/solana-cocina-martes", "es"))
    );
    let (_, body) = app.get_json("/api/case-studies/slug/solana-cocina-martes?lang=es", None).await;
    assert_eq!(body["study"]["alternates"]["en"], english.as_str(), "{body}");

    // The client is the same in every language.
    let (status, body) = put(json!({"translations": {"es": {"client": "Otra"}}})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["translations.es.client"].is_string(), "{body}");
}
