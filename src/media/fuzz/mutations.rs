//! How a sound file is damaged: a length field given a size that walkers get wrong (0, 1, all
//! ones, past the end), bytes cut, changed or inserted. Apart because videos, drawings and raster
//! images are all damaged by these same edits, after any change to their structure.

use proptest::prelude::*;
use proptest::sample::Index;

/// How a length field is written in a format.
#[derive(Debug, Clone, Copy)]
pub(super) enum Encoding {
    U8,
    U16Be,
    U32Be,
    U32Le,
    /// An EBML size of 8 bytes (marker 0x01): all ones is "unknown".
    Vint8,
}

impl Encoding {
    fn width(self) -> usize {
        match self {
            Encoding::U8 => 1,
            Encoding::U16Be => 2,
            Encoding::U32Be | Encoding::U32Le => 4,
            Encoding::Vint8 => 8,
        }
    }
}

/// A length field of a file: where it is and how it is written.
#[derive(Debug, Clone, Copy)]
pub(super) struct Field {
    pub(super) at: usize,
    pub(super) encoding: Encoding,
}

/// A value given to a length field.
#[derive(Debug, Clone)]
pub(super) enum Size {
    Zero,
    /// MP4's "a 64-bit size follows".
    One,
    /// All ones: u32::MAX, or EBML's unknown size.
    Max,
    /// Up to 255 bytes past the end of the file, from wherever the size counts.
    PastEnd(u8),
    Any(u64),
}

fn size() -> impl Strategy<Value = Size> {
    prop_oneof![
        Just(Size::Zero),
        Just(Size::One),
        Just(Size::Max),
        any::<u8>().prop_map(Size::PastEnd),
        (0u64..64).prop_map(Size::Any),
        any::<u64>().prop_map(Size::Any),
    ]
}

pub(super) fn set_size(bytes: &mut [u8], field: Field, size: &Size) {
    let width = field.encoding.width();
    if field.at + width > bytes.len() {
        return;
    }
    let value = match *size {
        Size::Zero => 0,
        Size::One => 1,
        Size::Max => u64::MAX,
        Size::PastEnd(past) => (bytes.len() - field.at) as u64 + u64::from(past),
        Size::Any(value) => value,
    };
    let target = &mut bytes[field.at..field.at + width];
    match field.encoding {
        Encoding::U8 => target[0] = value.min(0xFF) as u8,
        Encoding::U16Be => target.copy_from_slice(&(value.min(0xFFFF) as u16).to_be_bytes()),
        Encoding::U32Be => target.copy_from_slice(&(value.min(0xFFFF_FFFF) as u32).to_be_bytes()),
        Encoding::U32Le => target.copy_from_slice(&(value.min(0xFFFF_FFFF) as u32).to_le_bytes()),
        Encoding::Vint8 => {
            target[0] = 0x01;
            target[1..].copy_from_slice(&value.min((1 << 56) - 1).to_be_bytes()[1..]);
        }
    }
}

/// A change to a file's bytes, after any change to its structure.
#[derive(Debug, Clone)]
pub(super) enum Edit {
    Size(Index, Size),
    Cut(Index),
    Set(Index, u8),
    Insert(Index, Vec<u8>),
}

pub(super) fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        3 => (any::<Index>(), size()).prop_map(|(field, size)| Edit::Size(field, size)),
        1 => any::<Index>().prop_map(Edit::Cut),
        2 => (any::<Index>(), any::<u8>()).prop_map(|(at, byte)| Edit::Set(at, byte)),
        1 => (any::<Index>(), prop::collection::vec(any::<u8>(), 1..16)).prop_map(|(at, b)| Edit::Insert(at, b)),
    ];
    prop::collection::vec(edit, 0..4)
}

pub(super) fn edit(mut bytes: Vec<u8>, fields: &[Field], edits: &[Edit]) -> Vec<u8> {
    for edit in edits {
        match edit {
            Edit::Size(field, size) if !fields.is_empty() => {
                set_size(&mut bytes, fields[field.index(fields.len())], size)
            }
            Edit::Cut(at) => bytes.truncate(at.index(bytes.len() + 1)),
            Edit::Set(at, byte) if !bytes.is_empty() => {
                let at = at.index(bytes.len());
                bytes[at] = *byte;
            }
            Edit::Insert(at, inserted) => {
                let at = at.index(bytes.len() + 1);
                bytes.splice(at..at, inserted.iter().copied());
            }
            _ => {}
        }
    }
    bytes
}
