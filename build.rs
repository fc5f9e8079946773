//! Builds the UI (ui/ → ui/dist) with npm so that `cargo run` is all an owner types.
//!
//! The server embeds ui/dist, staged in $OUT_DIR/ui, with `include_dir!`, which fails to compile
//! when the folder is missing, so this script always stages one. Set `AGENCY_SKIP_UI_BUILD=1` for
//! Rust-only work: an existing ui/dist is kept, otherwise a one-page stand-in is written.

use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

/// The oldest Node.js the UI's tools run on (`engines` in ui/package.json): Vite 8's bundler
/// imports `styleText` from node:util, which Debian 12's and Ubuntu 24.04's Node 18 lack.
const NODE_FLOOR: (u32, u32) = (20, 19);

/// How to get a new enough Node.js with npm on Debian 12 or Ubuntu 24.04 (README "Set up on a
/// fresh machine"): their own packages are Node 18.
const INSTALL_NODE: &str = "curl -fsSL https://deb.nodesource.com/setup_22.x | sudo bash - && \
                            sudo apt-get install -y nodejs";

const WATCHED: &[&str] = &[
    "ui/src",
    "ui/public",
    "ui/index.html",
    "ui/package.json",
    "ui/package-lock.json",
    "ui/vite.config.ts",
    "ui/tsconfig.json",
    "ui/tsconfig.node.json",
    "ui/scripts",
    // Not for the UI: src/db/migrations.rs embeds migrations/ at compile time, and a macro cannot
    // tell cargo that a new file appeared there; watching it here recompiles the crate when one does.
    "migrations",
];

fn main() {
    for path in WATCHED {
        println!("cargo:rerun-if-changed={path}");
    }
    println!("cargo:rerun-if-env-changed=AGENCY_SKIP_UI_BUILD");
    pack_relative_relocations();

    let dist = Path::new("ui/dist");
    if std::env::var_os("AGENCY_SKIP_UI_BUILD").is_some_and(|v| v != "0" && !v.is_empty()) {
        if !dist.join("index.html").exists() {
            std::fs::create_dir_all(dist).expect("cannot create ui/dist");
            std::fs::write(dist.join("index.html"), STAND_IN).expect("cannot write ui/dist");
        }
        // Nothing here rewrites ui/dist, so a UI built by hand is picked up when it changes.
        println!("cargo:rerun-if-changed=ui/dist");
        stage_embedded(dist);
        return;
    }

    if let Some(problem) = missing_node() {
        // One line from cargo ("error: agency-site@…: …"), before minutes of work, not a panic.
        println!(
            "cargo::error={problem}: building the UI needs Node.js {}.{} or newer with npm. On Debian 12 \
             or Ubuntu 24.04 install it with `{INSTALL_NODE}` (README \"Set up on a fresh machine\"), \
             or set AGENCY_SKIP_UI_BUILD=1 for Rust-only work",
            NODE_FLOOR.0, NODE_FLOOR.1
        );
        return;
    }
    let installed = Path::new("ui/node_modules/.package-lock.json");
    if !installed.exists() || modified(Path::new("ui/package-lock.json")) > modified(installed) {
        step("Installing", "UI packages (npm ci: package-lock.json is new or changed)", "Installed", || {
            npm(&["ci", "--no-audit", "--no-fund"])
        });
    }
    step("Building", "UI (type-check, vite build, .gz/.br copies)", "Built", || npm(&["run", "build"]));
    stage_embedded(dist);
}

/// What keeps the UI from building: no `node`, one older than NODE_FLOOR, or no `npm`.
fn missing_node() -> Option<String> {
    let output = Command::new("node").arg("--version").output();
    let Ok(output) = output.as_ref().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned()) else {
        return Some("Node.js (`node`) is not on the PATH".to_owned());
    };
    let mut numbers = output.trim_start_matches('v').split('.').map(|n| n.parse::<u32>().unwrap_or(0));
    let version = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
    if version < NODE_FLOOR {
        return Some(format!("Node.js {output} is too old"));
    }
    if Command::new("npm").arg("--version").output().is_err() {
        return Some(format!("npm is not on the PATH (Node.js {output} came without it)"));
    }
    None
}

/// Copies ui/dist to $OUT_DIR/ui, which the server embeds, leaving out each file that has a .gz
/// copy (but the page template): the server unpacks that copy for the rare client that takes no
/// compressed answer (src/assets.rs). 0.64 MB less binary: the files' plain bytes were a third of
/// the embedded UI.
fn stage_embedded(dist: &Path) {
    let staged = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("ui");
    if staged.exists() {
        std::fs::remove_dir_all(&staged).expect("cannot clear the staged UI");
    }
    copy_packed(dist, &staged);
    // include_dir! cannot see that the files changed: a new value here makes rustc rebuild the crate.
    let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    println!("cargo:rustc-env=AGENCY_UI_STAMP={stamp}");
}

fn copy_packed(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("cannot create the staged UI");
    for entry in std::fs::read_dir(from).expect("cannot read ui/dist") {
        let path = entry.expect("cannot read ui/dist").path();
        let target = to.join(path.file_name().expect("a file in ui/dist has a name"));
        if path.is_dir() {
            copy_packed(&path, &target);
            continue;
        }
        let mut packed = path.clone().into_os_string();
        packed.push(".gz");
        if Path::new(&packed).exists() && path != Path::new("ui/dist/index.html") {
            continue;
        }
        std::fs::copy(&path, &target).unwrap_or_else(|e| panic!("cannot copy {}: {e}", path.display()));
    }
}

/// Runs one step of the UI build, saying on the terminal what it starts and how long it took: a
/// first build spends minutes here, under cargo's progress bar alone otherwise.
fn step(doing: &str, what: &str, done: &str, run: impl FnOnce()) {
    let started = std::time::Instant::now();
    say(doing, &format!("{what}…"));
    run();
    let noun = what.split(" (").next().unwrap_or(what);
    say(done, &format!("{noun} in {:.0} s", started.elapsed().as_secs_f64()));
}

/// A status line in cargo's own style, written to the terminal as it happens. Not `cargo:warning`:
/// cargo replays a build script's warnings on every later build until the script runs again, so
/// "built the UI" showed up on builds that built nothing. Without a terminal (CI) the line goes
/// to the script's output, which `cargo build -vv` shows.
fn say(status: &str, line: &str) {
    let Ok(mut tty) = std::fs::OpenOptions::new().write(true).open("/dev/tty") else {
        eprintln!("{status:>12} {line}");
        return;
    };
    // Cargo's bold green, unless colour is off; `\r` and clear-line take the place of its
    // progress bar, which it draws again below.
    let plain = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
        || std::env::var("CARGO_TERM_COLOR").is_ok_and(|v| v == "never");
    let status = if plain { format!("{status:>12}") } else { format!("\x1b[1;32m{status:>12}\x1b[0m") };
    let _ = writeln!(tty, "\r\x1b[2K{status} {line}");
}

fn npm(args: &[&str]) {
    let status = Command::new("npm")
        .args(args)
        .current_dir("ui")
        .status()
        .unwrap_or_else(|e| panic!("cannot run npm {}: {e}", args.join(" ")));
    if !status.success() {
        panic!("`npm {}` failed in ui/ ({status}); see its output above", args.join(" "));
    }
}

fn modified(path: &Path) -> SystemTime {
    path.metadata().and_then(|m| m.modified()).unwrap_or(UNIX_EPOCH)
}

/// Carries the markers the server fills in (head tags, inlined content), like ui/index.html.
const STAND_IN: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<!--app-head--></head><body><p>The UI was not built (AGENCY_SKIP_UI_BUILD is set).</p>\
<!--app-data--></body></html>\n";

/// Asks the linker to store the binary's relative relocations packed (DT_RELR): a position-
/// independent binary (kept, for address-space randomisation) otherwise lists one 24-byte entry
/// per pointer in its read-only data, 0.87 MB of the 16.7 MB release binary. GNU ld 2.38+ and lld
/// do it where glibc can read it (2.36+, GLIBC_ABI_DT_RELR) and leave it out otherwise; an older
/// GNU ld ignores the option with a warning.
fn pack_relative_relocations() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
