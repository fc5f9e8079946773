//! WebP's walk: the chunks of its RIFF container, keeping the image, alpha, animation and ICC
//! chunks, and the VP8X flags made to say what is left (`mend_webp` makes them true of a file
//! stored before they were). Apart because each format's blocks follow rules of their own, and
//! only WebP's header names the chunks that follow it.

/// The WebP chunks a picture needs: the image (lossy, lossless, or the extended header), alpha,
/// animation and the colour profile.
const KEEPS: [&[u8; 4]; 7] = [b"VP8 ", b"VP8L", b"VP8X", b"ALPH", b"ANIM", b"ANMF", b"ICCP"];
/// The VP8X flags of chunks that may be dropped (the first byte of its data).
const ICC_FLAG: u8 = 0x20;
pub(super) const EXIF_FLAG: u8 = 0x08;
const XMP_FLAG: u8 = 0x04;
/// Where the VP8X flags byte is when the extended header comes first, as it must.
pub const WEBP_FLAGS_AT: usize = 20;

pub(super) fn strip(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut chunks = chunks(bytes)?;
    chunks.retain(|(id, _)| KEEPS.contains(id));
    // No picture chunk left (a damaged id, say): nothing worth keeping, so not a file to guess at.
    if chunks.is_empty() {
        return None;
    }
    let mut out = file(&chunks)?;
    // What is left has no EXIF or XMP, and its profile if it had one.
    // A VP8X chunk too short to hold its flags is kept as it is, for the decoder to refuse.
    if out.get(12..16) == Some(b"VP8X")
        && let Some(flags) = out.get_mut(WEBP_FLAGS_AT)
    {
        *flags = flags_for(*flags, &chunks);
    }
    Some(out)
}

/// A WebP whose VP8X flags name chunks it does not hold (or miss some it does), with the flags
/// made true; `None` when there is nothing to mend. Only that byte changes, so a stored original
/// keeps its address's meaning (see `WEBP_FLAGS_AT`).
pub fn mend_webp(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.get(12..16)? != b"VP8X" {
        return None;
    }
    let chunks = chunks(bytes)?;
    let old = *bytes.get(WEBP_FLAGS_AT)?;
    let flags = flags_for(old, &chunks);
    (flags != old).then(|| {
        let mut mended = bytes.to_vec();
        mended[WEBP_FLAGS_AT] = flags;
        mended
    })
}

/// Every value the flags byte of a VP8X header could have held before `mend_webp` set the
/// flags of droppable chunks (to check a mended file against the address it was stored at).
pub fn webp_flag_forms(flags: u8) -> impl Iterator<Item = u8> {
    let base = flags & !(ICC_FLAG | EXIF_FLAG | XMP_FLAG);
    (0u8..8).map(move |n| {
        base | if n & 1 != 0 { ICC_FLAG } else { 0 }
            | if n & 2 != 0 { EXIF_FLAG } else { 0 }
            | if n & 4 != 0 { XMP_FLAG } else { 0 }
    })
}

/// `flags` with the ICC, EXIF and XMP flags saying which of those chunks `chunks` holds.
fn flags_for(flags: u8, chunks: &[(&[u8; 4], &[u8])]) -> u8 {
    let has = |id: &[u8; 4]| chunks.iter().any(|(c, _)| *c == id);
    let mut flags = flags & !(ICC_FLAG | EXIF_FLAG | XMP_FLAG);
    for (id, flag) in [(b"ICCP", ICC_FLAG), (b"EXIF", EXIF_FLAG), (b"XMP ", XMP_FLAG)] {
        if has(id) {
            flags |= flag;
        }
    }
    flags
}

/// A WebP file of `chunks`, each padded to an even length.
pub(super) fn file(chunks: &[(&[u8; 4], &[u8])]) -> Option<Vec<u8>> {
    let mut body: Vec<u8> = b"WEBP".to_vec();
    for (id, data) in chunks {
        body.extend(*id);
        body.extend(u32::try_from(data.len()).ok()?.to_le_bytes());
        body.extend(*data);
        if data.len() % 2 == 1 {
            body.push(0);
        }
    }
    let mut out = b"RIFF".to_vec();
    out.extend(u32::try_from(body.len()).ok()?.to_le_bytes());
    out.extend(body);
    Some(out)
}

/// The chunks of a WebP's RIFF container as (id, data), up to the size its header gives (bytes
/// after it are not part of the file). The last chunk may lack its padding byte.
pub(super) fn chunks(bytes: &[u8]) -> Option<Vec<(&[u8; 4], &[u8])>> {
    if bytes.get(..4)? != b"RIFF" || bytes.get(8..12)? != b"WEBP" {
        return None;
    }
    let size = u32::from_le_bytes(bytes[4..8].try_into().ok()?) as usize;
    let riff = bytes.get(..size.checked_add(8)?)?;
    let mut chunks = Vec::new();
    let mut at = 12;
    while at < riff.len() {
        let id: &[u8; 4] = riff.get(at..at + 4)?.try_into().ok()?;
        let len = u32::from_le_bytes(riff.get(at + 4..at + 8)?.try_into().ok()?) as usize;
        let data = riff.get(at + 8..(at + 8).checked_add(len)?)?;
        chunks.push((id, data));
        at += 8 + len + len % 2;
    }
    (!chunks.is_empty()).then_some(chunks)
}

#[cfg(test)]
mod tests {
    use super::{ICC_FLAG, WEBP_FLAGS_AT, mend_webp, webp_flag_forms};
    use crate::media::samples::*;
    use crate::media::sniff::Format;
    use crate::media::strip::inspect::{contains, pixels};
    use crate::media::strip::strip;

    #[test]
    fn webp_flags_say_which_chunks_are_left() {
        let flags = |webp: &[u8]| strip(webp, Format::Webp).map(|s| s[WEBP_FLAGS_AT]);
        assert_eq!(flags(&webp_xmp()), Some(0), "no EXIF or XMP left, and no profile");
        assert_eq!(flags(&webp_icc()), Some(ICC_FLAG), "the profile stays, and says so");
        assert_eq!(flags(&webp_animated()), Some(0x10 | 0x02), "alpha and animation are untouched");
        assert_eq!(flags(&webp_alpha()), Some(webp_alpha()[WEBP_FLAGS_AT]));
        let icc = strip(&webp_icc(), Format::Webp).unwrap();
        assert!(contains(&icc, b"ICCP") && !contains(&icc, b"tOOl"));
        assert_eq!(strip(&webp_lossy(), Format::Webp), Some(webp_lossy()), "a simple WebP is kept whole");
    }

    #[test]
    fn a_webp_stored_before_the_fix_is_mended_by_its_flags_byte_alone() {
        let stale = webp_stale_flags();
        assert!(image::load_from_memory(&stale).is_err(), "a strict decoder refuses it (issue #27)");
        let mended = mend_webp(&stale).expect("it needs mending");
        assert_eq!(pixels(&mended), pixels(&webp_lossy()));
        let changed: Vec<usize> = (0..stale.len()).filter(|&i| stale[i] != mended[i]).collect();
        assert_eq!(changed, [WEBP_FLAGS_AT]);
        assert!(webp_flag_forms(mended[WEBP_FLAGS_AT]).any(|f| f == stale[WEBP_FLAGS_AT]));
        for sound in [mended, webp_xmp(), webp_icc(), webp_animated(), webp_lossy(), webp_alpha()] {
            assert_eq!(mend_webp(&sound), None, "a sound WebP is left alone");
        }
    }

    #[test]
    fn an_upload_whose_webp_flags_name_missing_chunks_is_stored_sound() {
        let stored = crate::media::process(&webp_stale_flags()).expect("accepted").original.data;
        assert_eq!(stored[WEBP_FLAGS_AT], 0);
        assert_eq!(pixels(&stored), pixels(&webp_lossy()));
    }

    /// Found by the fuzzer in CI: a lossless WebP whose `VP8L` id was damaged kept no chunk, and
    /// the empty container it became could not be stripped again.
    #[test]
    fn a_webp_with_no_picture_chunk_left_is_not_guessed_at() {
        let mut damaged = webp_lossless();
        damaged[12] = 0;
        assert_eq!(strip(&damaged, Format::Webp), None);
    }

    #[test]
    fn a_vp8x_header_too_short_for_its_flags_is_left_to_the_decoder() {
        let short = b"RIFF\x0c\0\0\0WEBPVP8X\0\0\0\0".to_vec();
        assert_eq!(mend_webp(&short), None);
        assert_eq!(strip(&short, Format::Webp).as_deref(), Some(&short[..]));
        assert!(crate::media::process(&short).is_err(), "refused, not a panic");
    }
}
