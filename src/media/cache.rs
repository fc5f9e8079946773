//! The media files visitors ask for most, kept in memory so a hot image is served like a static
//! file. The cache is bounded in bytes (quick_cache's weighted CLOCK-Pro), and only files up to
//! `LARGEST` enter it: a video is streamed from the database every time.

use std::sync::Arc;

use bytes::Bytes;
use quick_cache::Weighter;

/// What the cache may hold in all.
pub const CAPACITY: u64 = 16 * 1024 * 1024;
/// Larger files are not cached (one would push out a hundred thumbnails).
pub const LARGEST: u64 = 1024 * 1024;

#[derive(Clone)]
pub struct CachedFile {
    pub mime: &'static str,
    pub data: Bytes,
    /// The quoted file name: made once, not per request.
    pub etag: axum::http::HeaderValue,
}

#[derive(Clone)]
struct ByBytes;

impl Weighter<Arc<str>, CachedFile> for ByBytes {
    fn weight(&self, key: &Arc<str>, value: &CachedFile) -> u64 {
        (key.len() + value.data.len()) as u64
    }
}

pub struct FileCache(quick_cache::sync::Cache<Arc<str>, CachedFile, ByBytes>);

impl Default for FileCache {
    fn default() -> Self {
        // Estimated items: thumbnails of ~30 KB.
        FileCache(quick_cache::sync::Cache::with_weighter(512, CAPACITY, ByBytes))
    }
}

impl FileCache {
    pub fn get(&self, name: &str) -> Option<CachedFile> {
        self.0.get(name)
    }

    pub fn insert(&self, name: &str, file: CachedFile) {
        if file.data.len() as u64 <= LARGEST {
            self.0.insert(Arc::from(name), file);
        }
    }

    pub fn remove(&self, name: &str) {
        self.0.remove(name);
    }
}
