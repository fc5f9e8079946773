//! An upload on its way in: written to a file beside the database as it arrives and hashed on
//! the way, so a 100 MB video is never held in memory whole (docs/SECURITY.md). The file has
//! no name (Linux's `O_TMPFILE`, through tempfile): it is gone once closed, whatever path the
//! request took, and after a crash too.

use std::fs::File;
use std::io::{self, Write};
use std::os::unix::fs::FileExt;
use std::path::PathBuf;
use std::sync::Arc;

use sha2::{Digest, Sha256};

use crate::media::sniff::HEAD;

/// What an upload holds in memory before it is written: 1 MB.
const BUFFER: usize = 1024 * 1024;

/// An upload being written.
pub struct Spool {
    file: Arc<File>,
    buffer: Vec<u8>,
    hasher: Sha256,
    len: u64,
    head: Vec<u8>,
}

/// An upload whose bytes are all in its file.
#[derive(Debug, Clone)]
pub struct Spooled {
    file: Arc<File>,
    len: u64,
    hash: String,
    head: Vec<u8>,
}

impl Spool {
    /// A spool in `dir` (the database's folder: the system's temporary folder may be memory), or
    /// in the system's temporary folder when `dir` cannot take it.
    pub async fn new(dir: PathBuf) -> io::Result<Spool> {
        let file = tokio::task::spawn_blocking(move || {
            tempfile::tempfile_in(&dir).or_else(|_| tempfile::tempfile())
        })
        .await
        .map_err(io::Error::other)??;
        Ok(Spool {
            file: Arc::new(file),
            buffer: Vec::new(),
            hasher: Sha256::new(),
            len: 0,
            head: Vec::new(),
        })
    }

    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The first bytes received: up to `HEAD`, what `sniff` reads.
    pub fn head(&self) -> &[u8] {
        &self.head
    }

    pub async fn write(&mut self, chunk: &[u8]) -> io::Result<()> {
        let missing = HEAD.saturating_sub(self.head.len()).min(chunk.len());
        self.head.extend_from_slice(&chunk[..missing]);
        self.buffer.extend_from_slice(chunk);
        self.len += chunk.len() as u64;
        if self.buffer.len() >= BUFFER { self.flush().await } else { Ok(()) }
    }

    /// Writes and hashes the buffer on a blocking thread.
    async fn flush(&mut self) -> io::Result<()> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        let (file, mut buffer) = (Arc::clone(&self.file), std::mem::take(&mut self.buffer));
        let mut hasher = std::mem::take(&mut self.hasher);
        let (buffer, hasher) = tokio::task::spawn_blocking(move || {
            (&*file).write_all(&buffer)?;
            hasher.update(&buffer);
            buffer.clear();
            Ok::<_, io::Error>((buffer, hasher))
        })
        .await
        .map_err(io::Error::other)??;
        (self.buffer, self.hasher) = (buffer, hasher);
        Ok(())
    }

    pub async fn finish(mut self) -> io::Result<Spooled> {
        self.flush().await?;
        let hash = self.hasher.finalize().iter().map(|b| format!("{b:02x}")).collect();
        Ok(Spooled { file: self.file, len: self.len, hash, head: self.head })
    }
}

impl Spooled {
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The bytes' SHA-256 in hex.
    pub fn hash(&self) -> &str {
        &self.hash
    }

    pub fn head(&self) -> &[u8] {
        &self.head
    }

    /// `len` bytes from `offset` (fewer at the end of the file).
    pub fn read(&self, offset: u64, len: usize) -> io::Result<Vec<u8>> {
        let len = len.min(self.len.saturating_sub(offset) as usize);
        let mut bytes = vec![0; len];
        self.file.read_exact_at(&mut bytes, offset)?;
        Ok(bytes)
    }

    /// Fills `buffer` from `offset`.
    pub fn read_into(&self, offset: u64, buffer: &mut [u8]) -> io::Result<()> {
        self.file.read_exact_at(buffer, offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_spooled_upload_reads_back_as_sent_with_its_hash_and_leaves_no_file() {
        let dir = tempfile::tempdir().expect("a folder");
        let mut spool = Spool::new(dir.path().to_owned()).await.expect("a spool");
        let sent: Vec<u8> = (0..3 * BUFFER + 17).map(|i| (i % 251) as u8).collect();
        for chunk in sent.chunks(100_000) {
            spool.write(chunk).await.expect("written");
        }
        let spooled = spool.finish().await.expect("finished");
        assert_eq!(spooled.len(), sent.len() as u64);
        assert_eq!(spooled.head(), &sent[..HEAD]);
        assert_eq!(spooled.read(0, sent.len() + 10).expect("read"), sent);
        assert_eq!(spooled.read(BUFFER as u64 - 3, 6).expect("read"), &sent[BUFFER - 3..BUFFER + 3]);
        let expected: String = Sha256::digest(&sent).iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(spooled.hash(), expected);
        assert_eq!(std::fs::read_dir(dir.path()).expect("listed").count(), 0, "the file has no name");
    }

    /// An MP4 box.
    fn boxed(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        [&((body.len() + 8) as u32).to_be_bytes()[..], kind, body].concat()
    }

    #[tokio::test]
    async fn a_spooled_mp4_is_checked_from_its_index_wherever_its_moov_is_and_stays_in_its_file() {
        // A sample entry: 6 reserved, data reference, 16 predefined, then width and height.
        let entry = [&[0u8; 24][..], &1080u16.to_be_bytes(), &1920u16.to_be_bytes(), &[0u8; 50]].concat();
        let stsd = [&[0u8, 0, 0, 0, 0, 0, 0, 1][..], &boxed(b"avc1", &entry)].concat();
        let hdlr = [&[0u8; 8][..], b"vide", &[0u8; 13]].concat();
        // One frame listed: a video track without any is refused.
        let stsz = [&[0u8; 8][..], &1u32.to_be_bytes(), &100u32.to_be_bytes()].concat();
        let stbl = [boxed(b"stsd", &stsd), boxed(b"stsz", &stsz)].concat();
        let minf = boxed(b"minf", &boxed(b"stbl", &stbl));
        let moov = boxed(b"moov", &boxed(b"trak", &boxed(b"mdia", &[boxed(b"hdlr", &hdlr), minf].concat())));
        // Not "fast start": the media first, its index at the end.
        let sent = [boxed(b"ftyp", b"isom\0\0\x02\0isomavc1"), boxed(b"mdat", &vec![7u8; 3 * BUFFER]), moov]
            .concat();
        let dir = tempfile::tempdir().expect("a folder");
        let mut spool = Spool::new(dir.path().to_owned()).await.expect("a spool");
        spool.write(&sent).await.expect("written");
        let processed =
            crate::media::process_spooled(spool.finish().await.expect("finished")).expect("a video");
        assert_eq!((processed.width, processed.height), (1080, 1920), "a vertical reel");
        assert!(processed.original.data.is_empty(), "the bytes stay in the file");
        let spooled = processed.spooled.as_ref().expect("spooled");
        assert_eq!(spooled.len(), sent.len() as u64);
        let expected: String = Sha256::digest(&sent).iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(processed.hash(), expected, "the address is the hash of the bytes as sent");
    }
}
