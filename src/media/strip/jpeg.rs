//! JPEG's walk: segment by segment from SOI to EOI, each scan's entropy-coded data followed to
//! the marker that ends it. Apart because each format's blocks follow rules of their own; only
//! the markers are shared, with `exif`, which writes a segment after JFIF's.

// JPEG markers (ITU T.81, table B.1).
pub(super) const SOI: u8 = 0xD8;
pub(super) const EOI: u8 = 0xD9;
const SOS: u8 = 0xDA;
pub(super) const APP0: u8 = 0xE0;
const APP2: u8 = 0xE2;
const APP14: u8 = 0xEE;
const COM: u8 = 0xFE;

pub(super) fn strip(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.get(..2)? != [0xFF, SOI] {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend([0xFF, SOI]);
    let mut at = 2;
    loop {
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        // Any number of 0xFF may pad the space before a marker.
        while *bytes.get(at + 1)? == 0xFF {
            at += 1;
        }
        let marker = bytes[at + 1];
        at += 2;
        match marker {
            EOI => {
                out.extend([0xFF, EOI]);
                return Some(out);
            }
            // Markers without a length (restart markers, TEM).
            0x01 | 0xD0..=0xD7 => out.extend([0xFF, marker]),
            _ => {
                let len = usize::from(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
                let segment = bytes.get(at..at.checked_add(len)?).filter(|_| len >= 2)?;
                if keeps(marker, &segment[2..]) {
                    out.extend([0xFF, marker]);
                    out.extend(segment);
                }
                at += len;
                if marker == SOS {
                    let end = scan_end(bytes, at)?;
                    out.extend(&bytes[at..end]);
                    at = end;
                }
            }
        }
    }
}

/// Whether a segment is part of the picture: application segments only when they are the JFIF
/// header, the colour profile or Adobe's colour transform; never a comment.
fn keeps(marker: u8, body: &[u8]) -> bool {
    match marker {
        APP0 => body.starts_with(b"JFIF\0"),
        APP2 => body.starts_with(b"ICC_PROFILE\0"),
        APP14 => body.starts_with(b"Adobe"),
        0xE1..=0xEF | COM => false,
        _ => true,
    }
}

/// Where the entropy-coded data from `at` ends: at the first marker other than a restart
/// (0xFF 0x00 is an escaped data byte, and 0xFF may pad before a marker).
fn scan_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        let ff = at + bytes.get(at..)?.iter().position(|&b| b == 0xFF)?;
        let mut next = ff + 1;
        while *bytes.get(next)? == 0xFF {
            next += 1;
        }
        match bytes[next] {
            0x00 | 0xD0..=0xD7 => at = next + 1,
            _ => return Some(ff),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{EOI, SOI};
    use crate::media::samples::*;
    use crate::media::sniff::Format;
    use crate::media::strip::inspect::contains;
    use crate::media::strip::strip;

    #[test]
    fn jpeg_keeps_its_colour_profile_and_adobe_segment_and_ends_at_its_end_marker() {
        let stripped = strip(&jpeg_with_metadata(), Format::Jpeg).unwrap();
        assert!(contains(&stripped, b"ICC_PROFILE\0") && contains(&stripped, ICC), "the profile stays");
        assert!(contains(&stripped, b"JFIF\0"));
        assert!(!contains(&stripped, b"MPF\0") && !contains(&stripped, b"Photoshop"));
        assert_eq!(
            stripped.windows(2).filter(|w| w == &[0xFF, SOI]).count(),
            1,
            "the second picture is gone"
        );
        assert!(stripped.ends_with(&[0xFF, EOI]));

        let cmyk = strip(&cmyk_jpeg(), Format::Jpeg).unwrap();
        assert!(contains(&cmyk, b"Adobe"), "the colour transform of CMYK stays");
        let progressive = strip(&progressive_jpeg(), Format::Jpeg).unwrap();
        assert_eq!(progressive, progressive_jpeg(), "a clean progressive JPEG with restarts is kept whole");
    }
}
