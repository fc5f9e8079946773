//! What a file is, from its first bytes. The file name and the browser's Content-Type are not
//! trusted: a script renamed `photo.jpg` is not a photo.

use crate::domain::media::Kind;
use crate::media::MediaError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Jpeg,
    Png,
    Webp,
    Gif,
    Svg,
    Mp4,
    Webm,
}

impl Format {
    pub fn kind(self) -> Kind {
        match self {
            Format::Mp4 | Format::Webm => Kind::Video,
            _ => Kind::Image,
        }
    }

    /// The name used in file names and the API (`jpeg`, `webm` …).
    pub fn name(self) -> &'static str {
        match self {
            Format::Jpeg => "jpeg",
            Format::Png => "png",
            Format::Webp => "webp",
            Format::Gif => "gif",
            Format::Svg => "svg",
            Format::Mp4 => "mp4",
            Format::Webm => "webm",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Format::Jpeg => "image/jpeg",
            Format::Png => "image/png",
            Format::Webp => "image/webp",
            Format::Gif => "image/gif",
            Format::Svg => "image/svg+xml",
            Format::Mp4 => "video/mp4",
            Format::Webm => "video/webm",
        }
    }
}

const ALL: [Format; 7] =
    [Format::Jpeg, Format::Png, Format::Webp, Format::Gif, Format::Svg, Format::Mp4, Format::Webm];

/// The format of a stored file, from the name `Format::name` gave it.
pub fn by_name(name: &str) -> Option<Format> {
    ALL.into_iter().find(|f| f.name() == name)
}

/// How much of a file's start `sniff` reads, and so what an upload keeps of it in memory to tell
/// its type: an SVG may begin with a declaration and comments (Inkscape's two lines take 113
/// bytes), and the verdict on a spooled upload's head must be the verdict on the whole file.
pub const HEAD: usize = 4096;

pub const UNSUPPORTED: &str =
    "This file type is not supported: upload a JPEG, PNG, WebP, GIF or SVG image, or an MP4 or WebM video.";

pub fn sniff(bytes: &[u8]) -> Result<Format, MediaError> {
    let format = if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Format::Jpeg
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Format::Png
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Format::Webp
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Format::Gif
    } else if bytes.len() >= 12 && &bytes[4..8] == b"ftyp" {
        Format::Mp4
    } else if bytes.starts_with(&[0x1A, 0x45, 0xDF, 0xA3]) {
        Format::Webm
    } else if looks_like_svg(bytes) {
        Format::Svg
    } else {
        return Err(MediaError::Unsupported(UNSUPPORTED.into()));
    };
    Ok(format)
}

/// An XML document whose first element is `<svg`: after an optional BOM, processing instructions
/// (the XML declaration among them), comments and whitespace. The full check is `svg::process`'s,
/// which also has the last word on a file whose head ends inside such a prelude (a long comment).
fn looks_like_svg(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(HEAD)];
    let Ok(text) = std::str::from_utf8(head).or_else(|e| std::str::from_utf8(&head[..e.valid_up_to()]))
    else {
        return false;
    };
    // The head was cut inside the file (at most a character's last bytes short of `HEAD`).
    let cut = bytes.len() >= HEAD && text.len() + 4 > HEAD;
    let mut rest = text.trim_start_matches('\u{feff}').trim_start();
    loop {
        if let Some(after) = rest.strip_prefix("<?").or_else(|| rest.strip_prefix("<!--")) {
            let end = if rest.starts_with("<?") { "?>" } else { "-->" };
            match after.find(end) {
                Some(i) => rest = after[i + end.len()..].trim_start(),
                None => return cut,
            }
        } else if rest.starts_with("<!DOCTYPE") || rest.starts_with("<!doctype") {
            // Let the SVG check refuse it with a clear reason (a DTD can define entities).
            return rest.contains("<svg");
        } else {
            return rest.starts_with("<svg") || rest.starts_with("<svg:svg");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_are_told_from_the_bytes() {
        assert_eq!(sniff(b"\xFF\xD8\xFF\xE0rest"), Ok(Format::Jpeg));
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\nrest"), Ok(Format::Png));
        assert_eq!(sniff(b"RIFF\0\0\0\0WEBPVP8 "), Ok(Format::Webp));
        assert_eq!(sniff(b"GIF89a..."), Ok(Format::Gif));
        assert_eq!(sniff(b"\0\0\0\x18ftypmp42"), Ok(Format::Mp4));
        assert_eq!(sniff(b"\x1A\x45\xDF\xA3\x9f"), Ok(Format::Webm));
        assert_eq!(sniff(b"<?xml version=\"1.0\"?>\n<!-- art -->\n<svg xmlns=\"x\"/>"), Ok(Format::Svg));
        assert_eq!(sniff(b"\xEF\xBB\xBF<svg/>"), Ok(Format::Svg));
        for other in [&b"<html><script>"[..], b"%PDF-1.7", b"", b"MZ\x90\0", b"BM....", b"#!/bin/sh"] {
            assert!(matches!(sniff(other), Err(MediaError::Unsupported(_))), "{other:?}");
        }
    }

    #[test]
    fn the_head_an_upload_keeps_tells_an_svg_as_the_whole_file_does() {
        let svg =
            |prelude: &str| format!("{prelude}<svg xmlns=\"http://www.w3.org/2000/svg\"/>").into_bytes();
        let long_note = format!("<!--{}-->", "a long note ".repeat(400));
        for prelude in [
            // Inkscape's first two lines: 113 bytes, where an upload's head once kept 64.
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n",
            "<?xpacket begin=\"\"?>",
            &long_note,
        ] {
            let whole = svg(prelude);
            let head = &whole[..whole.len().min(HEAD)];
            assert_eq!((sniff(head), sniff(&whole)), (Ok(Format::Svg), Ok(Format::Svg)), "{prelude}");
        }
        assert!(sniff(b"<!-- a note that ends the file").is_err(), "a whole file that is no drawing");
    }
}
