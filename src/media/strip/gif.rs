//! GIF's walk: the header and colour table, then block by block to the trailer, dropping comments
//! and application blocks other than the looping one. Apart because each format's blocks follow
//! rules of their own, and GIF's are runs of sub-blocks that no other format has.

pub(super) fn strip(bytes: &[u8]) -> Option<Vec<u8>> {
    if !(bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a")) {
        return None;
    }
    // Header (6), logical screen descriptor (7), then the global colour table if it has one.
    let header = 13 + colour_table(*bytes.get(10)?);
    let mut out = Vec::with_capacity(bytes.len());
    out.extend(bytes.get(..header)?);
    let mut at = header;
    loop {
        match *bytes.get(at)? {
            // An image: descriptor (10), local colour table, LZW code size (1), data blocks.
            0x2C => {
                let data = at + 10 + colour_table(*bytes.get(at + 9)?) + 1;
                let end = sub_blocks_end(bytes, data)?;
                out.extend(&bytes[at..end]);
                at = end;
            }
            0x21 => {
                let label = *bytes.get(at + 1)?;
                let end = sub_blocks_end(bytes, at + 2)?;
                let first = bytes.get(at + 3..at + 3 + usize::from(*bytes.get(at + 2)?))?;
                let keep = match label {
                    0xFE => false,
                    // Only the looping block (Netscape's, or its older twin) changes what is shown.
                    0xFF => first == b"NETSCAPE2.0" || first == b"ANIMEXTS1.0",
                    _ => true,
                };
                if keep {
                    out.extend(&bytes[at..end]);
                }
                at = end;
            }
            0x3B => {
                out.push(0x3B);
                return Some(out);
            }
            _ => return None,
        }
    }
}

/// The size of the colour table a GIF descriptor's packed byte announces.
fn colour_table(packed: u8) -> usize {
    if packed & 0x80 == 0 { 0 } else { 3 << ((packed & 7) + 1) }
}

/// The end of a run of GIF data sub-blocks starting at `at` (each a length byte, then data; a
/// zero length ends the run).
fn sub_blocks_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        let len = usize::from(*bytes.get(at)?);
        at += 1 + len;
        if len == 0 {
            return (at <= bytes.len()).then_some(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::media::samples::*;
    use crate::media::sniff::Format;
    use crate::media::strip::inspect::{contains, pixels};
    use crate::media::strip::strip;

    #[test]
    fn gif_keeps_its_looping_block_and_every_frame() {
        let stripped = strip(&animated_gif(), Format::Gif).unwrap();
        assert!(contains(&stripped, b"NETSCAPE2.0"), "it still loops");
        assert!(!contains(&stripped, b"XMP DataXMP"));
        assert_eq!(pixels(&stripped).len(), 3);
        assert_eq!(stripped.last(), Some(&0x3B));
    }
}
