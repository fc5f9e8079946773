//! Real-world kinds of media made in code (no downloads here): what cameras, phones, design tools
//! and encoders write, metadata and oddities included. Shared by the stripping unit tests
//! (`src/media/strip.rs`) and the export → import round trip of the binary (tests/ops/media.rs).
#![allow(dead_code)]

use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, Frame, ImageEncoder, Rgb, RgbImage, Rgba, RgbaImage};

/// A photo-like image: gradients with noise, so encoders cannot shrink it to nothing.
pub fn noise(width: u32, height: u32, seed: u32) -> RgbImage {
    let mut state = 0x2545_f491_u32 ^ seed;
    RgbImage::from_fn(width, height, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let n = (state % 24) as u8;
        Rgb([
            ((x * 200 / width) as u8).saturating_add(n),
            ((y * 180 / height) as u8).saturating_add(n),
            120 + n / 2,
        ])
    })
}

/// The same with a transparent corner.
pub fn noise_rgba(width: u32, height: u32, seed: u32) -> RgbaImage {
    let rgb = noise(width, height, seed);
    RgbaImage::from_fn(width, height, |x, y| {
        let Rgb([r, g, b]) = *rgb.get_pixel(x, y);
        Rgba([r, g, b, if x < width / 3 && y < height / 3 { 0 } else { 255 }])
    })
}

/// Stand-ins for the metadata cameras and phones write.
pub const EXIF: &[u8] = b"Exif\0\0MM\0*\0\0\0\x08\0\0GPS 25.7617 N 80.1918 W";
pub const XMP: &[u8] =
    b"<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF>xmp.did:secret-draft</rdf:RDF></x:xmpmeta>";
pub const ICC: &[u8] = b"\0\0\x02\x0cdisplay-p3-profile-bytes";

// ---- JPEG ----

/// A JPEG segment: marker, length, body.
pub fn segment(marker: u8, body: &[u8]) -> Vec<u8> {
    let mut out = vec![0xFF, marker];
    out.extend(((body.len() + 2) as u16).to_be_bytes());
    out.extend(body);
    out
}

/// `jpeg` with `segments` inserted right after its first segment (JFIF or Adobe).
pub fn with_segments(jpeg: &[u8], segments: &[Vec<u8>]) -> Vec<u8> {
    let first = 4 + usize::from(u16::from_be_bytes([jpeg[4], jpeg[5]]));
    [&jpeg[..first], &segments.concat(), &jpeg[first..]].concat()
}

/// A phone's JPEG: EXIF with a place, a colour profile, XMP, IPTC, a comment, a second picture
/// after the end marker (as multi-picture files have), and stray bytes.
pub fn jpeg_with_metadata() -> Vec<u8> {
    let mut out = Vec::new();
    let image = noise(96, 64, 1);
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .write_image(image.as_raw(), 96, 64, image::ExtendedColorType::Rgb8)
        .expect("jpeg");
    let mut file = with_segments(
        &out,
        &[
            segment(0xE1, EXIF),
            segment(0xE2, &[b"ICC_PROFILE\0\x01\x01", ICC].concat()),
            segment(0xE1, &[b"http://ns.adobe.com/xap/1.0/\0", XMP].concat()),
            segment(0xED, b"Photoshop 3.0\08BIM caption"),
            segment(0xE2, b"MPF\0MM\0*"),
            segment(0xFE, b"shot by a secret client"),
        ],
    );
    file.extend(&out);
    file.extend(b"trailing bytes");
    file
}

/// A progressive JPEG, with restart markers in its scans.
pub fn progressive_jpeg() -> Vec<u8> {
    let image = noise(80, 48, 2);
    let mut out = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut out, 85);
    encoder.set_progressive(true);
    encoder.set_restart_interval(2);
    encoder.encode(image.as_raw(), 80, 48, jpeg_encoder::ColorType::Rgb).expect("progressive jpeg");
    out
}

/// A CMYK JPEG as print workflows export it (Adobe segment, inverted channels), with a comment.
pub fn cmyk_jpeg() -> Vec<u8> {
    let image = noise(64, 40, 3);
    let cmyk: Vec<u8> = image.pixels().flat_map(|Rgb([r, g, b])| [255 - r, 255 - g, 255 - b, 30]).collect();
    let mut out = Vec::new();
    jpeg_encoder::Encoder::new(&mut out, 90)
        .encode(&cmyk, 64, 40, jpeg_encoder::ColorType::Cmyk)
        .expect("cmyk jpeg");
    with_segments(&out, &[segment(0xFE, b"Created with a print tool")])
}

// ---- PNG ----

fn png_with(
    width: u32,
    height: u32,
    set: impl FnOnce(&mut png::Encoder<'_, &mut Vec<u8>>),
    pixels: &[u8],
) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, width, height);
        set(&mut encoder);
        encoder.add_text_chunk("Comment".into(), "made for a secret client".into()).expect("text");
        let mut writer = encoder.write_header().expect("png header");
        writer.write_chunk(png::chunk::ChunkType(*b"prVt"), b"private tool state").expect("chunk");
        writer.write_chunk(png::chunk::ChunkType(*b"eXIf"), &EXIF[6..]).expect("chunk");
        writer.write_chunk(png::chunk::ChunkType(*b"gAMA"), &45455u32.to_be_bytes()).expect("chunk");
        writer.write_image_data(pixels).expect("png data");
        writer.finish().expect("png end");
    }
    out.extend(b"bytes after the end");
    out
}

/// A 16-bit RGB PNG (from a raw converter) with text, EXIF and a private chunk.
pub fn png_16_bit() -> Vec<u8> {
    let image = noise(40, 30, 4);
    let pixels: Vec<u8> =
        image.as_raw().iter().flat_map(|&v| (u16::from(v) * 257 + 3).to_be_bytes()).collect();
    png_with(
        40,
        30,
        |e| {
            e.set_color(png::ColorType::Rgb);
            e.set_depth(png::BitDepth::Sixteen);
        },
        &pixels,
    )
}

/// A palette PNG with a transparent colour (what icon tools and optimizers write).
pub fn png_palette() -> Vec<u8> {
    let palette: Vec<u8> = (0..16u8).flat_map(|i| [i * 16, 255 - i * 16, i * 7]).collect();
    let pixels: Vec<u8> = (0..32u32 * 20).map(|i| ((i * 7 + i / 32) % 16) as u8).collect();
    png_with(
        32,
        20,
        |e| {
            e.set_color(png::ColorType::Indexed);
            e.set_depth(png::BitDepth::Eight);
            e.set_palette(palette);
            e.set_trns(vec![0u8, 128]);
        },
        &pixels,
    )
}

// ---- GIF ----

/// An animated, looping GIF with a comment and an XMP application block, as editors save it.
pub fn animated_gif() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = GifEncoder::new(&mut out);
        encoder.set_repeat(Repeat::Infinite).expect("repeat");
        for seed in 0..3 {
            let frame = Frame::from_parts(noise_rgba(24, 16, seed), 0, 0, Delay::from_numer_denom_ms(100, 1));
            encoder.encode_frame(frame).expect("gif frame");
        }
    }
    let comment = [&[0x21, 0xFE, 20][..], b"made for a client...", &[0]].concat();
    let xmp = [&[0x21, 0xFF, 11][..], b"XMP DataXMP", &[5], b"<xmp>", &[0]].concat();
    let at = out.iter().rposition(|&b| b == 0x3B).expect("trailer");
    [&out[..at], &comment, &xmp, &out[at..], b"junk"].concat()
}

// ---- WebP ----

/// A RIFF chunk: id, little-endian size, data, padding to an even length.
pub fn riff_chunk(id: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut out = id.to_vec();
    out.extend((data.len() as u32).to_le_bytes());
    out.extend(data);
    if data.len() % 2 == 1 {
        out.push(0);
    }
    out
}

/// A WebP file of these chunks.
pub fn riff(chunks: &[Vec<u8>]) -> Vec<u8> {
    let body = [b"WEBP".to_vec(), chunks.concat()].concat();
    [b"RIFF".to_vec(), (body.len() as u32).to_le_bytes().to_vec(), body].concat()
}

/// The chunks of a WebP libwebp wrote (after its RIFF header).
pub fn chunks_of(webp: &[u8]) -> Vec<u8> {
    webp[12..].to_vec()
}

/// A VP8X header: flags, then the canvas size less one, 24 bits each.
pub fn vp8x(flags: u8, width: u32, height: u32) -> Vec<u8> {
    let mut data = vec![flags, 0, 0, 0];
    data.extend(&(width - 1).to_le_bytes()[..3]);
    data.extend(&(height - 1).to_le_bytes()[..3]);
    riff_chunk(b"VP8X", &data)
}

pub fn webp_lossy() -> Vec<u8> {
    let image = noise(64, 48, 5);
    webp::Encoder::from_rgb(image.as_raw(), 64, 48).encode(80.0).to_vec()
}

pub fn webp_lossless() -> Vec<u8> {
    let image = noise(48, 32, 6);
    webp::Encoder::from_rgb(image.as_raw(), 48, 32).encode_lossless().to_vec()
}

/// Lossy with an alpha channel: libwebp writes VP8X, ALPH and VP8.
pub fn webp_alpha() -> Vec<u8> {
    let image = noise_rgba(40, 40, 7);
    webp::Encoder::from_rgba(image.as_raw(), 40, 40).encode(80.0).to_vec()
}

/// A lossy WebP carrying XMP and EXIF, as an editor exports it (the file of issue #27).
pub fn webp_xmp() -> Vec<u8> {
    let vp8 = chunks_of(&webp_lossy());
    riff(&[vp8x(0x08 | 0x04, 64, 48), vp8, riff_chunk(b"EXIF", &EXIF[6..]), riff_chunk(b"XMP ", XMP)])
}

/// A lossless WebP with a colour profile and a chunk of a private tool.
pub fn webp_icc() -> Vec<u8> {
    let vp8l = chunks_of(&webp_lossless());
    riff(&[vp8x(0x20, 48, 32), riff_chunk(b"ICCP", ICC), vp8l, riff_chunk(b"tOOl", b"private")])
}

/// What the site stored before the fix: XMP and EXIF gone, their flags still set.
pub fn webp_stale_flags() -> Vec<u8> {
    let vp8 = chunks_of(&webp_lossy());
    riff(&[vp8x(0x08 | 0x04, 64, 48), vp8])
}

/// An animated WebP: frames libwebp encoded, put in ANMF chunks by hand, with XMP.
pub fn webp_animated() -> Vec<u8> {
    let (width, height) = (32u32, 24u32);
    let mut chunks = vec![vp8x(0x10 | 0x04 | 0x02, width, height)];
    // Background colour (4), loop count (2): forever.
    chunks.push(riff_chunk(b"ANIM", &[0, 0, 0, 0, 0, 0]));
    for seed in 0..3 {
        let frame = noise_rgba(width, height, seed + 10);
        let encoded = webp::Encoder::from_rgba(frame.as_raw(), width, height).encode_lossless().to_vec();
        // X and Y offsets /2 (3 bytes each), width−1, height−1 (3 each), duration (3), flags (1).
        let mut data = vec![0u8; 6];
        data.extend(&(width - 1).to_le_bytes()[..3]);
        data.extend(&(height - 1).to_le_bytes()[..3]);
        data.extend(&120u32.to_le_bytes()[..3]);
        data.push(0);
        data.extend(chunks_of(&encoded));
        chunks.push(riff_chunk(b"ANMF", &data));
    }
    chunks.push(riff_chunk(b"XMP ", XMP));
    riff(&chunks)
}

// ---- Video ----

/// The showreel the site ships: H.264 in MP4, and VP9 in WebM.
pub const SHOWREEL_MP4: &[u8] = include_bytes!("../../ui/public/video/showreel.mp4");
pub const SHOWREEL_WEBM: &[u8] = include_bytes!("../../ui/public/video/showreel.webm");

/// An MP4 box: size, type, body.
pub fn mp4_box(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
    [&((body.len() + 8) as u32).to_be_bytes()[..], kind, body].concat()
}

/// A minimal MP4: ftyp, a moov with one H.264 track of this frame size listing `frames`
/// samples, and their data.
pub fn mp4(width: u16, height: u16, frames: u32) -> Vec<u8> {
    let entry = [&[0u8; 6 + 2 + 16][..], &width.to_be_bytes(), &height.to_be_bytes(), &[0u8; 50]].concat();
    let stsd = [&[0, 0, 0, 0, 0, 0, 0, 1][..], &mp4_box(b"avc1", &entry)].concat();
    let stsz = [&[0u8; 4][..], &100u32.to_be_bytes(), &frames.to_be_bytes()].concat();
    let stbl = mp4_box(b"stbl", &[mp4_box(b"stsd", &stsd), mp4_box(b"stsz", &stsz)].concat());
    let hdlr = [&[0u8; 8][..], b"vide", &[0u8; 13]].concat();
    let mdia = mp4_box(b"mdia", &[mp4_box(b"hdlr", &hdlr), mp4_box(b"minf", &stbl)].concat());
    let moov = mp4_box(b"moov", &mp4_box(b"trak", &mdia));
    let data = vec![7u8; 100 * frames as usize];
    [mp4_box(b"ftyp", b"isom\0\0\x02\0isomavc1"), moov, mp4_box(b"mdat", &data)].concat()
}

/// An EBML element with an 8-byte size.
pub fn ebml(id: &[u8], body: &[u8]) -> Vec<u8> {
    [id, &[0x01], &(body.len() as u64).to_be_bytes()[1..], body].concat()
}

/// A minimal WebM: its header and a segment with one video track (number 1) of this codec and
/// frame size, and a cluster holding a frame of track `frame_of` when there is one.
pub fn webm(codec: &str, width: u32, height: u32, frame_of: Option<u8>) -> Vec<u8> {
    let header = ebml(&[0x1A, 0x45, 0xDF, 0xA3], &ebml(&[0x42, 0x82], b"webm"));
    let size = [ebml(&[0xB0], &width.to_be_bytes()), ebml(&[0xBA], &height.to_be_bytes())].concat();
    let track = [ebml(&[0xD7], &[1]), ebml(&[0x86], codec.as_bytes()), ebml(&[0xE0], &size)].concat();
    let tracks = ebml(&[0x16, 0x54, 0xAE, 0x6B], &ebml(&[0xAE], &track));
    // Timecode, then a block: track number (EBML-sized), timecode (2), flags (1), frame.
    let cluster = frame_of.map_or_else(Vec::new, |track| {
        let block = [&[0x80 | track, 0, 0, 0x80][..], b"frame"].concat();
        ebml(&[0x1F, 0x43, 0xB6, 0x75], &[ebml(&[0xE7], &[0]), ebml(&[0xA3], &block)].concat())
    });
    [header, ebml(&[0x18, 0x53, 0x80, 0x67], &[tracks, cluster].concat())].concat()
}

/// Every kind, named, for tests that go over them all.
pub fn matrix() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        ("jpeg-exif-icc-xmp.jpg", jpeg_with_metadata()),
        ("progressive.jpg", progressive_jpeg()),
        ("cmyk.jpg", cmyk_jpeg()),
        ("deep.png", png_16_bit()),
        ("palette.png", png_palette()),
        ("animated.gif", animated_gif()),
        ("animated.webp", webp_animated()),
        ("lossy.webp", webp_lossy()),
        ("lossless.webp", webp_lossless()),
        ("alpha.webp", webp_alpha()),
        ("xmp.webp", webp_xmp()),
        ("icc.webp", webp_icc()),
        ("showreel.mp4", SHOWREEL_MP4.to_vec()),
        ("showreel.webm", SHOWREEL_WEBM.to_vec()),
    ]
}
