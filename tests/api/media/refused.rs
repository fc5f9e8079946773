//! Uploads refused from their bytes with the contract's statuses: too big, not an image, cut short,
//! a decompression bomb, no alt text, no file; and nothing half-made is left behind.

use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};

use super::{form, upload};
use crate::helpers::{TestApp, assert_invalid};
use crate::images::{jpeg, photo, png};

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
