//! The UI's files, compiled into the binary from ui/dist, with the encodings made at build time
//! (`.br`, `.gz` beside each file), and the HTML template pages are rendered from. A file with a
//! `.gz` copy is embedded only compressed (build.rs): its plain bytes are unpacked on first use.
//! Hashed files under /assets/ never change, so browsers keep them for a year; everything else is
//! revalidated.

use std::collections::HashMap;
use std::io::Write;
use std::sync::OnceLock;

use axum::body::Bytes;
use axum::http::HeaderValue;
use include_dir::{Dir, include_dir};

static DIST: Dir<'static> = include_dir!("$OUT_DIR/ui");

pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub const REVALIDATE: &str = "no-cache";
const SHORT: &str = "public, max-age=3600";

/// One response body in its three encodings, with the ETag of each, made once: a response only
/// clones them.
pub struct Encoded {
    /// The plain bytes; for a UI file embedded only compressed, unpacked from gzip on first use.
    identity: OnceLock<Bytes>,
    pub gzip: Option<Bytes>,
    pub brotli: Option<Bytes>,
    /// The quoted ETags of the identity, gzip and brotli forms, hashed on first use: hashing every
    /// embedded file at start would read all of them into memory (RSS) before anyone asks.
    etags: OnceLock<[HeaderValue; 3]>,
}

impl Encoded {
    pub fn new(identity: Bytes, gzip: Option<Bytes>, brotli: Option<Bytes>) -> Encoded {
        Encoded { identity: OnceLock::from(identity), gzip, brotli, etags: OnceLock::new() }
    }

    /// A body embedded as gzip (and maybe brotli) only.
    fn packed(gzip: Bytes, brotli: Option<Bytes>) -> Encoded {
        Encoded { identity: OnceLock::new(), gzip: Some(gzip), brotli, etags: OnceLock::new() }
    }

    /// A body served as it is, under a tag known already (a media file's content address).
    pub fn tagged(identity: Bytes, etag: HeaderValue) -> Encoded {
        let etags = OnceLock::from([etag.clone(), etag.clone(), etag]);
        Encoded { identity: OnceLock::from(identity), gzip: None, brotli: None, etags }
    }

    /// The plain bytes.
    pub fn identity(&self) -> &Bytes {
        self.identity.get_or_init(|| {
            let mut plain = Vec::new();
            let gzip = self.gzip.as_deref().unwrap_or_default();
            match std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(gzip), &mut plain) {
                Ok(_) => Bytes::from(plain),
                // The build made this copy: a broken one is a bad build, answered with no bytes.
                Err(error) => {
                    tracing::error!(%error, "an embedded file's gzip copy does not unpack");
                    Bytes::new()
                }
            }
        })
    }

    /// The ETags of the identity, gzip and brotli forms.
    pub fn etags(&self) -> &[HeaderValue; 3] {
        self.etags.get_or_init(|| {
            // The gzip bytes stand for the body where there are any: a file embedded only compressed
            // is then never unpacked for its tags (and there are fewer bytes to hash).
            let hash = fnv1a(self.gzip.as_ref().unwrap_or_else(|| self.identity()));
            let tag = |suffix: &str| {
                HeaderValue::from_str(&format!("\"{hash:016x}{suffix}\""))
                    .unwrap_or(HeaderValue::from_static("\"\""))
            };
            [tag(""), tag("-gz"), tag("-br")]
        })
    }
}

pub struct Asset {
    pub body: Encoded,
    pub content_type: &'static str,
    pub cache_control: &'static str,
}

/// Every file of the UI, by URL path, and the HTML template pages are rendered from.
pub struct Ui {
    assets: HashMap<String, Asset>,
    template: &'static str,
}

impl Ui {
    pub fn embedded() -> Ui {
        let mut assets = HashMap::new();
        collect(&DIST, &mut assets);
        let template = DIST.get_file("index.html").and_then(|f| f.contents_utf8()).unwrap_or("");
        Ui { assets, template }
    }

    /// The index.html pages are rendered from.
    pub fn template(&self) -> &'static str {
        self.template
    }

    /// The file served at `path` (e.g. `/assets/index-1a2b.js`), if there is one.
    pub fn get(&self, path: &str) -> Option<&Asset> {
        self.assets.get(path)
    }
}

fn collect(dir: &'static Dir<'static>, assets: &mut HashMap<String, Asset>) {
    for file in dir.files() {
        let stored = file.path().to_string_lossy().replace('\\', "/");
        // A .gz copy stands for its file where build.rs left the plain bytes out.
        let (path, plain) = match stored.strip_suffix(".gz") {
            Some(path) if DIST.get_file(path).is_none() => (path.to_owned(), None),
            Some(_) => continue,
            None if stored.ends_with(".br") || stored == "index.html" => continue,
            None => (stored.clone(), Some(file.contents())),
        };
        let sibling =
            |ext: &str| DIST.get_file(format!("{path}.{ext}")).map(|f| Bytes::from_static(f.contents()));
        let cache_control = if path.starts_with("assets/") {
            IMMUTABLE
        } else if path.ends_with(".html") {
            REVALIDATE
        } else {
            SHORT
        };
        let body = match plain {
            Some(plain) => Encoded::new(Bytes::from_static(plain), sibling("gz"), sibling("br")),
            None => Encoded::packed(Bytes::from_static(file.contents()), sibling("br")),
        };
        assets.insert(format!("/{path}"), Asset { body, content_type: content_type(&path), cache_control });
    }
    for sub in dir.dirs() {
        collect(sub, assets);
    }
}

/// The identity bytes plus gzip and brotli forms, made once per rendering. Pages are made after
/// each edit, while a visitor may wait: brotli 6 and gzip 6 take a few milliseconds for a page
/// where the highest levels took tens, for a few percent more bytes.
pub fn compress(identity: Bytes) -> Encoded {
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
    let gzip = gzip.write_all(&identity).and_then(|()| gzip.finish()).ok().map(Bytes::from);
    let mut brotli = Vec::new();
    let brotli = brotli::BrotliCompress(&mut identity.as_ref(), &mut brotli, &brotli_params(identity.len()))
        .ok()
        .map(|_| Bytes::from(brotli));
    Encoded::new(identity, gzip, brotli)
}

/// Brotli 6 with a window no larger than the text: the default window (4 MB) allocates a ring
/// buffer and hash tables of that size per compression, memory the allocator then keeps (RSS)
/// for nothing. For a window of 64 KB or less this crate has no hasher of its own and falls back
/// to the hash table the parameters describe, whose default is 32 MB zeroed per page (15 ms for
/// the first visitor after an edit): it is sized to the window instead.
fn brotli_params(len: usize) -> brotli::enc::BrotliEncoderParams {
    let lgwin = (usize::BITS - len.max(1).leading_zeros()).clamp(10, 22) as i32;
    let mut params = brotli::enc::BrotliEncoderParams { quality: 6, lgwin, ..Default::default() };
    // What brotli itself chooses at quality 6 for larger windows (its H5): 32 entries a bucket.
    params.hasher.block_bits = 5;
    params.hasher.bucket_bits = (lgwin - 2).clamp(8, 14);
    params.hasher.num_last_distances_to_check = 4;
    params
}

pub fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "webm" => "video/webm",
        "mp4" => "video/mp4",
        _ => "application/octet-stream",
    }
}

/// FNV-1a: a stable, dependency-free content hash for ETags (not for security).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_hash_tables_stay_small_for_pages_of_any_size() {
        for len in [0, 100, 5_000, 20_000, 65_536, 70_000, 1 << 20, 50 << 20] {
            let p = brotli_params(len);
            let table = (4usize << p.hasher.block_bits) << p.hasher.bucket_bits;
            assert!(table <= 2 << 20, "{len} bytes: a {table}-byte hash table");
            assert!(1 << p.lgwin >= len.min(1 << 22), "{len} bytes: window {}", p.lgwin);
        }
    }

    #[test]
    fn compressed_forms_decompress_to_the_body() {
        let page = Bytes::from("<html>".repeat(100));
        let encoded = compress(page.clone());
        let mut out = Vec::new();
        brotli::BrotliDecompress(&mut encoded.brotli.as_ref().unwrap().as_ref(), &mut out).unwrap();
        assert_eq!(out, page.as_ref());
    }

    #[test]
    fn a_packed_file_unpacks_to_its_bytes_under_the_same_tags_whenever_it_is_unpacked() {
        let text = Bytes::from("const answer = 42;\n".repeat(50));
        let gzip = compress(text.clone()).gzip.unwrap();
        let tags_first = Encoded::packed(gzip.clone(), None).etags().clone();
        let unpacked_first = Encoded::packed(gzip, None);
        assert_eq!(unpacked_first.identity(), &text);
        assert_eq!(unpacked_first.etags(), &tags_first);
    }
}
