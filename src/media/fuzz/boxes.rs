//! The video samples as trees of MP4 boxes and EBML elements, changed in their structure (a box
//! nested in itself, repeated, removed or moved first) and written back with sizes that fit.
//! Apart because only the video walkers read nested structure; `mutations` then damages what is
//! written, through the size fields found here.

use std::sync::LazyLock;

use proptest::prelude::*;
use proptest::sample::Index;

use super::mutations::{Encoding, Field, Size, set_size};
use crate::media::samples;
use crate::media::sniff::sniff;
use crate::media::video;

/// An MP4 box or an EBML element of a sample: the bytes of its body before any children (all of
/// a leaf's body), then its children.
#[derive(Debug, Clone)]
pub(super) struct Node {
    id: Vec<u8>,
    head: Vec<u8>,
    children: Vec<Node>,
}

/// MP4 boxes whose body holds boxes, after so many bytes of their own (ISO/IEC 14496-12).
fn mp4_children_at(kind: &[u8]) -> Option<usize> {
    match kind {
        b"moov" | b"trak" | b"mdia" | b"minf" | b"stbl" | b"edts" | b"dinf" | b"mvex" | b"moof" | b"traf" => {
            Some(0)
        }
        b"stsd" => Some(8),
        b"avc1" | b"avc3" => Some(78),
        _ => None,
    }
}

fn mp4_tree(mut bytes: &[u8]) -> Vec<Node> {
    let mut nodes = Vec::new();
    while bytes.len() >= 8 {
        let size = u32::from_be_bytes(bytes[..4].try_into().expect("4 bytes")) as usize;
        assert!((8..=bytes.len()).contains(&size), "the samples' boxes have plain sizes");
        let (id, body) = (bytes[4..8].to_vec(), &bytes[8..size]);
        nodes.push(match mp4_children_at(&id).filter(|&at| at <= body.len()) {
            Some(at) => Node { id, head: body[..at].to_vec(), children: mp4_tree(&body[at..]) },
            None => Node { id, head: body.to_vec(), children: Vec::new() },
        });
        bytes = &bytes[size..];
    }
    nodes
}

/// WebM's master elements (those holding elements), as their IDs are written.
const EBML_MASTERS: [&[u8]; 12] = [
    &[0x1A, 0x45, 0xDF, 0xA3],
    &[0x18, 0x53, 0x80, 0x67],
    &[0x11, 0x4D, 0x9B, 0x74],
    &[0x4D, 0xBB],
    &[0x15, 0x49, 0xA9, 0x66],
    &[0x16, 0x54, 0xAE, 0x6B],
    &[0xAE],
    &[0xE0],
    &[0x1F, 0x43, 0xB6, 0x75],
    &[0xA0],
    &[0x1C, 0x53, 0xBB, 0x6B],
    &[0xBB],
];

fn ebml_tree(mut bytes: &[u8]) -> Vec<Node> {
    let mut nodes = Vec::new();
    while let Some(&first) = bytes.first() {
        let id_len = first.leading_zeros() as usize + 1;
        let size_len = bytes[id_len].leading_zeros() as usize + 1;
        let marker_free = u64::from(bytes[id_len]) & (0xFF >> size_len);
        let size =
            bytes[id_len + 1..id_len + size_len].iter().fold(marker_free, |n, b| n << 8 | u64::from(*b));
        let start = id_len + size_len;
        let unknown = size == (1 << (7 * size_len)) - 1;
        let end = if unknown { bytes.len() } else { start + size as usize };
        let (id, body) = (bytes[..id_len].to_vec(), &bytes[start..end]);
        nodes.push(if EBML_MASTERS.contains(&&id[..]) {
            Node { id, head: Vec::new(), children: ebml_tree(body) }
        } else {
            Node { id, head: body.to_vec(), children: Vec::new() }
        });
        bytes = &bytes[end..];
    }
    nodes
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Container {
    Mp4,
    Ebml,
}

/// The file of these boxes or elements, with sizes that fit, and where each size is written.
pub(super) fn write(nodes: &[Node], container: Container, out: &mut Vec<u8>, fields: &mut Vec<Field>) {
    for node in nodes {
        let start = out.len();
        let field = match container {
            Container::Mp4 => {
                out.extend([0; 4]);
                out.extend(&node.id);
                Field { at: start, encoding: Encoding::U32Be }
            }
            Container::Ebml => {
                out.extend(&node.id);
                out.extend([0; 8]);
                Field { at: start + node.id.len(), encoding: Encoding::Vint8 }
            }
        };
        let body = out.len();
        out.extend(&node.head);
        write(&node.children, container, out, fields);
        let size = if container == Container::Mp4 { out.len() - start } else { out.len() - body };
        set_size(out, field, &Size::Any(size as u64));
        fields.push(field);
    }
}

/// A change to a file's structure, at a box or element chosen among all of them.
#[derive(Debug, Clone)]
pub(super) enum Reshape {
    /// The node inside a node of its own kind (a `moov` in a `moov`).
    Nest,
    Repeat,
    Remove,
    /// First among its siblings (the media before the index).
    First,
}

pub(super) fn reshapes() -> impl Strategy<Value = Vec<(Reshape, Index)>> {
    let reshape =
        prop_oneof![Just(Reshape::Nest), Just(Reshape::Repeat), Just(Reshape::Remove), Just(Reshape::First)];
    prop::collection::vec((reshape, any::<Index>()), 0..3)
}

fn paths(nodes: &[Node], at: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    for (i, node) in nodes.iter().enumerate() {
        at.push(i);
        out.push(at.clone());
        paths(&node.children, at, out);
        at.pop();
    }
}

pub(super) fn reshape(nodes: &mut Vec<Node>, reshapes: &[(Reshape, Index)]) {
    for (reshape, which) in reshapes {
        let mut all = Vec::new();
        paths(nodes, &mut Vec::new(), &mut all);
        if all.is_empty() {
            return;
        }
        let path = &all[which.index(all.len())];
        let (&i, parents) = path.split_last().expect("a path is never empty");
        let siblings = parents.iter().fold(&mut *nodes, |level, &p| &mut level[p].children);
        match reshape {
            Reshape::Nest => {
                let inner = siblings[i].clone();
                siblings[i] = Node { id: inner.id.clone(), head: Vec::new(), children: vec![inner] };
            }
            Reshape::Repeat => siblings.insert(i, siblings[i].clone()),
            Reshape::Remove => drop(siblings.remove(i)),
            Reshape::First => {
                let node = siblings.remove(i);
                siblings.insert(0, node);
            }
        }
    }
}

pub(super) struct Sample {
    pub(super) tree: Vec<Node>,
    pub(super) container: Container,
}

/// The videos damaged, read into boxes and elements, each checked to play again once written
/// back (so that what the properties damage is a sound file's structure).
pub(super) static VIDEOS: LazyLock<Vec<Sample>> = LazyLock::new(|| {
    let sample = |name: &str, tree: Vec<Node>, container| {
        let (mut bytes, mut fields) = (Vec::new(), Vec::new());
        write(&tree, container, &mut bytes, &mut fields);
        let played = sniff(&bytes).and_then(|format| video::process(&bytes, format));
        assert!(played.is_ok() && fields.len() > 10, "{name} written back: {played:?}");
        Sample { tree, container }
    };
    let mp4 = |name, bytes: &[u8]| sample(name, mp4_tree(bytes), Container::Mp4);
    let webm = |name, bytes: &[u8]| sample(name, ebml_tree(bytes), Container::Ebml);
    vec![
        mp4("showreel.mp4", samples::SHOWREEL_MP4),
        mp4("minimal.mp4", &samples::mp4(1280, 720, 2)),
        webm("showreel.webm", samples::SHOWREEL_WEBM),
        webm("minimal.webm", &samples::webm("V_VP9", 1280, 720, Some(1))),
    ]
});
