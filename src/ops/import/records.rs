//! What reading any record of an export shares: where it is in the file (`media[17].createdAt`),
//! its id and times, its fields through the entity's own parser (the API's), and keys that must
//! not repeat. Apart from the sections' own readers, which all use it.

use std::collections::HashSet;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::domain::content::{ContentFields, Item};
use crate::domain::validation::{ShapeError, ValidationErrors, deserialize};

/// Ids and times of a record, kept as exported.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    pub id: i64,
    pub created_at: String,
    #[serde(default)]
    pub updated_at: Option<String>,
    /// Absent from exports made before versions: those items start at 1.
    #[serde(default)]
    pub version: Option<i64>,
}

/// One record: its id and times, and its fields through the entity's own parser.
pub fn record<I: DeserializeOwned, T>(
    value: &Value,
    at: &str,
    parse: impl Fn(I) -> Result<T, ValidationErrors>,
) -> Result<(Meta, T), String> {
    let meta: Meta = typed(value, at)?;
    if meta.id <= 0 {
        return Err(format!("{at}.id: ids are positive whole numbers"));
    }
    version(meta.version, at)?;
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    if let Some(updated) = &meta.updated_at {
        timestamp(updated).map_err(|e| format!("{at}.updatedAt: {e}"))?;
    }
    let input: I = typed(value, at)?;
    let fields = parse(input).map_err(|e| format!("{at}: {e}"))?;
    Ok((meta, fields))
}

/// The items of one kind of content, each checked by the kind's own parser, ids unique.
pub fn content<F: ContentFields>(values: &[Value]) -> Result<Vec<Item<F>>, String> {
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(values.len());
    for (i, value) in values.iter().enumerate() {
        let at = format!("{}[{i}]", F::MANY);
        let (meta, fields) = record(value, &at, |input: F::Input| F::parse(input, None))?;
        if !seen.insert(meta.id) {
            return Err(format!("{at}.id: the id {} appears twice", meta.id));
        }
        out.push(Item {
            id: meta.id,
            fields,
            version: version(meta.version, &at)?,
            updated_at: meta.updated_at.unwrap_or_else(|| meta.created_at.clone()),
            created_at: meta.created_at,
            translated: None,
        });
    }
    Ok(out)
}

/// A record's version: 1 when an export made before versions has none.
pub fn version(version: Option<i64>, at: &str) -> Result<i64, String> {
    match version.unwrap_or(1) {
        v if v > 0 => Ok(v),
        _ => Err(format!("{at}.version: versions are positive whole numbers")),
    }
}

/// Refuses two records with the same `field`, which the database would refuse halfway through.
pub fn unique<T>(items: &[T], name: &str, field: &str, key: impl Fn(&T) -> String) -> Result<(), String> {
    let mut seen = HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let value = key(item);
        if !seen.insert(value.clone()) {
            return Err(format!("{name}[{i}].{field}: '{value}' appears twice"));
        }
    }
    Ok(())
}

pub fn timestamp(value: &str) -> Result<(), String> {
    value.parse::<jiff::Timestamp>().map(|_| ()).map_err(|_| format!("'{value}' is not an RFC 3339 time"))
}

pub fn is_day(value: &str) -> bool {
    jiff::civil::Date::strptime("%Y-%m-%d", value).is_ok()
}

/// `value` as a `T`, or where it is wrong (`media[17].createdAt`) and what the JSON should hold,
/// never Rust's names of types. Fields `T` does not take are left for the other types read from
/// the same record.
pub fn typed<T: DeserializeOwned>(value: &Value, at: &str) -> Result<T, String> {
    deserialize(value.clone()).map(|(parsed, _)| parsed).map_err(|shape| shape_error(at, &shape))
}

pub fn shape_error(at: &str, shape: &ShapeError) -> String {
    let place = match (at, shape.path.as_str()) {
        (at, ".") => at.to_owned(),
        ("", path) => path.to_owned(),
        (at, path) => format!("{at}.{path}"),
    };
    let message = crate::domain::validation::plain(&shape.error.to_string());
    if place.is_empty() { message } else { format!("{place}: {message}") }
}
