//! Videos: web-ready MP4 and WebM stored as sent with a poster and served in byte ranges; other
//! codecs, cut-short files and files over 100 MB are refused.

use reqwest::{Method, StatusCode};
use serde_json::json;

use super::{bytes_of, form, upload, uploaded};
use crate::helpers::TestApp;
use crate::images::{mp4, photo, png};

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
