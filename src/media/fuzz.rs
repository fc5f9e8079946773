//! Property tests of the parsers that read untrusted bytes (issue #28): `sniff`, the MP4 and WebM
//! walkers of `video`, the SVG check and `strip`'s block walkers. They run inside the test command
//! for a fixed number of cases (cargo-fuzz would need a nightly toolchain and a run of its own),
//! on arbitrary bytes and on real files damaged where parsers go wrong: cut short; a box, chunk,
//! segment or element size made 0, 1, huge, unknown or past the end; boxes nested in themselves,
//! repeated, moved or removed; bytes changed or inserted.
//!
//! Every parse runs through `bounded`: it must not panic, must end within `DEADLINE` (a loop that
//! never ends fails the case instead of hanging the run), and may hold at most a few times its
//! input at once (nothing is sized by what a header claims). The verdicts must agree: the upload
//! path, which tells the type from the spooled file's head and reads a video's index only, decides
//! what the whole file in memory gives; a type `sniff` names is one its check reads or refuses
//! with a sentence; and an SVG is accepted exactly when it holds nothing the generator knows can
//! script or fetch, and `sniff` calls every SVG the check accepts an SVG.
//!
//! `PROPTEST_CASES=N` runs each property N times (a longer session); a failure prints the smallest
//! input found.
//!
//! The properties are here; beside them are what each generates (`mutations`, `boxes`, `drawings`,
//! `rasters`) and how each case is run and judged (`harness`).

mod boxes;
mod drawings;
mod harness;
mod mutations;
mod rasters;

use proptest::prelude::*;

use crate::media::sniff::{Format, sniff};
use crate::media::{MediaError, strip, svg};
use boxes::{VIDEOS, reshape, reshapes, write};
use drawings::document;
use harness::{bounded, checks_agree_with_sniff, config, per_byte, verdict};
use mutations::{edit, edits};
use rasters::{RASTERS, Raster};

// ---- Boxes and elements (MP4, WebM) ----

proptest! {
    #![proptest_config(config(600))]

    /// Videos damaged in their structure and their sizes: the MP4 and WebM walkers.
    #[test]
    fn a_damaged_video_gets_a_verdict_and_the_upload_path_agrees(
        sample in 0..VIDEOS.len(),
        reshapes in reshapes(),
        edits in edits(),
    ) {
        let sample = &VIDEOS[sample];
        let mut tree = sample.tree.clone();
        reshape(&mut tree, &reshapes);
        let (mut bytes, mut fields) = (Vec::new(), Vec::new());
        write(&tree, sample.container, &mut bytes, &mut fields);
        checks_agree_with_sniff(&edit(bytes, &fields, &edits));
    }
}

// ---- Arbitrary bytes ----

/// Starts that lead `sniff` to each type, and some that lead nowhere.
const STARTS: [&[u8]; 12] = [
    b"",
    b"\xFF\xD8\xFF",
    b"\x89PNG\r\n\x1a\n",
    b"RIFF\x30\0\0\0WEBPVP8X",
    b"GIF89a",
    b"\0\0\0\x18ftypisom",
    b"\0\0\0\x08moov",
    b"\x1A\x45\xDF\xA3",
    b"\x1A\x45\xDF\xA3\x9F\x42\x82\x84webm\x18\x53\x80\x67\x01\xFF",
    b"<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">",
    b"<?xml version=\"1.0\"?><!--",
    b"\xEF\xBB\xBF<!DOCTYPE svg",
];

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn any_bytes_get_a_verdict_that_the_head_alone_decides(
        start in prop::sample::select(STARTS.to_vec()),
        rest in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        checks_agree_with_sniff(&[start, &rest[..]].concat());
    }
}

// ---- SVG ----

proptest! {
    #![proptest_config(config(500))]

    /// The check's verdict is the generator's: refused with the reason when anything in the
    /// drawing could script or fetch, kept with its size otherwise; the upload path agrees.
    #[test]
    fn an_svg_is_accepted_exactly_when_it_can_neither_script_nor_fetch((doc, size) in document()) {
        let bytes = doc.text.as_bytes();
        prop_assert_eq!(sniff(bytes), Ok(Format::Svg));
        checks_agree_with_sniff(bytes);
        match bounded(bytes, per_byte(Format::Svg), |b| verdict(svg::process(b))) {
            Ok((_, _, width, height)) => {
                prop_assert!(!doc.harmful, "accepted, yet it can script or fetch: {}", doc.text);
                prop_assert_eq!((width, height), size);
            }
            Err(MediaError::Invalid(reason)) => {
                prop_assert!(doc.harmful, "refused ({}), yet it is harmless: {}", reason, doc.text);
                prop_assert!(reason.starts_with("This SVG cannot be used because"), "{}", reason);
            }
            Err(other) => prop_assert!(false, "{:?}", other),
        }
    }

    /// Drawings damaged anywhere: a verdict, and the upload path agrees.
    #[test]
    fn a_damaged_svg_gets_a_verdict_and_the_upload_path_agrees((doc, _) in document(), edits in edits()) {
        checks_agree_with_sniff(&edit(doc.text.into_bytes(), &[], &edits));
    }
}

// ---- Stripping ----

proptest! {
    #![proptest_config(config(1000))]

    /// Stripping walks any damaged JPEG, PNG or GIF to its end or gives up (`None`), and what it
    /// keeps is a file of the same type, no larger, that stripping again leaves as it is.
    #[test]
    fn a_damaged_image_is_stripped_to_a_stable_file_or_left_alone(sample in 0..RASTERS.len(), edits in edits()) {
        let Raster { name, bytes, format, fields } = &RASTERS[sample];
        let format = *format;
        let damaged = edit(bytes.clone(), fields, &edits);
        let Some(stripped) = bounded(&damaged, 3, move |b| strip::strip(b, format)) else { return Ok(()) };
        prop_assert!(stripped.len() <= damaged.len(), "{} grew", name);
        prop_assert_eq!(sniff(&stripped), Ok(format));
        let again = bounded(&stripped, 3, move |b| strip::strip(b, format));
        prop_assert_eq!(again.as_ref(), Some(&stripped), "{}: stripping twice changes nothing", name);
    }
}

// ---- Regressions ----

/// Found while writing the properties (reading `strip`, not by a case): `strip::mend_webp` reads
/// the flags byte of a VP8X header with no data, and an upload of these 20 bytes panicked (a 500).
#[test]
fn a_webp_too_short_for_its_flags_is_refused() {
    let short = b"RIFF\x0c\0\0\0WEBPVP8X\0\0\0\0";
    let refused = bounded(short, 4, |b| verdict(crate::media::process(b)));
    assert!(matches!(refused, Err(MediaError::Invalid(_))), "{refused:?}");
}

/// Found by the SVG property on CI: an attribute whose name begins with a character wider than
/// one byte (`xǐmlns`) panicked the event-handler check, which sliced the name as a str.
#[test]
fn an_svg_attribute_named_with_a_wide_character_gets_a_verdict() {
    let drawing = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\" \u{1d0}n=\"1\" x\u{1d0}mlns=\"2\"><rect/></svg>";
    let verdict = bounded(drawing.as_bytes(), 4, |b| verdict(crate::media::process(b)));
    assert!(verdict.is_ok(), "{verdict:?}");
}
