//! Drawings (SVG) that could script or fetch are refused, clean ones are served sandboxed, and the
//! files the property tests of the parsers found answered wrongly get the answer they deserve.

use reqwest::StatusCode;
use serde_json::json;

use super::{bytes_of, form, upload, uploaded};
use crate::helpers::TestApp;

#[tokio::test]
async fn an_svg_that_could_script_is_refused_and_a_clean_one_is_served_sandboxed() {
    let (app, token) = TestApp::with_super_admin().await;
    let evil = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.cookie)</script></svg>"#;
    let (status, body) = upload(&app, &token, form(evil.into(), "logo.svg", "Logo")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["file"].as_str().unwrap().contains("<script>"), "{body}");
    let handler =
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect onload="alert(1)"/></svg>"#;
    assert_eq!(
        upload(&app, &token, form(handler.into(), "l.svg", "L")).await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );

    let clean = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" fill="#111"/></svg>"##;
    let media = uploaded(&app, &token, clean.into(), "brand.svg", "Brand logo").await;
    assert_eq!((media["width"].as_u64(), media["height"].as_u64()), (Some(160), Some(40)));
    assert_eq!(media["variants"], json!([]));
    let (status, headers, body) = bytes_of(&app, media["url"].as_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/svg+xml");
    assert!(headers["content-security-policy"].to_str().unwrap().contains("sandbox"), "{headers:?}");
    assert_eq!(body, clean.as_bytes());
}

/// Files the property tests of the parsers (src/media/fuzz.rs) found answered wrongly: a WebP too
/// short to hold its flags was a 500 (a panic), a drawing saved by Inkscape was refused as an
/// unknown type (its type was told from its first 64 bytes), and drawings that fetch through a
/// linked style sheet or an HTML element were accepted.
#[tokio::test]
async fn files_found_by_fuzzing_the_parsers_get_the_answer_they_deserve() {
    let (app, token) = TestApp::with_super_admin().await;
    let short_webp = b"RIFF\x0c\0\0\0WEBPVP8X\0\0\0\0".to_vec();
    let (status, body) = upload(&app, &token, form(short_webp, "tiny.webp", "Tiny")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");

    let inkscape = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n\
        <!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n\
        <svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 120 40\"><rect width=\"120\" height=\"40\"/></svg>";
    let media = uploaded(&app, &token, inkscape.into(), "logo.svg", "Logo").await;
    assert_eq!((media["width"].as_u64(), media["height"].as_u64()), (Some(120), Some(40)), "{media}");

    for (fetches, reason) in [
        (
            r#"<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>"#,
            "style sheet",
        ),
        (
            r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1"><h:img src="https://evil.example/t.png"/></svg>"#,
            "HTML element",
        ),
    ] {
        let (status, body) = upload(&app, &token, form(fetches.into(), "f.svg", "F")).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body["errors"]["file"].as_str().unwrap().contains(reason), "{body}");
    }
}
