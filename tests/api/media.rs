//! /api/admin/media and /media/…: the media library through real uploads. The files are made here:
//! photo-like JPEGs and PNGs (with EXIF, an orientation, odd sizes), a decompression bomb, SVGs that
//! try to script, and minimal MP4 and WebM files.

use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::content::PROJECTS;
use crate::helpers::{TestApp, assert_invalid, parts};
use crate::images::{jpeg, mp4, photo, png};

/// A JPEG with an EXIF segment (big-endian TIFF) holding an orientation and a camera make.
fn with_exif(jpeg: &[u8], orientation: u16, make: &str) -> Vec<u8> {
    let make = format!("{make}\0");
    let mut tiff = b"MM\0\x2a\0\0\0\x08".to_vec();
    tiff.extend(2u16.to_be_bytes());
    // Make (ASCII), its text after the IFD.
    let text_at = 8 + 2 + 2 * 12 + 4;
    tiff.extend(0x010Fu16.to_be_bytes());
    tiff.extend(2u16.to_be_bytes());
    tiff.extend((make.len() as u32).to_be_bytes());
    tiff.extend((text_at as u32).to_be_bytes());
    // Orientation (SHORT).
    tiff.extend(0x0112u16.to_be_bytes());
    tiff.extend(3u16.to_be_bytes());
    tiff.extend(1u32.to_be_bytes());
    tiff.extend(orientation.to_be_bytes());
    tiff.extend([0, 0]);
    tiff.extend(0u32.to_be_bytes());
    tiff.extend(make.as_bytes());
    let mut segment = b"Exif\0\0".to_vec();
    segment.extend(tiff);
    let mut out = jpeg[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(((segment.len() + 2) as u16).to_be_bytes());
    out.extend(segment);
    out.extend(&jpeg[2..]);
    out
}

pub fn form(bytes: Vec<u8>, name: &str, alt: &str) -> Form {
    Form::new().part("file", Part::bytes(bytes).file_name(name.to_owned())).text("alt", alt.to_owned())
}

pub async fn upload(app: &TestApp, token: &str, form: Form) -> (StatusCode, Value) {
    let response = app
        .request(Method::POST, "/api/admin/media", Some(token))
        .multipart(form)
        .send()
        .await
        .expect("upload");
    parts(response).await
}

pub async fn uploaded(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str, alt: &str) -> Value {
    let (status, body) = upload(app, token, form(bytes, name, alt)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["media"].clone()
}

async fn bytes_of(app: &TestApp, url: &str) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let response = app.get(url, None).await;
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.expect("bytes").to_vec())
}

#[tokio::test]
async fn a_photo_is_stored_upright_without_its_metadata_with_webp_variants_served_forever() {
    let (app, token) = TestApp::with_super_admin().await;
    // Orientation 6: the camera was turned; the pixels are 1200 × 800, the photo is 800 × 1200.
    let sent = with_exif(&jpeg(&photo(1200, 800)), 6, "SecretCam GPS 25.76N 80.19W");
    let media = uploaded(&app, &token, sent, "Beach Shoot.JPG", "Models on South Beach").await;
    assert_eq!((media["width"].as_u64(), media["height"].as_u64()), (Some(800), Some(1200)), "{media}");
    assert_eq!(media["kind"], "image");
    assert_eq!(media["mime"], "image/jpeg");
    assert_eq!(media["name"], "Beach Shoot.JPG");
    assert_eq!(media["alt"], "Models on South Beach");
    assert!(media["color"].as_str().is_some_and(|c| c.len() == 7 && c.starts_with('#')), "{media}");
    let url = media["url"].as_str().unwrap();
    assert!(url.starts_with("/media/") && url.ends_with(".jpeg"), "{url}");
    let widths: Vec<u64> =
        media["variants"].as_array().unwrap().iter().map(|v| v["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, [480, 800], "the widths below the photo's and its own");
    assert_eq!(media["usedBy"], json!([]));

    let (status, headers, original) = bytes_of(&app, url).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/jpeg");
    assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(!original.windows(9).any(|w| w == b"SecretCam"), "EXIF is stripped from what is served");
    // The pixels are kept as sent, with only the orientation tag: browsers turn it as they show it.
    assert_eq!(image::load_from_memory(&original).expect("decodes").width(), 1200, "not encoded again");
    let mut decoder = image::ImageReader::new(std::io::Cursor::new(&original))
        .with_guessed_format()
        .expect("a format")
        .into_decoder()
        .expect("a decoder");
    let orientation = image::ImageDecoder::orientation(&mut decoder).expect("an orientation");
    let mut decoded = image::DynamicImage::from_decoder(decoder).expect("decodes");
    decoded.apply_orientation(orientation);
    assert_eq!((decoded.width(), decoded.height()), (800, 1200), "shown upright");

    for variant in media["variants"].as_array().unwrap() {
        let (status, headers, body) = bytes_of(&app, variant["url"].as_str().unwrap()).await;
        assert_eq!((status, &headers["content-type"]), (StatusCode::OK, &"image/webp".parse().unwrap()));
        let decoded = image::load_from_memory(&body).expect("webp decodes");
        assert_eq!(u64::from(decoded.width()), variant["width"].as_u64().unwrap());
        assert!(!body.windows(9).any(|w| w == b"SecretCam"));
    }
    // The name is the content's address: the ETag, and a revalidation costs nothing.
    let etag = headers["etag"].clone();
    let again = app.request(Method::GET, url, None).header("if-none-match", etag).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(app.get("/media/0000000000000000.jpeg", None).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(app.get("/media/..%2Fetc%2Fpasswd", None).await.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_twelve_megapixel_photo_gets_every_variant_and_the_same_bytes_twice_are_one_item() {
    let (app, token) = TestApp::with_super_admin().await;
    let bytes = jpeg(&photo(4000, 3000));
    let media = uploaded(&app, &token, bytes.clone(), "big.jpg", "A big photo").await;
    let widths: Vec<u64> =
        media["variants"].as_array().unwrap().iter().map(|v| v["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, [480, 960, 1440, 1920]);
    let (status, again) = upload(&app, &token, form(bytes, "copy.jpg", "Another alt")).await;
    assert_eq!(status, StatusCode::OK, "already in the library");
    assert_eq!(again["media"]["id"], media["id"]);
    assert_eq!(
        app.scalar(&format!(
            "select count(*) from media where hash like '{}%'",
            &media["url"].as_str().unwrap()[7..23]
        )),
        1
    );
}

#[tokio::test]
async fn sizes_and_types_are_refused_from_the_bytes_with_the_contract_statuses() {
    let (app, token) = TestApp::with_super_admin().await;
    let stored = || app.scalar("select (select count(*) from media) + (select count(*) from media_files)");
    let before = stored();
    // Over 20 MB of "JPEG": refused while reading, whatever it holds.
    let mut big = vec![0xFF, 0xD8, 0xFF, 0xE0];
    big.resize(21 * 1024 * 1024, 0);
    let (status, body) = upload(&app, &token, form(big, "huge.jpg", "Huge")).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    assert!(body["message"].as_str().unwrap().contains("20 MB"), "{body}");

    for (bytes, name) in [
        (b"%PDF-1.7 a document".to_vec(), "brochure.pdf"),
        (b"<html><script>alert(1)</script></html>".to_vec(), "photo.jpg"),
        (b"BM\x36\0\0\0".to_vec(), "old.bmp"),
    ] {
        let part = Part::bytes(bytes).file_name(name).mime_str("image/jpeg").unwrap();
        let (status, body) = upload(&app, &token, Form::new().part("file", part).text("alt", "x")).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{name}: {body}");
        assert!(body["message"].as_str().unwrap().contains("JPEG, PNG"), "{body}");
    }

    let photo_png = png(&photo(300, 200));
    let (status, body) =
        upload(&app, &token, form(photo_png[..photo_png.len() / 2].to_vec(), "cut.png", "Cut")).await;
    assert_invalid(
        status,
        &body,
        "file",
        "The file could not be read as a PNG image: it may be damaged or cut short.",
        "truncated",
    );

    let photo_jpeg = jpeg(&photo(640, 400));
    let (status, body) =
        upload(&app, &token, form(photo_jpeg[..photo_jpeg.len() * 2 / 3].to_vec(), "cut.jpg", "Cut")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "a cut-short JPEG: {body}");
    assert!(body["errors"]["file"].as_str().unwrap().contains("cut short"), "{body}");

    // A decompression bomb: a valid PNG header declaring 100,000 × 100,000 pixels in a few bytes.
    let (status, body) = upload(&app, &token, form(bomb_png(100_000, 100_000), "bomb.png", "Bomb")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["file"].as_str().unwrap().contains("limit is 50 megapixels"), "{body}");

    let (status, body) = upload(&app, &token, form(png(&photo(10, 10)), "a.png", "   ")).await;
    assert_invalid(status, &body, "alt", "Alt text is required: describe what the image shows", "empty alt");
    let (status, body) = upload(&app, &token, Form::new().text("alt", "No file")).await;
    assert_invalid(status, &body, "file", "Choose a file to upload", "no file");
    let (status, _) =
        app.raw(Method::POST, "/api/admin/media", Some(&token), Some("application/json"), "{}").await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let (status, _) = upload(&app, "not-a-token", form(png(&photo(10, 10)), "a.png", "A")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(stored(), before, "nothing half-made");
}

/// A PNG whose header declares `width` × `height` and whose data is a few zero bytes.
fn bomb_png(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend((data.len() as u32).to_be_bytes());
        let mut crc = flate2::Crc::new();
        crc.update(kind);
        crc.update(data);
        out.extend(kind);
        out.extend(data);
        out.extend(crc.sum().to_be_bytes());
    }
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = Vec::new();
    header.extend(width.to_be_bytes());
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
    chunk(&mut out, b"IEND", &[]);
    out
}

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
    assert_eq!(app.scalar(&format!("select count(*) from media_files where media_id = {id}")), 0);
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

/// A minimal WebM: the EBML header and a segment with one video track and a frame of it.
fn webm(codec: &str) -> Vec<u8> {
    fn element(id: &[u8], body: &[u8]) -> Vec<u8> {
        let mut out = id.to_vec();
        out.push(0x08); // an 8-byte size
        out.extend(&(body.len() as u64).to_be_bytes()[1..]);
        out[id.len()] = 0x01;
        out.extend(body);
        out
    }
    let header = element(&[0x1A, 0x45, 0xDF, 0xA3], &element(&[0x42, 0x82], b"webm"));
    let video =
        element(&[0xE0], &[element(&[0xB0], &[0x02, 0x80]), element(&[0xBA], &[0x01, 0x68])].concat());
    let track =
        element(&[0xAE], &[element(&[0xD7], &[1]), element(&[0x86], codec.as_bytes()), video].concat());
    let tracks = element(&[0x16, 0x54, 0xAE, 0x6B], &track);
    // A cluster with one frame of track 1 (a track without any is refused).
    let cluster = element(&[0x1F, 0x43, 0xB6, 0x75], &element(&[0xA3], &[0x81, 0, 0, 0x80, 1, 2]));
    let segment = element(&[0x18, 0x53, 0x80, 0x67], &[tracks, cluster].concat());
    [header, segment].concat()
}

#[tokio::test]
async fn web_ready_videos_are_stored_as_sent_with_a_poster_and_served_in_ranges() {
    let (app, token) = TestApp::with_super_admin().await;
    let poster = uploaded(&app, &token, png(&photo(64, 36)), "poster.png", "Reel poster").await;
    let clip = mp4(b"avc1", 1280, 720, 3 * 1024 * 1024);
    let form = form(clip.clone(), "reel.mp4", "Our 2026 reel")
        .text("poster", poster["url"].as_str().unwrap().to_owned());
    let (status, body) = upload(&app, &token, form).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let video = &body["media"];
    assert_eq!((video["kind"].as_str(), video["mime"].as_str()), (Some("video"), Some("video/mp4")));
    assert_eq!((video["width"].as_u64(), video["height"].as_u64()), (Some(1280), Some(720)));
    assert_eq!(video["poster"], poster["url"]);
    assert_eq!(video["bytes"].as_u64(), Some(clip.len() as u64));
    let url = video["url"].as_str().unwrap();

    let (status, headers, whole) = bytes_of(&app, url).await;
    assert_eq!((status, whole == clip), (StatusCode::OK, true), "byte-identical, streamed");
    assert_eq!(headers["accept-ranges"], "bytes");
    let response =
        app.request(Method::GET, url, None).header("range", "bytes=1000-1999").send().await.unwrap();
    assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(response.headers()["content-range"], format!("bytes 1000-1999/{}", clip.len()).as_str());
    assert_eq!(response.bytes().await.unwrap().as_ref(), &clip[1000..2000]);
    // Across the 64 KB pieces the file is stored in.
    let response =
        app.request(Method::GET, url, None).header("range", "bytes=65000-200000").send().await.unwrap();
    assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(response.bytes().await.unwrap().as_ref(), &clip[65000..=200000]);
    let response = app
        .request(Method::GET, url, None)
        .header("range", format!("bytes={}-", clip.len()))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::RANGE_NOT_SATISFIABLE);

    // The poster is in use while the video shows it.
    let poster_id = poster["id"].as_i64().unwrap();
    let (status, body) = app.delete(&format!("/api/admin/media/{poster_id}"), Some(&token)).await;
    assert_eq!(
        (status, &body["usedBy"]),
        (StatusCode::CONFLICT, &json!(["Poster of the video “Our 2026 reel”"]))
    );

    let webm_clip = uploaded(&app, &token, webm("V_VP9"), "loop.webm", "A loop").await;
    assert_eq!((webm_clip["width"].as_u64(), webm_clip["height"].as_u64()), (Some(640), Some(360)));
    for (bytes, name) in [(mp4(b"hvc1", 1920, 1080, 10), "hevc.mp4"), (webm("V_MPEGH/ISO/HEVC"), "hevc.webm")]
    {
        let (status, body) = upload(&app, &token, self::form(bytes, name, "Not web-ready")).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{name}: {body}");
        assert!(body["message"].as_str().unwrap().contains("H.264"), "{body}");
    }
    let (status, body) = upload(&app, &token, self::form(clip[..40].to_vec(), "cut.mp4", "Cut")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
}

#[tokio::test]
async fn a_video_over_100_mb_is_refused_while_it_arrives() {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) =
        upload(&app, &token, form(mp4(b"avc1", 640, 360, 101 * 1024 * 1024), "long.mp4", "Long")).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
    assert!(body["message"].as_str().unwrap().contains("100 MB"), "{body}");
}
