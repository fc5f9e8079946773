//! SVG documents generated with their verdict known: each piece says whether it can script or
//! fetch where it stands, so a property can hold the check to exactly that. Apart because the
//! drawings are built from what SVG and CSS allow rather than damaged from a sample.

use proptest::prelude::*;

/// A piece of an SVG document, and whether it can script or fetch where it stands.
#[derive(Debug, Clone)]
pub(super) struct Piece {
    pub(super) text: String,
    pub(super) harmful: bool,
}

fn safe(text: &str) -> Piece {
    Piece { text: text.into(), harmful: false }
}

fn harmful(text: &str) -> Piece {
    Piece { text: text.into(), harmful: true }
}

fn pieces(safe_ones: &[&str], harmful_ones: &[&str]) -> BoxedStrategy<Piece> {
    let safe_ones = prop::sample::select(safe_ones.iter().map(|t| safe(t)).collect::<Vec<_>>());
    if harmful_ones.is_empty() {
        return safe_ones.boxed();
    }
    let harmful_ones = prop::sample::select(harmful_ones.iter().map(|t| harmful(t)).collect::<Vec<_>>());
    prop_oneof![3 => safe_ones, 1 => harmful_ones].boxed()
}

const SVG: &str = "http://www.w3.org/2000/svg";
const XHTML: &str = "http://www.w3.org/1999/xhtml";

/// Attributes, as they would be written; links, handlers and CSS in the forms browsers read.
fn attribute() -> impl Strategy<Value = Piece> {
    pieces(
        &[
            r##"fill="#0af""##,
            r##"fill="url(#g)""##,
            r##"style="fill:url( '#g' );stroke:red""##,
            r##"clip-path="URL(&quot;#g&quot;)""##,
            r#"d="M0 0L10 10z""#,
            r#"class="a b""#,
            r##"href="#g""##,
            r##"xlink:href=" #g""##,
            r#"transform="rotate(45)""#,
            r#"font-family="a\b""#,
            r#"x:label="javascript, the word""#,
            r#"data-note="a url is a word""#,
            r#"opacity="0.5""#,
            r#"xml:space="preserve""#,
        ],
        &[
            r#"onload="alert(1)""#,
            r#"ONCLICK="alert(1)""#,
            r#"onMouseOver="alert(1)""#,
            r#"x:onfocus="alert(1)""#,
            r#"href="javascript:alert(1)""#,
            r#"xlink:href="java&#x09;script:alert(1)""#,
            r#"href="&#x6A;avascript:alert(1)""#,
            r#"to="JavaScript:alert(1)""#,
            r#"values=" vbscript:msgbox(1)""#,
            r#"href="https://evil.example/x.png""#,
            r#"xlink:href="//evil.example/x.svg#a""#,
            r#"href="data:image/svg+xml,&lt;svg/&gt;""#,
            r#"href="other.svg#a""#,
            r#"href="&#x68;ttps://evil.example/""#,
            r#"style="fill:url(https://evil.example/p)""#,
            r#"style="background:URL( '//evil.example/p' )""#,
            r#"fill="\75 rl(//evil.example/p)""#,
            r#"filter="\000075rl(//evil.example/f)""#,
            r#"cursor="u\rl(//evil.example/c), auto""#,
            r#"style="background:image-set(&quot;//evil.example/p.png&quot; 1x)""#,
            r#"style="background:-webkit-image-set(url(//evil.example/p) 1x)""#,
            r#"mask="src(//evil.example/m)""#,
            r#"style="@import '//evil.example/a.css'""#,
        ],
    )
}

/// A style sheet's text: CSS pieces, some in CDATA, some split by a comment where they are read.
fn style_sheet() -> impl Strategy<Value = Piece> {
    let css = pieces(
        &[
            ".a{fill:url(#g)}",
            ".b{stroke:url( \"#g\" )}",
            "@media print{.c{display:none}}",
            ".d{font-family:x}",
        ],
        &[
            ".a{fill:url(//evil.example/p)}",
            "@import url(//evil.example/a.css);",
            "@\\69mport '//evil.example/a.css';",
            "@font-face{font-family:f;src:url(//evil.example/f.woff)}",
            ".b{background:image-set('//evil.example/p.png' 1x)}",
        ],
    );
    let written = (css, 0..3u8).prop_map(|(css, form)| {
        let text = match form {
            // Escaped for XML, as a text node.
            0 => css.text.replace('&', "&amp;").replace('<', "&lt;"),
            1 => format!("<![CDATA[{}]]>", css.text),
            // A comment between two pieces of the sheet is not there for the browser.
            _ => {
                let half = css.text.len() / 2;
                format!("{}<!-- a note -->{}", &css.text[..half], &css.text[half..])
            }
        };
        Piece { text, harmful: css.harmful }
    });
    prop::collection::vec(written, 0..3).prop_map(|parts| join("<style>", &parts, "</style>"))
}

fn join(open: &str, parts: &[Piece], close: &str) -> Piece {
    let text = parts.iter().map(|p| p.text.as_str()).collect::<String>();
    Piece { text: format!("{open}{text}{close}"), harmful: parts.iter().any(|p| p.harmful) }
}

/// Text and markup that never run: escaped tags, comments, CDATA, other processing instructions.
fn inert() -> impl Strategy<Value = Piece> {
    pieces(
        &[
            "caf\u{e9} &amp; cr\u{e8}me",
            "&lt;script&gt;alert(1)&lt;/script&gt;",
            "url(https://evil.example/p) as words",
            "<!-- <script>alert(1)</script> -->",
            "<![CDATA[<script>alert(1)</script>]]>",
            "<?inkscape-note keep?>",
            " \n\t",
        ],
        &[],
    )
}

const ELEMENTS: [&str; 14] = [
    "g",
    "rect",
    "path",
    "defs",
    "linearGradient",
    "use",
    "text",
    "title",
    "a",
    "image",
    "pattern",
    "filter",
    "animateTransform",
    "svg:g",
];
/// Elements that script, embed or rewrite attributes (in any namespace), and HTML elements, which
/// may fetch (`img`) or navigate (`meta` refresh) even where they are not drawn.
const REFUSED: [&str; 14] = [
    "script",
    "svg:script",
    "h:script",
    "foreignObject",
    "iframe",
    "embed",
    "object",
    "handler",
    "set",
    "animate",
    "animateMotion",
    "h:img",
    "h:meta",
    "h:link",
];

fn element() -> impl Strategy<Value = Piece> {
    let leaf = prop_oneof![3 => inert(), 1 => style_sheet()];
    leaf.prop_recursive(4, 24, 4, |inner| {
        let name = prop_oneof![
            4 => prop::sample::select(ELEMENTS.to_vec()).prop_map(|n| (n, false)),
            1 => prop::sample::select(REFUSED.to_vec()).prop_map(|n| (n, true)),
        ];
        (name, prop::collection::vec(attribute(), 0..3), prop::collection::vec(inner, 0..4)).prop_map(
            |((name, refused), attributes, children)| {
                let attributes = distinct(attributes);
                let open = format!("<{name}{}>", attributes.text);
                let mut element = join(&open, &children, &format!("</{name}>"));
                element.harmful |= refused || attributes.harmful;
                element
            },
        )
    })
}

/// Attributes with distinct names (XML refuses a repeated one), each after a space.
fn distinct(attributes: Vec<Piece>) -> Piece {
    let mut seen = Vec::new();
    let kept: Vec<Piece> = attributes
        .into_iter()
        .filter(|a| {
            let name = a.text.split('=').next().unwrap_or_default().to_owned();
            let new = !seen.contains(&name);
            seen.push(name);
            new
        })
        .map(|a| Piece { text: format!(" {}", a.text), harmful: a.harmful })
        .collect();
    join("", &kept, "")
}

/// What may come before the drawing: a BOM, the XML declaration, comments (one longer than what
/// `sniff` reads), processing instructions, and style sheets linked by one, which can fetch or,
/// as XSLT, rewrite the drawing into anything.
fn prolog() -> impl Strategy<Value = Piece> {
    let item = prop_oneof![
        4 => pieces(
            &["<!-- Created with Inkscape (http://www.inkscape.org/) -->", "\n", "<?xpacket begin=\"\"?>"],
            &[
                "<?xml-stylesheet type=\"text/css\" href=\"https://evil.example/a.css\"?>",
                "<?xml-stylesheet type=\"text/xsl\" href=\"#s\"?>",
            ],
        ),
        1 => Just(safe(&format!("<!--{}-->", "a long note ".repeat(400)))),
    ];
    let declaration = prop_oneof![
        Just(""),
        Just("<?xml version=\"1.0\"?>"),
        Just("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n")
    ];
    (any::<bool>(), declaration, prop::collection::vec(item, 0..4)).prop_map(|(bom, declaration, items)| {
        join(&format!("{}{declaration}", if bom { "\u{feff}" } else { "" }), &items, "")
    })
}

pub(super) fn document() -> impl Strategy<Value = (Piece, (u32, u32))> {
    let root = prop_oneof![Just("svg"), Just("svg:svg")];
    (
        prolog(),
        root,
        (1u32..5000, 1u32..5000),
        prop::collection::vec(attribute(), 0..2),
        prop::collection::vec(element(), 0..4),
    )
        .prop_map(|(prolog, root, (width, height), attributes, children)| {
            let attributes = distinct(attributes);
            let open = format!(
                "<{root} xmlns=\"{SVG}\" xmlns:svg=\"{SVG}\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
                 xmlns:h=\"{XHTML}\" xmlns:x=\"http://www.inkscape.org/namespaces/inkscape\" \
                 viewBox=\"0 0 {width} {height}\"{}>",
                attributes.text
            );
            let body = join(&open, &children, &format!("</{root}>"));
            let harmful = prolog.harmful || attributes.harmful || body.harmful;
            (Piece { text: format!("{}{}", prolog.text, body.text), harmful }, (width, height))
        })
}
