//! Media through export and import: uploads and every kind of real-world sample come back
//! byte-identical, the CLI lists and regenerates them, a tampered export is refused, and a WebP
//! stored before the flags fix is mended where it is stored and on its way in.

use rusqlite::{Connection, params};
use serde_json::{Value, json};

use crate::helpers::{site, write_json};
use crate::support::{self, OWNER, OWNER_PASSWORD, Server, create_admin, export_json, read_json_file, run};

#[test]
fn media_survive_export_and_import_byte_identical_and_the_cli_lists_and_regenerates_them() {
    use support::images::{jpeg, mp4, photo};
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    let server = Server::start(&a);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let photo = server.upload(&token, jpeg(&photo(1600, 900)), "shoot.jpg", "Rooftop shoot in Wynwood", &[]);
    assert_eq!(photo.status, 201, "{}", photo.body);
    let photo = photo.json()["media"].clone();
    let poster = photo["url"].as_str().unwrap().to_owned();
    let reel = server.upload(
        &token,
        mp4(b"avc1", 1280, 720, 200_000),
        "reel.mp4",
        "Our reel",
        &[("poster", &poster)],
    );
    assert_eq!(reel.status, 201, "{}", reel.body);
    let reel = reel.json()["media"].clone();
    let served: Vec<(String, Vec<u8>)> = [&photo["url"], &reel["url"], &photo["variants"][0]["url"]]
        .iter()
        .map(|url| {
            let url = url.as_str().unwrap().to_owned();
            let (status, bytes) = server.bytes(&url);
            assert_eq!(status, 200, "{url}");
            (url, bytes)
        })
        .collect();
    assert!(server.stop().success());

    let listed = run(&a, &["media", "list"]);
    let listed = listed.ok();
    assert!(
        listed.contains("\"Rooftop shoot in Wynwood\"") && listed.contains("Poster of the video “Our reel”"),
        "{listed}"
    );
    assert!(
        listed.contains("Project “Solana Cocina”"),
        "the seeded artwork is listed with its use: {listed}"
    );

    let file = dir.path().join("export.json");
    run(&a, &["export", "--include-secrets", "--out", file.to_str().unwrap()]).ok();
    let exported = read_json_file(&file);
    assert_eq!(exported["media"].as_array().unwrap().len(), 17 + 2, "the seeded artwork and both uploads");

    let b = dir.path().join("moved.db");
    let said = run(&b, &["import", file.to_str().unwrap()]);
    assert!(said.ok().contains("19 media"), "{}", said.stdout);
    assert_eq!(
        export_json(&b, &["--include-secrets"]),
        exported,
        "export → import → export gives the same media"
    );
    let regenerated = run(&b, &["media", "regenerate"]);
    assert!(regenerated.ok().contains("of 19 items"), "{}", regenerated.stdout);

    let server = Server::start(&b);
    for (url, bytes) in &served {
        assert_eq!(
            &server.bytes(url),
            &(200, bytes.clone()),
            "{url} is served byte-identical after the move"
        );
    }
    let token = server.token(OWNER, OWNER_PASSWORD);
    let listed = server.get("/api/admin/media?kind=video", Some(&token)).json();
    assert_eq!(listed["media"][0]["poster"], json!(poster), "the poster link survives");

    let missing = run(&b, &["media", "regenerate", "--id", "999"]);
    assert_eq!(missing.code, 2, "{}", missing.stderr);
    assert!(missing.stderr.contains("no media item 999"), "{}", missing.stderr);

    // An export whose bytes were changed is refused, naming the item.
    let mut tampered = exported.clone();
    tampered["media"][14]["data"] = json!("aGVsbG8=");
    write_json(&file, &tampered);
    let refused = run(&b, &["import", "--replace", file.to_str().unwrap()]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(refused.stderr.contains("media[14]"), "{}", refused.stderr);
}

/// The stored originals of an export, by address.
fn originals(export: &Value) -> Vec<(String, Vec<u8>)> {
    use base64::Engine;
    export["media"]
        .as_array()
        .expect("media")
        .iter()
        .map(|m| {
            let data = base64::engine::general_purpose::STANDARD.decode(m["data"].as_str().unwrap()).unwrap();
            (m["url"].as_str().unwrap().to_owned(), data)
        })
        .collect()
}

/// Whether an image decodes, every frame of it.
fn decodes(bytes: &[u8]) -> bool {
    use image::AnimationDecoder;
    let cursor = std::io::Cursor::new(bytes);
    if bytes.starts_with(b"GIF8") {
        return image::codecs::gif::GifDecoder::new(cursor)
            .is_ok_and(|d| d.into_frames().collect_frames().is_ok());
    }
    image::load_from_memory(bytes).is_ok()
}

#[test]
fn every_kind_of_real_world_media_survives_export_and_import_byte_identical() {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    use support::samples::{matrix, webp_stale_flags};
    let (dir, a) = site();
    create_admin(&a, OWNER, OWNER_PASSWORD);
    let server = Server::start(&a);
    let token = server.token(OWNER, OWNER_PASSWORD);
    let mut urls = Vec::new();
    for (name, bytes) in matrix() {
        let reply = server.upload(&token, bytes.clone(), name, &format!("Sample {name}"), &[]);
        assert_eq!(reply.status, 201, "{name}: {}", reply.body);
        let url = reply.json()["media"]["url"].as_str().unwrap().to_owned();
        if name.ends_with(".mp4") || name.ends_with(".webm") {
            assert_eq!(server.bytes(&url), (200, bytes), "{name}: a video is stored as sent");
        }
        urls.push((name, url));
    }
    assert!(server.stop().success());

    let file = dir.path().join("export.json");
    run(&a, &["export", "--out", file.to_str().unwrap()]).ok();
    let exported = read_json_file(&file);
    for (url, data) in originals(&exported) {
        if !url.ends_with(".mp4") && !url.ends_with(".webm") && !url.ends_with(".svg") {
            assert!(decodes(&data), "{url} decodes");
        }
        for secret in [&b"GPS 25.7617"[..], b"xmp.did:secret", b"secret client"] {
            assert!(!data.windows(secret.len()).any(|w| w == secret), "{url} holds no metadata");
        }
    }

    let b = dir.path().join("restored.db");
    let said = run(&b, &["import", file.to_str().unwrap()]);
    assert!(said.ok().contains(&format!("{} media", 17 + urls.len())), "{}", said.stdout);
    let again = export_json(&b, &[]);
    assert_eq!(originals(&again), originals(&exported), "every original is byte-identical after the move");
    assert!(run(&b, &["media", "regenerate"]).ok().contains("items"));

    // A WebP stored before the fix (its flags name the XMP and EXIF stripped from it) is mended
    // by `media regenerate` where it is stored…
    let (_, xmp_url) = urls.iter().find(|(name, _)| *name == "xmp.webp").unwrap();
    let conn = Connection::open(&a).unwrap();
    let chunk = "select data from media_chunks where seq = 0 and file_id = (select id from media_files where name = ?1)";
    let name = xmp_url.trim_start_matches("/media/");
    let mut stale: Vec<u8> = conn.query_row(chunk, [name], |r| r.get(0)).unwrap();
    let sound = stale.clone();
    stale[20] |= 0x08 | 0x04;
    conn.execute(
        "update media_chunks set data = ?2 where seq = 0 and file_id = (select id from media_files where name = ?1)",
        params![name, stale],
    )
    .unwrap();
    assert!(!decodes(&stale));
    let regenerated = run(&a, &["media", "regenerate"]);
    assert!(regenerated.ok().contains("Mended 1 WebP"), "{}", regenerated.stdout);
    let mended: Vec<u8> = conn.query_row(chunk, [name], |r| r.get(0)).unwrap();
    assert_eq!(mended, sound, "only the flags byte was mended");

    // …and, in an export made before the fix, on its way in, keeping its address.
    let stale = webp_stale_flags();
    let hash: String = Sha256::digest(&stale).iter().map(|b| format!("{b:02x}")).collect();
    let old_url = format!("/media/{}.webp", &hash[..16]);
    let mut old = exported.clone();
    old["media"].as_array_mut().unwrap().push(json!({
        "url": old_url, "name": "old.webp", "alt": "Stored before the fix", "createdAt": "2026-01-02T03:04:05.000Z",
        "data": base64::engine::general_purpose::STANDARD.encode(&stale),
    }));
    write_json(&file, &old);
    let c = dir.path().join("from-old.db");
    let said = run(&c, &["import", file.to_str().unwrap()]);
    assert!(said.ok().contains(&format!("{} media", 18 + urls.len())), "{}", said.stdout);
    assert!(run(&c, &["media", "regenerate"]).ok().contains("items"), "its variants are made again");
    let moved = export_json(&c, &[]);
    let (_, stored) = originals(&moved).into_iter().find(|(url, _)| *url == old_url).expect("same address");
    assert!(decodes(&stored) && stored != stale, "stored mended");
    let server = Server::start(&c);
    assert_eq!(server.bytes(&old_url), (200, stored), "served at its old address");
    assert!(server.stop().success());

    // The mended file, exported again, still proves it is what was stored at that address.
    write_json(&file, &moved);
    let d = dir.path().join("again.db");
    run(&d, &["import", file.to_str().unwrap()]).ok();
    assert_eq!(originals(&export_json(&d, &[])), originals(&moved));
}
