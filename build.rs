//! Builds the UI (ui/ → ui/dist) with npm so that `cargo run` is all an owner types.
//!
//! The server embeds ui/dist, staged in $OUT_DIR/ui, with `include_dir!`, which fails to compile
//! when the folder is missing, so this script always stages one. Set `AGENCY_SKIP_UI_BUILD=1` for
//! Rust-only work: an existing ui/dist is kept, otherwise a one-page stand-in is written.

use std::path::Path;
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

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
    // Not for the UI: refinery embeds migrations/ at compile time, and a macro cannot tell cargo
    // that a new file appeared there; watching it here recompiles the crate when one does.
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

    if Command::new("npm").arg("--version").output().is_err() {
        panic!(
            "building the UI needs Node.js 20+ and npm on the PATH: install them \
             (Debian: apt-get install nodejs npm), or set AGENCY_SKIP_UI_BUILD=1 for Rust-only work"
        );
    }
    let installed = Path::new("ui/node_modules/.package-lock.json");
    if !installed.exists() || modified(Path::new("ui/package-lock.json")) > modified(installed) {
        step("installed the UI's packages (npm ci, only when package-lock.json changed)", || {
            npm(&["ci", "--no-audit", "--no-fund"])
        });
    }
    step("built the UI (type-check, vite build, .gz/.br copies)", || npm(&["run", "build"]));
    stage_embedded(dist);
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

/// Runs one step of the UI build and says what it did and how long it took: a first build spends
/// minutes here, and cargo shows only "Building" meanwhile.
fn step(what: &str, run: impl FnOnce()) {
    let started = std::time::Instant::now();
    run();
    println!("cargo:warning=UI: {what} in {:.0} s", started.elapsed().as_secs_f64());
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
