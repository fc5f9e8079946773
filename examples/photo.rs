//! Writes a photo-like JPEG (gradients and noise, the shape of a camera's output) for the media
//! benchmark: scripts/bench uploads such files as an admin would.
//!
//!   cargo run --release --example photo -- 4000 3000 out.jpg

#[path = "../tests/support/images.rs"]
#[allow(dead_code)]
mod images;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [width, height, out] = &args[..] else {
        eprintln!("usage: photo WIDTH HEIGHT OUT.jpg");
        std::process::exit(2);
    };
    let (width, height) = (width.parse().expect("a width"), height.parse().expect("a height"));
    std::fs::write(out, images::jpeg(&images::photo(width, height))).expect("cannot write the photo");
}
