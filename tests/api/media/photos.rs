//! Photos through the upload: stored upright without their metadata, WebP variants for each width,
//! served forever under a content address, and the same bytes twice are one item.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::{bytes_of, form, upload, uploaded};
use crate::helpers::TestApp;
use crate::images::{jpeg, photo};

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
