//! The one request a page of the blog asks for in its head, before any script runs: its first
//! card's cover, the first screen's largest paint. The UI draws it only once the blog's module
//! has loaded and run; hinted, the phone fetches it meanwhile (Lighthouse's "LCP request
//! discovery"). An article's cover is not hinted: it sits under the title, excerpt and byline,
//! and fetching it early only slowed the text (Lighthouse's mobile simulation, 60 ms).
//!
//! The hint must name the very file the page's <picture> then picks, or the phone fetches two:
//! `image` offers the sources the UI's `pictureSources` (lib/media-sources.ts) offers, for the
//! same `sizes` as the cover (`COVER_SIZES` in post-card.tsx, the constants below). A browser test
//! checks that the file hinted is the one shown, fetched once.

use maud::{Markup, html};
use serde_json::Value;

use crate::domain::media::Variant;

/// The `sizes` of the first card's cover on /blog's first page (post-card.tsx, a featured card
/// laid out sideways on wide screens).
pub const FEATURED_COVER_SIZES: &str = "(min-width: 1024px) 57vw, 100vw";
/// The `sizes` of a card's cover on the other pages of the blog (post-card.tsx).
pub const CARD_COVER_SIZES: &str = "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/// Formats with a <source> of their own in the UI's <picture>, best first (media-sources.ts).
const SOURCE_FORMATS: [&str; 2] = ["avif", "webp"];

/// `<link rel="preload" as="image">` for the image at `url`, drawn at `sizes`: the library's
/// variants in the best format there are, else its own format's, else the file itself. `info` is
/// what the page's media map says of it (none for a file outside the library).
pub fn image(url: &str, info: Option<&Value>, sizes: &str) -> Markup {
    let variants: Vec<Variant> =
        info.and_then(|info| serde_json::from_value(info["variants"].clone()).ok()).unwrap_or_default();
    let width = info.and_then(|info| info["width"].as_u64()).unwrap_or(0);
    let link = |set: &str, kind: Option<String>| {
        html! {
            link rel="preload" as="image" imagesrcset=(set) imagesizes=(sizes) type=[kind]
                fetchpriority="high"; "\n"
        }
    };
    for format in SOURCE_FORMATS {
        let set = src_set(variants.iter().filter(|v| v.format == format));
        if !set.is_empty() {
            return link(&set, Some(format!("image/{format}")));
        }
    }
    let own = || {
        variants.iter().filter(|v| !SOURCE_FORMATS.contains(&v.format.as_str()) && u64::from(v.width) < width)
    };
    if own().next().is_some() {
        let original = Variant { url: url.to_owned(), width: width as u32, format: String::new() };
        return link(&src_set(own().chain([&original])), None);
    }
    html! { link rel="preload" as="image" href=(url) fetchpriority="high"; "\n" }
}

/// `url 480w, url 960w`, narrowest first (media-sources.ts's `srcSet`).
fn src_set<'a>(variants: impl Iterator<Item = &'a Variant>) -> String {
    let mut variants: Vec<&Variant> = variants.collect();
    variants.sort_by_key(|v| v.width);
    variants.iter().map(|v| format!("{} {}w", v.url, v.width)).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn variant(url: &str, width: u32, format: &str) -> Value {
        json!({ "url": url, "width": width, "format": format })
    }

    #[test]
    fn an_image_is_hinted_by_the_best_format_its_variants_come_in() {
        let info = json!({ "width": 4000, "variants": [
            variant("/media/a-1920.webp", 1920, "webp"),
            variant("/media/a-960.avif", 960, "avif"),
            variant("/media/a-480.avif", 480, "avif"),
            variant("/media/a-960.webp", 960, "webp"),
        ]});
        assert_eq!(
            image("/media/a.jpg", Some(&info), CARD_COVER_SIZES).into_string(),
            "<link rel=\"preload\" as=\"image\" imagesrcset=\"/media/a-480.avif 480w, /media/a-960.avif 960w\" \
             imagesizes=\"(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw\" type=\"image/avif\" \
             fetchpriority=\"high\">\n"
        );
    }

    #[test]
    fn without_modern_variants_the_originals_format_and_then_the_file_itself_are_hinted() {
        let info = json!({ "width": 2000, "variants": [
            variant("/media/b-960.jpeg", 960, "jpeg"),
            variant("/media/b-2000.jpeg", 2000, "jpeg"),
        ]});
        assert_eq!(
            image("/media/b.jpg", Some(&info), "100vw").into_string(),
            "<link rel=\"preload\" as=\"image\" imagesrcset=\"/media/b-960.jpeg 960w, /media/b.jpg 2000w\" \
             imagesizes=\"100vw\" fetchpriority=\"high\">\n"
        );
        let svg = json!({ "width": 1200, "variants": [] });
        for info in [Some(&svg), None] {
            assert_eq!(
                image("/media/c.svg", info, "100vw").into_string(),
                "<link rel=\"preload\" as=\"image\" href=\"/media/c.svg\" fetchpriority=\"high\">\n"
            );
        }
    }
}
