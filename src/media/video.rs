//! Videos are stored as sent (no transcoding on a small server), so they must already be what
//! every browser plays: MP4 with H.264 video, or WebM with VP8, VP9 or AV1. The container and the
//! codec are read from the bytes, with the frame size pages need to reserve the player's space.
//! A file is refused when its video track has no frames to play, or declares a frame size no
//! camera or screen has (a header made to look like a video).

use crate::domain::media::Kind;
use crate::media::sniff::Format;
use crate::media::spool::Spooled;
use crate::media::{MediaError, Processed, unreadable};

pub fn process(bytes: &[u8], format: Format) -> Result<Processed, MediaError> {
    let (width, height) = match format {
        Format::Mp4 => mp4_video(bytes)?,
        _ => webm_video(bytes)?,
    };
    if width == 0 || height == 0 {
        return Err(MediaError::Invalid(
            "The video has no frame size: export it again as MP4 (H.264) or WebM.".into(),
        ));
    }
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(MediaError::Invalid(format!(
            "The video says its frames are {width} × {height} pixels; the most is {MAX_SIDE} on a side. Export it again at a web size (1080p or 4K)."
        )));
    }
    Ok(Processed::as_sent(Kind::Video, format, (width, height), bytes))
}

/// Top-level MP4 boxes that hold the media itself, or nothing: left in the file.
const MP4_BULK: [&[u8; 4]; 4] = [b"mdat", b"free", b"skip", b"wide"];
/// The most of a video read to find its frame size: an MP4's boxes but the media (`moov` is
/// about 1 % of a clip), or a WebM's start, where its tracks are.
const INDEX_MAX: usize = 8 * 1024 * 1024;

/// A spooled video: only what describes it is read (an MP4's boxes but its media, wherever its
/// `moov` is; a WebM's first megabytes), and its bytes stay in their file.
pub fn process_spooled(spooled: Spooled, format: Format) -> Result<Processed, MediaError> {
    let index = match format {
        Format::Mp4 => mp4_index(&spooled)?,
        _ => spooled.read(0, INDEX_MAX).map_err(unreadable)?,
    };
    let mut processed = process(&index, format)?;
    processed.original.data = Vec::new();
    processed.spooled = Some(spooled);
    Ok(processed)
}

/// The top-level boxes of a spooled MP4 but the media ones, in one buffer as `process` reads it.
fn mp4_index(spooled: &Spooled) -> Result<Vec<u8>, MediaError> {
    let too_big = || {
        MediaError::Invalid(
            "The MP4 file's index is too large: export it again as a web video (MP4, H.264).".into(),
        )
    };
    let (len, mut index, mut at) = (spooled.len(), Vec::new(), 0u64);
    while at + 8 <= len {
        let mut header = [0u8; 16];
        let got = (len - at).min(16) as usize;
        spooled.read_into(at, &mut header[..got]).map_err(unreadable)?;
        let size = match u32::from_be_bytes([header[0], header[1], header[2], header[3]]) {
            0 => len - at,
            1 if got == 16 => u64::from_be_bytes(header[8..16].try_into().unwrap_or_default()),
            1 => break,
            n => u64::from(n),
        };
        if size < 8 || size > len - at {
            break;
        }
        if !MP4_BULK.iter().any(|kind| header[4..8] == kind[..]) {
            let size =
                usize::try_from(size).ok().filter(|s| index.len() + s <= INDEX_MAX).ok_or_else(too_big)?;
            index.extend(spooled.read(at, size).map_err(unreadable)?);
        }
        at += size;
    }
    Ok(index)
}

/// The largest frame side accepted: 8K (8192 × 4320 for cinema) is more than any web page shows.
pub const MAX_SIDE: u32 = 8192;

const NOT_WEB_READY: &str =
    "This video is not web-ready: export it as MP4 with H.264 video, or as WebM (VP8, VP9 or AV1).";

/// The message for a video track without a frame to play.
fn no_frames(container: &str) -> MediaError {
    MediaError::Invalid(format!(
        "The {container} file has a video track without any frames: export the video again (it may not have finished recording or exporting)."
    ))
}

/// The frame size of the first H.264 video track (from its sample description), which must have
/// frames: in its sample table, or in the fragments that follow (fragmented MP4).
fn mp4_video(bytes: &[u8]) -> Result<(u32, u32), MediaError> {
    let damaged =
        || MediaError::Invalid("The MP4 file could not be read: it may be damaged or cut short.".into());
    let moov = mp4_boxes(bytes).find(|(kind, _)| kind == b"moov").ok_or_else(damaged)?.1;
    let mut saw_video = false;
    for (_, trak) in mp4_boxes(moov).filter(|(kind, _)| kind == b"trak") {
        let Some(mdia) = child(trak, b"mdia") else { continue };
        // hdlr: version and flags (4), pre_defined (4), then the handler type.
        let is_video = child(mdia, b"hdlr").is_some_and(|h| h.get(8..12) == Some(b"vide"));
        if !is_video {
            continue;
        }
        saw_video = true;
        let stbl = child(mdia, b"minf").and_then(|m| child(m, b"stbl"));
        let stsd = stbl.and_then(|s| child(s, b"stsd"));
        // stsd: version and flags (4), entry count (4), then sample entries (size, type, fields).
        let Some(entry) = stsd.and_then(|s| s.get(8..)) else { continue };
        if entry.len() < 36 || !matches!(&entry[4..8], b"avc1" | b"avc3") {
            return Err(MediaError::Unsupported(NOT_WEB_READY.into()));
        }
        // A visual sample entry: 6 reserved, data reference (2), 16 predefined, width, height.
        let width = u16::from_be_bytes([entry[32], entry[33]]);
        let height = u16::from_be_bytes([entry[34], entry[35]]);
        let fragmented = child(moov, b"mvex").is_some() && mp4_boxes(bytes).any(|(kind, _)| &kind == b"moof");
        if !fragmented && stbl.is_none_or(|s| sample_count(s) == 0) {
            return Err(no_frames("MP4"));
        }
        return Ok((u32::from(width), u32::from(height)));
    }
    Err(if saw_video { damaged() } else { MediaError::Invalid("The MP4 file has no video track.".into()) })
}

/// The number of samples (frames) a sample table lists: `stsz`, or its compact form `stz2`.
fn sample_count(stbl: &[u8]) -> u32 {
    // stsz: version and flags (4), sample size (4), count; stz2: version and flags (4),
    // reserved (3), field size (1), count.
    let count = |b: &[u8]| b.get(8..12).and_then(|c| c.try_into().ok()).map_or(0, u32::from_be_bytes);
    child(stbl, b"stsz").or_else(|| child(stbl, b"stz2")).map_or(0, count)
}

fn child<'a>(parent: &'a [u8], kind: &[u8; 4]) -> Option<&'a [u8]> {
    mp4_boxes(parent).find(|(k, _)| k == kind).map(|(_, body)| body)
}

/// The boxes of an MP4 level as (type, body); stops at the first malformed size.
fn mp4_boxes(mut bytes: &[u8]) -> impl Iterator<Item = ([u8; 4], &[u8])> {
    std::iter::from_fn(move || {
        if bytes.len() < 8 {
            return None;
        }
        let size = u32::from_be_bytes(bytes[..4].try_into().ok()?) as u64;
        let kind: [u8; 4] = bytes[4..8].try_into().ok()?;
        let (header, size) = match size {
            0 => (8, bytes.len() as u64),
            1 => (16, u64::from_be_bytes(bytes.get(8..16)?.try_into().ok()?)),
            n => (8, n),
        };
        if size < header || size > bytes.len() as u64 {
            bytes = &[];
            return None;
        }
        let (this, rest) = bytes.split_at(size as usize);
        bytes = rest;
        Some((kind, &this[header as usize..]))
    })
}

// EBML element IDs of WebM (Matroska): https://www.matroska.org/technical/elements.html
const EBML: u64 = 0x1A45_DFA3;
const DOC_TYPE: u64 = 0x4282;
const SEGMENT: u64 = 0x1853_8067;
const TRACKS: u64 = 0x1654_AE6B;
const TRACK_ENTRY: u64 = 0xAE;
const CODEC_ID: u64 = 0x86;
const VIDEO: u64 = 0xE0;
const PIXEL_WIDTH: u64 = 0xB0;
const PIXEL_HEIGHT: u64 = 0xBA;
const TRACK_NUMBER: u64 = 0xD7;
const CLUSTER: u64 = 0x1F43_B675;
const SIMPLE_BLOCK: u64 = 0xA3;
const BLOCK_GROUP: u64 = 0xA0;
const BLOCK: u64 = 0xA1;

/// The frame size of the first video track of a WebM file, which must have a frame in a cluster.
fn webm_video(bytes: &[u8]) -> Result<(u32, u32), MediaError> {
    let damaged =
        || MediaError::Invalid("The WebM file could not be read: it may be damaged or cut short.".into());
    let header = ebml(bytes).find(|e| e.0 == EBML).ok_or_else(damaged)?.1;
    let doc_type = ebml(header).find(|e| e.0 == DOC_TYPE).map(|e| e.1);
    if doc_type != Some(b"webm") {
        return Err(MediaError::Unsupported(NOT_WEB_READY.into()));
    }
    let segment = ebml(bytes).find(|e| e.0 == SEGMENT).ok_or_else(damaged)?.1;
    let tracks = ebml(segment).find(|e| e.0 == TRACKS).ok_or_else(damaged)?.1;
    for (_, entry) in ebml(tracks).filter(|e| e.0 == TRACK_ENTRY) {
        let Some((_, video)) = ebml(entry).find(|e| e.0 == VIDEO) else { continue };
        let codec = ebml(entry).find(|e| e.0 == CODEC_ID).map(|e| e.1).unwrap_or_default();
        if !matches!(codec, b"V_VP8" | b"V_VP9" | b"V_AV1") {
            return Err(MediaError::Unsupported(NOT_WEB_READY.into()));
        }
        let number = |id| ebml(video).find(|e| e.0 == id).map(|e| uint(e.1));
        let (Some(w), Some(h)) = (number(PIXEL_WIDTH), number(PIXEL_HEIGHT)) else { return Err(damaged()) };
        let track = ebml(entry).find(|e| e.0 == TRACK_NUMBER).map(|e| uint(e.1)).ok_or_else(damaged)?;
        if !has_block(segment, track) {
            return Err(no_frames("WebM"));
        }
        return Ok((w.min(u64::from(u32::MAX)) as u32, h.min(u64::from(u32::MAX)) as u32));
    }
    Err(MediaError::Invalid("The WebM file has no video track.".into()))
}

/// An EBML unsigned integer (big-endian, at most 8 bytes).
fn uint(body: &[u8]) -> u64 {
    body.iter().fold(0u64, |n, b| n << 8 | u64::from(*b))
}

/// Whether a cluster of the segment holds a frame of track `track`: a block's body starts with
/// its track number (an EBML size-like integer).
fn has_block(segment: &[u8], track: u64) -> bool {
    let of_track = |block: &[u8]| vint(block, true).is_some_and(|(n, _)| n == Some(track));
    ebml(segment).filter(|e| e.0 == CLUSTER).any(|(_, cluster)| {
        ebml(cluster).any(|(id, body)| match id {
            SIMPLE_BLOCK => of_track(body),
            BLOCK_GROUP => ebml(body).any(|(id, block)| id == BLOCK && of_track(block)),
            _ => false,
        })
    })
}

/// The elements of an EBML level as (id, body). An element of unknown size (live streams) runs to
/// the end; a size past the end is cut there, so a truncated file is read as far as it goes.
fn ebml(mut bytes: &[u8]) -> impl Iterator<Item = (u64, &[u8])> {
    std::iter::from_fn(move || {
        let (id, id_len) = vint(bytes, false)?;
        let id = id?;
        let (size, size_len) = vint(bytes.get(id_len..)?, true)?;
        let start = id_len + size_len;
        let end = match size {
            None => bytes.len(),
            Some(size) => start.saturating_add(usize::try_from(size).unwrap_or(usize::MAX)).min(bytes.len()),
        };
        let body = bytes.get(start..end)?;
        bytes = &bytes[end..];
        Some((id, body))
    })
}

/// An EBML variable-length integer: (value, length). IDs keep their length marker; sizes drop it,
/// and a size of all ones means "unknown" (None).
fn vint(bytes: &[u8], is_size: bool) -> Option<(Option<u64>, usize)> {
    let first = *bytes.first()?;
    let len = first.leading_zeros() as usize + 1;
    if len > 8 || bytes.len() < len {
        return None;
    }
    let mask = if is_size { 0xFFu8.checked_shr(len as u32).unwrap_or(0) } else { 0xFF };
    let mut value = u64::from(first & mask);
    for b in &bytes[1..len] {
        value = value << 8 | u64::from(*b);
    }
    let all_ones = value == (1u64 << (7 * len)) - 1;
    Some((if is_size && all_ones { None } else { Some(value) }, len))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::media::samples::{SHOWREEL_MP4, SHOWREEL_WEBM, mp4, webm};

    fn verdict(bytes: &[u8]) -> Result<(u32, u32), MediaError> {
        let format = crate::media::sniff::sniff(bytes)?;
        process(bytes, format).map(|p| (p.width, p.height))
    }

    #[test]
    fn web_ready_videos_with_frames_are_accepted_with_their_size() {
        assert!(verdict(SHOWREEL_MP4).is_ok_and(|(w, h)| w > 0 && h > 0));
        assert!(verdict(SHOWREEL_WEBM).is_ok_and(|(w, h)| w > 0 && h > 0));
        assert_eq!(verdict(&mp4(1080, 1920, 3)), Ok((1080, 1920)), "vertical video is first-class");
        assert_eq!(verdict(&webm("V_VP9", 3840, 2160, Some(1))), Ok((3840, 2160)));
        assert_eq!(verdict(&webm("V_AV1", MAX_SIDE, 4320, Some(1))), Ok((MAX_SIDE, 4320)));
    }

    #[test]
    fn a_video_without_frames_or_with_an_absurd_size_is_refused_saying_what_to_do() {
        for (name, bytes, says) in [
            ("MP4 without samples", mp4(1280, 720, 0), "without any frames"),
            ("WebM without clusters", webm("V_VP8", 1280, 720, None), "without any frames"),
            ("WebM with frames of another track", webm("V_VP8", 1280, 720, Some(2)), "without any frames"),
            (
                "WebM of 4294967295 pixels a side",
                webm("V_VP9", u32::MAX, u32::MAX, Some(1)),
                "the most is 8192",
            ),
            ("MP4 of 65535 pixels a side", mp4(u16::MAX, u16::MAX, 1), "the most is 8192"),
            ("WebM one pixel too wide", webm("V_VP9", MAX_SIDE + 1, 100, Some(1)), "the most is 8192"),
        ] {
            let refused = verdict(&bytes).expect_err(name);
            assert!(matches!(refused, MediaError::Invalid(_)), "{name}: {refused:?}");
            let message = refused.to_string();
            assert!(message.contains(says), "{name}: {message}");
            assert!(message.contains("xport"), "{name} says what to do: {message}");
        }
    }
}
