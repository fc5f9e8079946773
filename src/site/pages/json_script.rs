//! JSON inside a <script> element (the data a page inlines for the app, JSON-LD): the one place
//! that keeps stored text from closing the element or starting a comment, whatever admins wrote.

use maud::{PreEscaped, Render};
use serde_json::Value;

/// Renders as its value's JSON, with `<`, `>`, `&` and the line separators written as `\u`
/// escapes: the same value to a JSON parser, and nothing the HTML parser acts on.
pub struct ScriptJson<'a>(pub &'a Value);

impl Render for ScriptJson<'_> {
    fn render_to(&self, buffer: &mut String) {
        // A script's text is not HTML: entities would reach the JSON parser as they are, so the
        // JSON goes in unescaped once `script_safe` made it harmless there.
        PreEscaped(script_safe(&self.0.to_string())).render_to(buffer);
    }
}

/// JSON that may sit inside a <script> element: nothing in it can close the element or start a
/// comment.
fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

#[cfg(test)]
mod tests {
    use maud::html;

    use super::*;

    #[test]
    fn stored_text_cannot_break_out_of_a_script_element() {
        let hostile = r#"{"title":"</script><script>alert(1)</script><!--"}"#;
        let safe = script_safe(hostile);
        assert!(!safe.contains('<') && !safe.contains('>'));
        assert_eq!(
            serde_json::from_str::<Value>(&safe).unwrap()["title"],
            "</script><script>alert(1)</script><!--"
        );
    }

    #[test]
    fn in_a_script_element_the_json_is_not_html_escaped() {
        let value = serde_json::json!({ "q": "Tom & \"Jerry\" </script>" });
        let markup = html! { script type="application/ld+json" { (ScriptJson(&value)) } }.into_string();
        let text = markup.strip_prefix("<script type=\"application/ld+json\">").unwrap();
        let text = text.strip_suffix("</script>").unwrap();
        assert_eq!(serde_json::from_str::<Value>(text).unwrap(), value);
    }
}
