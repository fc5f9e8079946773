//! SVG drawings are XML that a browser may run: they are accepted only when nothing in them can
//! script, fetch or embed (docs/DESIGN.md, "Media": no script, event handlers, foreignObject,
//! HTML elements, linked style sheets or external references), and served with a sandboxing CSP
//! besides (`web::media`). A drawing that fails the check is refused with the reason rather than
//! silently changed, so what is stored is what the designer made.

use roxmltree::{Document, Node, ParsingOptions};

use crate::domain::media::Kind;
use crate::media::sniff::Format;
use crate::media::{MediaError, Processed};

/// Elements that run script, embed other documents or rewrite attributes over time.
const REFUSED_ELEMENTS: [&str; 10] = [
    "script",
    "foreignObject",
    "iframe",
    "embed",
    "object",
    "handler",
    "listener",
    "set",
    "animate",
    "animateMotion",
];

/// HTML's namespace: its elements are refused (see `check`).
const XHTML: &str = "http://www.w3.org/1999/xhtml";

pub fn process(bytes: &[u8]) -> Result<Processed, MediaError> {
    let text = std::str::from_utf8(bytes).map_err(|_| invalid("it is not UTF-8 text"))?;
    // No DTD: entities could expand into gigabytes or point outside.
    let options = ParsingOptions { allow_dtd: false, ..ParsingOptions::default() };
    let doc = Document::parse_with_options(text, options).map_err(|err| match err {
        roxmltree::Error::DtdDetected => invalid("it has a DOCTYPE, which SVG for the web does not need"),
        other => invalid(&format!("it is not well-formed XML ({other})")),
    })?;
    let root = doc.root_element();
    if root.tag_name().name() != "svg" {
        return Err(invalid("its root element is not <svg>"));
    }
    // From the document itself: what comes before the root element can fetch too.
    for node in doc.root().descendants() {
        check(node)?;
    }
    let (width, height) = size(root).ok_or_else(|| invalid("it has no size: give the <svg> a viewBox"))?;
    Ok(Processed::as_sent(Kind::Image, Format::Svg, (width, height), bytes))
}

fn check(node: Node) -> Result<(), MediaError> {
    // A linked style sheet fetches a file, and an XSLT one (even one inside the drawing) rewrites
    // the document into anything, scripts included, after this check has read it.
    if node.pi().is_some_and(|pi| pi.target == "xml-stylesheet") {
        return Err(invalid("it links a style sheet (<?xml-stylesheet?>)"));
    }
    if !node.is_element() {
        return Ok(());
    }
    let name = node.tag_name().name();
    if REFUSED_ELEMENTS.contains(&name) {
        return Err(invalid(&format!("it contains a <{name}> element")));
    }
    // An HTML element is live wherever it stands, drawn or not: an <img> fetches its src, a
    // <meta> refresh navigates away, and neither has an href for the checks below to see.
    if node.tag_name().namespace() == Some(XHTML) {
        return Err(invalid(&format!("it contains an HTML element (<{name}>)")));
    }
    if name == "style" {
        // The style sheet is all its text together: a comment between two pieces of it
        // (`u<!-- -->rl(`) is not there for the browser.
        let sheet: String = node.children().filter_map(|c| c.text().filter(|_| c.is_text())).collect();
        check_css(&sheet)?;
    }
    for attribute in node.attributes() {
        let (attr, value) = (attribute.name(), attribute.value());
        // Bytes, not a str slice: a name may begin with a character wider than one byte.
        if attr.len() > 2 && attr.as_bytes()[..2].eq_ignore_ascii_case(b"on") {
            return Err(invalid(&format!("it has an event handler ({attr})")));
        }
        let squashed: String =
            value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase();
        if squashed.contains("javascript:") || squashed.contains("vbscript:") {
            return Err(invalid("it has a javascript: link"));
        }
        if attr == "href" && !value.trim_start().starts_with('#') {
            return Err(invalid(&format!(
                "it refers to another file ({value}); only references inside the drawing (#id) are allowed"
            )));
        }
        // Presentation attributes are CSS values too (`fill="url(…)"`, `cursor`, `filter`…).
        check_css(value)?;
    }
    Ok(())
}

/// CSS may fetch too: `url(…)` other than a reference inside the drawing (`url(#id)`),
/// `image-set(…)` and `src(…)`, which take addresses as plain strings, and `@import`. Escapes are
/// read first, as the browser reads them (`\75 rl(` is `url(`).
fn check_css(css: &str) -> Result<(), MediaError> {
    let css: String =
        unescape_css(css).chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase();
    if css.contains("@import") {
        return Err(invalid("its CSS loads another file (@import)"));
    }
    let external_url =
        css.split("url(").skip(1).any(|rest| !rest.trim_start_matches(['"', '\'']).starts_with('#'));
    if external_url || css.contains("image-set(") || css.contains("src(") {
        return Err(invalid(
            "it refers to another file in its CSS or an attribute (url(…)); only references inside the drawing (url(#id)) are allowed",
        ));
    }
    Ok(())
}

/// CSS text with its escapes read: `\` and up to six hex digits (and one space after them) is
/// that character; `\` and any other character is the character.
fn unescape_css(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut chars = css.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let mut hex = String::new();
        while hex.len() < 6 && chars.peek().is_some_and(char::is_ascii_hexdigit) {
            hex.extend(chars.next());
        }
        if hex.is_empty() {
            out.extend(chars.next());
        } else {
            out.push(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32).unwrap_or('\u{FFFD}'));
            if chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
            }
        }
    }
    out
}

/// The drawing's size in CSS pixels: its width and height, else its viewBox's.
fn size(svg: Node) -> Option<(u32, u32)> {
    let length = |name: &str| -> Option<f64> {
        let value = svg.attribute(name)?.trim();
        value.strip_suffix("px").unwrap_or(value).parse::<f64>().ok().filter(|v| *v > 0.0)
    };
    let from_view_box = || {
        let numbers: Vec<f64> = svg
            .attribute("viewBox")?
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .filter_map(|s| s.parse().ok())
            .collect();
        match numbers[..] {
            [_, _, w, h] if w > 0.0 && h > 0.0 => Some((w, h)),
            _ => None,
        }
    };
    let (w, h) = match (length("width"), length("height")) {
        (Some(w), Some(h)) => (w, h),
        _ => from_view_box()?,
    };
    let clamp = |v: f64| v.round().clamp(1.0, 100_000.0) as u32;
    Some((clamp(w), clamp(h)))
}

fn invalid(reason: &str) -> MediaError {
    MediaError::Invalid(format!("This SVG cannot be used because {reason}."))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(svg: &str) -> Result<(u32, u32), String> {
        process(svg.as_bytes()).map(|p| (p.width, p.height)).map_err(|e| e.to_string())
    }

    #[test]
    fn a_plain_drawing_is_kept_with_its_size() {
        let art = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/><style>.a{fill:url(#g)}</style><path clip-path="url( '#g' )" style="mask:url(&quot;#g&quot;)" d="M0 0"/><text font-family="a\\b">caf\\e9</text></svg>"##;
        assert_eq!(verdict(art), Ok((640, 480)));
        assert_eq!(
            verdict(r#"<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="40"/>"#),
            Ok((120, 40))
        );
    }

    #[test]
    fn anything_that_could_script_or_fetch_is_refused_with_the_reason() {
        let ns = r#"xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1""#;
        for (body, reason) in [
            ("<script>alert(1)</script>", "<script>"),
            ("<foreignObject><div/></foreignObject>", "<foreignObject>"),
            ("<rect onload=\"alert(1)\"/>", "event handler"),
            ("<rect ONCLICK=\"alert(1)\"/>", "event handler"),
            ("<a href=\"java&#x09;script:alert(1)\"><rect/></a>", "javascript:"),
            ("<a xlink:href=\"javascript:alert(1)\"><rect/></a>", "javascript:"),
            ("<image href=\"https://evil.example/x.png\"/>", "another file"),
            ("<use xlink:href=\"other.svg#a\"/>", "another file"),
            ("<set attributeName=\"href\" to=\"javascript:alert(1)\"/>", "<set>"),
            ("<style>@import url(https://evil.example/a.css);</style>", "CSS"),
            ("<rect style=\"fill:url(https://evil.example/p)\"/>", "CSS"),
            ("<rect fill=\"url(https://evil/x#a)\"/>", "another file"),
            ("<rect style=\"background:url(//x)\"/>", "another file"),
            ("<rect filter=\"URL( 'https://evil.example/f.svg#f' )\"/>", "another file"),
            ("<rect cursor=\"url(//evil.example/c.cur), auto\"/>", "another file"),
            ("<rect style=\"fill:\\75 rl(//evil.example/p)\"/>", "another file"),
            ("<style>.a{fill:u<!-- split -->rl(//evil.example/p)}</style>", "another file"),
            (
                "<style><![CDATA[.a{background:image-set(\"//evil.example/p.png\" 1x)}]]></style>",
                "another file",
            ),
            (
                "<h:img xmlns:h=\"http://www.w3.org/1999/xhtml\" src=\"https://evil.example/t.png\"/>",
                "HTML element",
            ),
            (
                "<g xmlns=\"http://www.w3.org/1999/xhtml\"><meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\"/></g>",
                "HTML element",
            ),
        ] {
            let refused = verdict(&format!("<svg {ns}>{body}</svg>")).unwrap_err();
            assert!(refused.contains(reason), "{body}: {refused}");
        }
        for sheet in [
            r#"<?xml-stylesheet type="text/css" href="https://evil.example/a.css"?>"#,
            // XSLT, even from inside the drawing, rewrites it into anything after the check.
            r##"<?xml-stylesheet type="text/xsl" href="#s"?>"##,
        ] {
            let refused = verdict(&format!("{sheet}<svg {ns}/>")).unwrap_err();
            assert!(refused.contains("style sheet"), "{sheet}: {refused}");
        }
        let bomb = r#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>"#;
        assert!(verdict(bomb).unwrap_err().contains("DOCTYPE"));
        assert!(verdict("<svg xmlns=\"http://www.w3.org/2000/svg\"/>").unwrap_err().contains("viewBox"));
        assert!(verdict("<svg><unclosed></svg>").unwrap_err().contains("well-formed"));
    }
}
