//! What a parser says about bad input: each field with the first message about it, in the order
//! the fields were checked. The HTTP layer (`error.rs`) turns it into a 422; the CLI into a sentence.

use std::fmt;

use serde::Serialize;

/// Field name → message, in the order the fields were checked (the form's order).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ValidationErrors(Vec<(String, String)>);

impl Serialize for ValidationErrors {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (field, message) in &self.0 {
            map.serialize_entry(field, message)?;
        }
        map.end()
    }
}

impl ValidationErrors {
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        // The first problem of a field is the one worth telling.
        if self.get(field).is_none() {
            self.0.push((field.to_owned(), message.into()));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Says `message` about `field` instead of what was said before.
    pub fn replace(&mut self, field: &str, message: impl Into<String>) {
        match self.0.iter_mut().find(|(f, _)| f == field) {
            Some((_, said)) => *said = message.into(),
            None => self.add(field, message),
        }
    }

    /// Each field with its message, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(f, m)| (f.as_str(), m.as_str()))
    }

    pub fn get(&self, field: &str) -> Option<&str> {
        self.0.iter().find(|(f, _)| f == field).map(|(_, m)| m.as_str())
    }

    /// Ok when nothing was added, so parsers can end with `errors.into_result(value)`.
    pub fn into_result<T>(self, value: T) -> Result<T, ValidationErrors> {
        if self.is_empty() { Ok(value) } else { Err(self) }
    }
}

impl fmt::Display for ValidationErrors {
    /// The messages joined, as one sentence an admin's toast can show.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let messages: Vec<&str> = self.0.iter().map(|(_, m)| m.as_str()).collect();
        f.write_str(&messages.join("; "))
    }
}

/// Fields the server writes on the items it returns (`id`, timestamps, what it computes). A client
/// that sends an item back as it was read may include them; they are ignored. Any other field a
/// type does not take is refused by name (docs/DESIGN.md, "HTTP contract": any field the endpoint does not take).
const SERVER_MADE: &[&str] = &[
    "id",
    "version",
    "createdAt",
    "updatedAt",
    "bodyHtml",
    "readTime",
    "categorySlug",
    "projectId",
    "usedBy",
    "variants",
    "url",
    "mime",
    "bytes",
    "kind",
    "color",
    "registrationKey",
    "translationStates",
];

/// `value` as a `T`, or a shape error (a field of the wrong type, a field `T` does not take) named
/// by its path under `prefix` (`hero.subtitle`, or `body` for the whole of it with no prefix).
///
/// This and `deserialize` are compiled once for each type a body is read as (some forty): what
/// does not depend on the type is in functions of their own, compiled once.
pub fn from_json<T: serde::de::DeserializeOwned>(
    value: serde_json::Value,
    prefix: &str,
) -> Result<T, ValidationErrors> {
    match deserialize(value) {
        Ok((parsed, unknown)) => unknown_fields(unknown, prefix).into_result(parsed),
        Err(shape) => Err(shape.errors(prefix)),
    }
}

/// An error for each field the client sent that the type does not take, but for those the
/// server wrote on what it returned.
fn unknown_fields(unknown: Vec<String>, prefix: &str) -> ValidationErrors {
    let mut errors = ValidationErrors::default();
    for path in unknown {
        // serde_ignored names an `Option`'s inside `?`: the client sent no such level.
        let path = path.replace(".?", "").replace("?.", "");
        let name = path.rsplit('.').next().unwrap_or(&path);
        if !SERVER_MADE.contains(&name) {
            let field = field_name(&path, prefix);
            errors.add(&field, format!("{field} is not a field this takes: remove it or check its spelling"));
        }
    }
    errors
}

/// A value that is not the shape of the type it was read as: where, as serde's helpers print a
/// path (`.` for the whole, `stats[0].value`), and serde's error.
#[derive(Debug)]
pub struct ShapeError {
    pub path: String,
    pub error: serde_json::Error,
}

impl ShapeError {
    fn new(track: serde_path_to_error::Track, error: serde_json::Error) -> ShapeError {
        ShapeError { path: track.path().to_string(), error }
    }

    /// The error as the field key under `prefix` and a message in the JSON's words.
    fn errors(&self, prefix: &str) -> ValidationErrors {
        let field = field_name(&self.path, prefix);
        let mut errors = ValidationErrors::default();
        errors.add(&field, format!("{field}: {}", plain(&self.error.to_string())));
        errors
    }
}

/// `value` as a `T`, with the paths of the fields it held that `T` does not take (serde ignored
/// them). The API's bodies and the import's records are all read through this one stack of
/// wrappers: each stack compiles its own copy of the reading code of every type read through it.
pub fn deserialize<T: serde::de::DeserializeOwned>(
    value: serde_json::Value,
) -> Result<(T, Vec<String>), ShapeError> {
    let mut unknown = Vec::new();
    let mut track = serde_path_to_error::Track::new();
    let deserializer = serde_path_to_error::Deserializer::new(value, &mut track);
    match serde_ignored::deserialize(deserializer, collect_into(&mut unknown)) {
        Ok(parsed) => Ok((parsed, unknown)),
        Err(error) => Err(ShapeError::new(track, error)),
    }
}

/// What serde_ignored calls with each field it ignored. Made here, outside the generic
/// `deserialize`, so that it is one type: a closure written there would be a type of its own for
/// each `T`, and serde_ignored compiles every wrapper it makes (of each field's type, down to
/// `Option<String>`) again for each callback type.
fn collect_into(unknown: &mut Vec<String>) -> impl FnMut(serde_ignored::Path) + '_ {
    |path| unknown.push(path.to_string())
}

/// A path as serde's helpers print it (`.`, `stats[0].value`, `hero.media`) as the field keys of
/// the contract: `body` for the whole, dotted under a prefix (`stats.0.value`).
fn field_name(path: &str, prefix: &str) -> String {
    match (path, prefix) {
        (".", "") => "body".to_owned(),
        (".", prefix) => prefix.to_owned(),
        (path, "") => path.replace('[', ".").replace(']', "").trim_start_matches('.').to_owned(),
        (path, prefix) => {
            let dotted = path.replace('[', ".").replace(']', "");
            format!("{prefix}.{}", dotted.trim_start_matches('.'))
        }
    }
}

/// serde's message with the Rust types it names ("expected struct ServiceInput", "expected i64",
/// "unknown variant") said in the JSON the client sends ("expected a JSON object", "expected a
/// whole number", "is not one of"): a client can act on that, and the server's insides stay its own.
pub fn plain(message: &str) -> String {
    let message = unknown_variant(message).unwrap_or_else(|| message.to_owned());
    let mut out = String::with_capacity(message.len());
    let mut rest = message.as_str();
    while let Some(at) = rest.find("struct ").or_else(|| rest.find("enum ")) {
        let (before, after) = rest.split_at(at);
        out.push_str(before);
        let (kind, name_start) = if after.starts_with("struct ") {
            ("a JSON object", 7)
        } else {
            ("one of the allowed values", 5)
        };
        let name_len = after[name_start..]
            .find(|c: char| !c.is_alphanumeric() && c != '_')
            .unwrap_or(after.len() - name_start);
        out.push_str(kind);
        rest = &after[name_start + name_len..];
        // "struct X with 5 elements": the count is of the Rust fields, not of anything sent.
        if let Some(tail) = rest.strip_prefix(" with ")
            && let Some(end) = tail.find(" elements")
            && tail[..end].bytes().all(|b| b.is_ascii_digit())
        {
            rest = &tail[end + " elements".len()..];
        }
    }
    out.push_str(rest);
    let mut out = out.replace("expected option", "expected a value or null");
    for (rust, json) in RUST_TYPES {
        out = replace_word(&out, rust, json);
    }
    out
}

/// Rust's names of the types serde expected, as the JSON a client sends them.
const RUST_TYPES: &[(&str, &str)] = &[
    ("expected i8", "expected a whole number"),
    ("expected i16", "expected a whole number"),
    ("expected i32", "expected a whole number"),
    ("expected i64", "expected a whole number"),
    ("expected isize", "expected a whole number"),
    ("expected u8", "expected a whole number of 0 or more"),
    ("expected u16", "expected a whole number of 0 or more"),
    ("expected u32", "expected a whole number of 0 or more"),
    ("expected u64", "expected a whole number of 0 or more"),
    ("expected usize", "expected a whole number of 0 or more"),
    ("expected f32", "expected a number"),
    ("expected f64", "expected a number"),
    ("expected a borrowed string", "expected a string"),
    ("expected unit", "expected null"),
    ("expected a sequence", "expected a JSON array"),
    ("expected a map", "expected a JSON object"),
    ("expected char", "expected a single character"),
];

/// `text` with `word` replaced where it stands alone (`expected i64`, not `expected i64x`).
fn replace_word(text: &str, word: &str, by: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let end = at + word.len();
        let whole = !rest[end..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if whole { by } else { word });
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// "unknown variant `weird`, expected one of `a`, `b`" as "`weird` is not one of the allowed values:
/// `a`, `b`" (or "`weird` is not allowed here" when serde lists none); serde's "unknown field" alike.
fn unknown_variant(message: &str) -> Option<String> {
    if let Some(rest) = message.strip_prefix("unknown field ") {
        return Some(match rest.split_once(", expected one of ") {
            Some((given, fields)) => format!("{given} is not a field this takes; its fields are {fields}"),
            None => format!("{} is not a field this takes", rest.split_once(", ").map_or(rest, |(g, _)| g)),
        });
    }
    let rest = message.strip_prefix("unknown variant ")?;
    let (given, allowed) = match rest.split_once(", expected one of ") {
        Some((given, allowed)) => (given, Some(allowed)),
        None => (rest.split_once(", expected").map_or(rest, |(given, _)| given), None),
    };
    Some(match allowed {
        Some(allowed) => format!("{given} is not one of the allowed values: {allowed}"),
        None => format!("{given} is not allowed here"),
    })
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Input {
        title: Option<String>,
        position: Option<i64>,
        links: Option<Vec<Link>>,
    }

    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Link {
        url: String,
    }

    #[test]
    fn a_field_the_type_does_not_take_is_named_wherever_it_is() {
        let errors = from_json::<Input>(json!({ "title": "A", "imageUrl": "/x.png" }), "").unwrap_err();
        assert!(errors.get("imageUrl").is_some_and(|m| m.contains("imageUrl")), "{errors:?}");
        let errors =
            from_json::<Input>(json!({ "links": [{ "url": "/a", "href": "/b" }] }), "about").unwrap_err();
        assert!(errors.get("about.links.0.href").is_some(), "{errors:?}");
    }

    #[test]
    fn fields_the_server_wrote_may_be_sent_back() {
        let input = json!({ "id": 3, "version": 2, "createdAt": "x", "updatedAt": "y", "title": "A" });
        assert_eq!(from_json::<Input>(input, "").unwrap().title.as_deref(), Some("A"));
    }

    #[test]
    fn messages_say_json_types_not_rust_ones() {
        assert_eq!(
            plain("invalid type: string \"3\", expected i64"),
            "invalid type: string \"3\", expected a whole number"
        );
        assert_eq!(
            plain("invalid value: integer `-1`, expected u32"),
            "invalid value: integer `-1`, expected a whole number of 0 or more"
        );
        assert_eq!(
            plain("invalid type: integer `1`, expected f64"),
            "invalid type: integer `1`, expected a number"
        );
        assert_eq!(
            plain("unknown variant `weird`, expected one of `instagram`, `x`"),
            "`weird` is not one of the allowed values: `instagram`, `x`"
        );
        assert_eq!(
            plain("unknown field `subtitel`, expected one of `eyebrow`, `subtitle`"),
            "`subtitel` is not a field this takes; its fields are `eyebrow`, `subtitle`"
        );
        let errors = from_json::<Input>(json!({ "position": "3" }), "").unwrap_err();
        assert_eq!(
            errors.get("position"),
            Some("position: invalid type: string \"3\", expected a whole number")
        );
    }
}
