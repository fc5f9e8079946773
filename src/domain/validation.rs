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
