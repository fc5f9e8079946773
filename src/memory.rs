//! How the server holds memory on a small VPS (docs/PERFORMANCE.md budgets: RSS ≤ 20 MB idle). glibc's
//! allocator gives each thread that allocates its own arena (up to 8 per core) and keeps what
//! was freed in each for reuse: after a burst of rendering on the blocking threads, megabytes
//! stay resident that nothing uses. Other platforms' allocators need neither call.

/// At start, before any thread: two arenas are enough for two async workers and a few blocking
/// threads, which mostly wait for the database.
pub fn limit_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tunable of the allocator; called before other threads exist.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}

/// After work that allocated and freed much (a snapshot of the site with its pages): give the
/// freed pages back to the system instead of keeping them resident.
pub fn release_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim is thread-safe and only returns free pages to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}
