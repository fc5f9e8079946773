//! Upload memory, through the built binary: the server stays under the systemd unit's
//! `MemoryMax` (256 MB, docs/SECURITY.md) for the uploads its limits accept, alone and two at a
//! time: a 48-megapixel photo, a 16-bit PNG of 7071 × 7071 pixels, a JPEG of a few hundred bytes
//! declaring 7000 × 7000 pixels, and a 99 MB MP4. Each case runs on a fresh server, whose peak resident
//! memory (`VmHWM`) is read from /proc once it has answered.

mod support;

use std::path::Path;
use std::time::Instant;

use serde_json::Value;

use support::images::{jpeg, mp4, photo};
use support::{OWNER, OWNER_PASSWORD, Server, create_admin};

/// The systemd unit's `MemoryMax`.
const CAP_MB: u64 = 256;

/// The server's peak resident memory so far, in MB.
fn peak_mb(server: &Server) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.pid())).expect("the status");
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM");
    let kb: u64 = line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("a size");
    kb / 1024
}

/// A 16-bit RGB PNG of `side` × `side` pixels (a gradient, so it is small), written a row at a
/// time (through a file: the whole image would be 300 MB).
fn png16(dir: &Path, side: u32) -> Vec<u8> {
    let path = dir.join("deep.png");
    let mut encoder = png::Encoder::new(std::fs::File::create(&path).expect("a file"), side, side);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Sixteen);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().expect("a header").into_stream_writer().expect("a writer");
    let mut row = vec![0u8; side as usize * 6];
    for y in 0..side {
        for (x, pixel) in row.chunks_exact_mut(6).enumerate() {
            let value = ((x as u32 * 65535 / side) as u16).to_be_bytes();
            let down = ((y * 65535 / side) as u16).to_be_bytes();
            pixel.copy_from_slice(&[value[0], value[1], down[0], down[1], 0x80, 0]);
        }
        std::io::Write::write_all(&mut writer, &row).expect("a row");
    }
    writer.finish().expect("the end");
    std::fs::read(&path).expect("the PNG")
}

/// A small JPEG whose frame header says `width` × `height`: its few bytes of scan data describe
/// the first blocks, and the decoder must make up the rest.
fn tiny_jpeg_declaring(width: u16, height: u16) -> Vec<u8> {
    let mut bytes = jpeg(&photo(16, 16));
    let sof = bytes.windows(2).position(|w| w == [0xFF, 0xC0]).expect("a frame header");
    bytes[sof + 5..sof + 7].copy_from_slice(&height.to_be_bytes());
    bytes[sof + 7..sof + 9].copy_from_slice(&width.to_be_bytes());
    bytes
}

/// Uploads on a client that waits as long as image work queued behind another may take in a
/// debug build (the shared client gives up after 30 s).
fn upload(port: u16, token: &str, bytes: Vec<u8>, name: &str) -> (u16, String) {
    static CLIENT: std::sync::OnceLock<reqwest::blocking::Client> = std::sync::OnceLock::new();
    let client = CLIENT.get_or_init(|| {
        reqwest::blocking::Client::builder()
            .no_proxy()
            .timeout(std::time::Duration::from_secs(600))
            .build()
            .expect("a client")
    });
    let part = reqwest::blocking::multipart::Part::bytes(bytes).file_name(name.to_owned());
    let form = reqwest::blocking::multipart::Form::new().part("file", part).text("alt", "A memory test");
    let url = format!("http://127.0.0.1:{port}/api/admin/media");
    let response = client.post(url).bearer_auth(token).multipart(form).send().expect("an answer");
    (response.status().as_u16(), response.text().expect("a body"))
}

/// Starts a server on a fresh database, sends `uploads` at once, and returns its peak memory
/// after checking each answer: stored, or refused with a sentence (never a 500).
fn peak_for(dir: &Path, case: &str, uploads: Vec<(Vec<u8>, &'static str)>) -> u64 {
    let db = dir.join(format!("{}.db", case.replace(' ', "-")));
    create_admin(&db, OWNER, OWNER_PASSWORD);
    let server = Server::start(&db);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let (before, started) = (peak_mb(&server), Instant::now());
    std::thread::scope(|scope| {
        let handles: Vec<_> = uploads
            .into_iter()
            .map(|(bytes, name)| {
                let (port, token) = (server.port, &token);
                scope.spawn(move || (name, upload(port, token, bytes, name)))
            })
            .collect();
        for handle in handles {
            let (name, (status, body)) = handle.join().expect("an upload");
            let sentence = || serde_json::from_str::<Value>(&body).is_ok_and(|b| b["message"].is_string());
            assert!(status == 201 || (status == 422 && sentence()), "{case}: {name}: {status} {body}");
        }
    });
    let peak = peak_mb(&server);
    println!(
        "{case}: peak RSS {peak} MB (idle {before} MB) of {CAP_MB} MB, answered in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    peak
}

/// A 48-megapixel photo-like image, made quickly: a strip of noise repeated down the frame (each
/// 8 × 8 block is still noise to the encoder, so the file is as large as a phone's).
fn large_photo(width: u32, height: u32) -> image::RgbImage {
    let strip = photo(width, 64).into_raw();
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 3);
    while pixels.len() < pixels.capacity() {
        let missing = (pixels.capacity() - pixels.len()).min(strip.len());
        pixels.extend_from_slice(&strip[..missing]);
    }
    image::RgbImage::from_raw(width, height, pixels).expect("an image")
}

/// A case: its name, and the files (bytes, name) sent at once.
type Case = (&'static str, Vec<(Vec<u8>, &'static str)>);

/// The test command runs the cases a debug build gets through in about a minute; the 16-bit PNG
/// (50 megapixels averaged by unoptimized code) and each file alone are in `scripts/upload-memory`
/// (`AGENCY_UPLOAD_MEMORY=all`), for docs/PERFORMANCE.md's figures.
#[test]
fn odd_and_large_uploads_keep_the_server_under_its_memory_cap_even_two_at_a_time() {
    let dir = tempfile::tempdir().expect("a folder");
    let phone_photo = jpeg(&large_photo(8000, 6000));
    assert!(phone_photo.len() > 10_000_000, "a realistic 48-megapixel file: {} bytes", phone_photo.len());
    let bomb = tiny_jpeg_declaring(7000, 7000);
    let video = mp4(b"avc1", 1920, 1080, 99 << 20);
    let mut cases: Vec<Case> = vec![
        (
            "48 MP JPEG and tiny JPEG at once",
            vec![(phone_photo.clone(), "phone.jpg"), (bomb.clone(), "bomb.jpg")],
        ),
        ("99 MB MP4", vec![(video, "reel.mp4")]),
    ];
    if std::env::var("AGENCY_UPLOAD_MEMORY").is_ok_and(|v| v == "all") {
        let deep_png = png16(dir.path(), 7071);
        cases.extend([
            ("48 MP JPEG", vec![(phone_photo.clone(), "phone.jpg")]),
            ("16-bit PNG 7071 x 7071", vec![(deep_png.clone(), "deep.png")]),
            ("tiny JPEG declaring 7000 x 7000", vec![(bomb.clone(), "bomb.jpg")]),
            ("16-bit PNG and tiny JPEG at once", vec![(deep_png.clone(), "deep.png"), (bomb, "bomb.jpg")]),
            ("48 MP JPEG and 16-bit PNG at once", vec![(phone_photo, "phone.jpg"), (deep_png, "deep.png")]),
        ]);
    }
    let peaks: Vec<(&str, u64)> =
        cases.into_iter().map(|(case, uploads)| (case, peak_for(dir.path(), case, uploads))).collect();
    for (case, peak) in peaks {
        assert!(peak < CAP_MB, "{case}: the server peaked at {peak} MB, over the {CAP_MB} MB cap");
    }
}
