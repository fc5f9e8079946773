//! Faults, through the built binary: a kill -9 in the middle of sustained writes loses no
//! answered inquiry or visit and leaves a sound database; a full disk, a read-only disk at start
//! and a disk turning read-only while serving are a clear 503 (or one sentence at start) that
//! heals when the disk does; SIGTERM lets requests in flight finish.
//!
//! The disk tests need no root: a small tmpfs is mounted in a mount namespace of the test's own
//! (inside a user namespace unless the tests run as root), and strace attaches to the server, a
//! process of the same user. A machine that allows neither says so in one line.
//!
//! One test binary, a module per kind of fault; `helpers` holds what several of them use.

#[path = "../support/mod.rs"]
mod support;

mod helpers;

mod connections;
mod crash;
mod read_only;
mod small_disk;
