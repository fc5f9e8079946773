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

/// `value` as a `T`, or a shape error (a field of the wrong type, an unknown one) named by its
/// path under `prefix` (`hero.subtitle`, or `body` for the whole of it with no prefix).
pub fn from_json<T: serde::de::DeserializeOwned>(
    value: serde_json::Value,
    prefix: &str,
) -> Result<T, ValidationErrors> {
    serde_path_to_error::deserialize(value).map_err(|err| {
        let path = err.path().to_string();
        let field = match (path.as_str(), prefix) {
            (".", "") => "body".to_owned(),
            (".", prefix) => prefix.to_owned(),
            (path, "") => path.to_owned(),
            // Under a prefix, in the dotted form of the other field keys: `stats.0.value`.
            (path, prefix) => {
                let dotted = path.replace('[', ".").replace(']', "");
                format!("{prefix}.{}", dotted.trim_start_matches('.'))
            }
        };
        let mut errors = ValidationErrors::default();
        errors.add(&field, format!("{field}: {}", plain(&err.inner().to_string())));
        errors
    })
}

/// serde's message with the Rust types it names ("expected struct ServiceInput") said in the
/// JSON the client sends ("expected a JSON object"): a client can act on that, and the server's
/// insides stay its own.
pub fn plain(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
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
    out.replace("expected option", "expected a value or null")
}
