//! How every case is run and judged: `bounded` holds a parse to its time and memory, and
//! `checks_agree_with_sniff` holds the checks to the verdicts the upload path must agree on. Apart
//! from the strategies because every property, whatever it generates, is judged by these.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use proptest::prelude::*;

use crate::domain::media::Kind;
use crate::media::sniff::{self, Format, sniff};
use crate::media::spool::{Spool, Spooled};
use crate::media::{MediaError, Processed, video};

/// Far beyond what any case takes (milliseconds): reaching it means the parser does not end.
const DEADLINE: Duration = Duration::from_secs(10);
/// What a parse may hold at once besides its input's multiple: small fixed buffers and tables.
const SLACK: u64 = 256 * 1024;

pub(super) fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(cases);
    // The found input is turned into a named regression test, not a file beside the source.
    ProptestConfig { cases, failure_persistence: None, max_shrink_time: 60_000, ..ProptestConfig::default() }
}

/// `parse(bytes)` on a thread of its own, so that its allocations are counted alone and a parse
/// that never ends can be given up on. Fails on a panic, on passing `DEADLINE`, or on holding
/// more than `per_byte` times the input (plus `SLACK`) at once.
pub(super) fn bounded<T: Send + 'static>(
    bytes: &[u8],
    per_byte: u64,
    parse: impl FnOnce(&[u8]) -> T + Send + 'static,
) -> T {
    let input = bytes.to_vec();
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut result = None;
        let held = allocation_counter::measure(|| result = Some(parse(&input))).bytes_max;
        let _ = sender.send((result, held));
    });
    let (result, held) = match receiver.recv_timeout(DEADLINE) {
        Ok(done) => done,
        Err(RecvTimeoutError::Timeout) => panic!("the parser did not end within {DEADLINE:?}"),
        Err(RecvTimeoutError::Disconnected) => panic!("the parser panicked"),
    };
    let bound = per_byte * bytes.len() as u64 + SLACK;
    assert!(held <= bound, "{held} bytes held at once for {} bytes of input", bytes.len());
    result.expect("a result")
}

/// What a processed upload tells about the file, to compare two paths' verdicts.
pub(super) type Verdict = Result<(Kind, &'static str, u32, u32), MediaError>;

pub(super) fn verdict(processed: Result<Processed, MediaError>) -> Verdict {
    processed.map(|p| (p.kind, p.original.format, p.width, p.height))
}

/// `bytes` as an upload leaves them: written to a spool file as they arrive.
fn spooled(bytes: &[u8]) -> Spooled {
    thread_local! {
        static RUNTIME: tokio::runtime::Runtime =
            tokio::runtime::Builder::new_current_thread().build().expect("a runtime");
    }
    RUNTIME
        .with(|runtime| {
            runtime.block_on(async {
                let mut spool = Spool::new(std::env::temp_dir()).await?;
                for piece in bytes.chunks(64 * 1024) {
                    spool.write(piece).await?;
                }
                spool.finish().await
            })
        })
        .expect("spooled")
}

/// What a check may hold at once for each byte of its input: a video's index and the copy kept to
/// store it; an SVG's XML tree, tens of bytes a node of a few bytes of text.
pub(super) fn per_byte(format: Format) -> u64 {
    if format == Format::Svg { 64 } else { 4 }
}

/// The upload path (head, then index or whole file, from the spool) against the whole file in
/// memory: the same verdict. Only for what is not decoded as a raster image (slow, and its
/// memory is bounded by pixel limits rather than by the file's size).
fn upload_paths_agree(bytes: &[u8], format: Format) -> Verdict {
    let in_memory = bounded(bytes, per_byte(format), |b| verdict(crate::media::process(b)));
    let file = spooled(bytes);
    let uploaded = bounded(bytes, per_byte(format), move |_| verdict(crate::media::process_spooled(file)));
    assert_eq!(uploaded, in_memory, "the upload path and the whole file disagree");
    in_memory
}

/// The checks of a type `sniff` named: a verdict for what is not a raster image, never a fault of
/// the server, and the head alone tells the type.
pub(super) fn checks_agree_with_sniff(bytes: &[u8]) {
    let sniffed = bounded(bytes, 1, sniff);
    let head = &bytes[..bytes.len().min(sniff::HEAD)];
    assert_eq!(sniff(head), sniffed, "the head alone tells the type");
    let Ok(format) = sniffed else { return };
    if format.kind() == Kind::Image && format != Format::Svg {
        return;
    }
    match upload_paths_agree(bytes, format) {
        Ok((kind, name, width, height)) => {
            assert_eq!((kind, name), (format.kind(), format.name()), "stored as the type sniffed");
            let most = if format == Format::Svg { 100_000 } else { video::MAX_SIDE };
            assert!((1..=most).contains(&width) && (1..=most).contains(&height), "{width} × {height}");
        }
        Err(MediaError::Invalid(message) | MediaError::Unsupported(message)) => {
            assert!(message.ends_with('.') && message.len() > 20, "a sentence: {message}")
        }
        Err(other) => panic!("no bytes make the server fail: {other:?}"),
    }
}
