//! An item's text in the site's other languages (docs/DESIGN.md "HTTP contract, phase 3":
//! languages). The default language's text stays in the item; each translatable field (declared
//! so in `rules`, once) may have a value per other language, stored beside the source text it was
//! written from, so an editor is told which translations are missing and which are out of date.
//!
//! A field is named as the API names it (`title`), or by its path inside a site-content section
//! (`steps.1.title`); `text_at` reads either from the item's JSON.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::domain::rules::Field;
use crate::domain::validation::ValidationErrors;

/// One language's text of an item, by field.
pub type Texts = BTreeMap<String, String>;

/// Every other language's text of an item, by language: the admin's `translations`.
pub type Translations = BTreeMap<String, Texts>;

/// A stored translation of one field.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stored {
    pub item_id: String,
    pub lang: String,
    pub field: String,
    pub value: String,
    /// The default language's text it was written from.
    pub source: String,
    pub updated_at: String,
    /// When the default language's text stopped being `source`.
    #[serde(default)]
    pub outdated_since: Option<String>,
}

/// A stored translation as an export carries it: of what kind of item.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct ExportedText {
    pub kind: String,
    #[serde(flatten)]
    pub text: Stored,
}

/// Every translation of a site, as an export carries it (`translations`): the texts, each
/// item's version in a language, and the old slugs in each language.
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Exported {
    pub texts: Vec<ExportedText>,
    #[serde(default)]
    pub versions: Vec<(String, String, String, i64)>,
    #[serde(default)]
    pub old_slugs: Vec<(String, String, String, String)>,
}

impl Exported {
    /// Checks what an import would write: kinds the site translates, languages that are codes, a
    /// field named, texts within the longest any field takes.
    pub fn check(&self) -> Result<(), String> {
        const KINDS: [&str; 8] =
            ["service", "project", "testimonial", "clientLogo", "post", "caseStudy", "media", "siteContent"];
        for (i, ExportedText { kind, text: t }) in self.texts.iter().enumerate() {
            let at = format!("translations.texts[{i}]");
            if !KINDS.contains(&kind.as_str()) {
                return Err(format!("{at}.kind: '{kind}' is not a kind of content that is translated"));
            }
            if !(2..=3).contains(&t.lang.len()) || !t.lang.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err(format!("{at}.lang: '{}' is not a language code", t.lang));
            }
            if t.field.is_empty() || t.item_id.is_empty() || t.value.chars().count() > 100_000 {
                return Err(format!(
                    "{at}: a translation needs an item, a field and a text of at most 100,000 characters"
                ));
            }
        }
        Ok(())
    }
}

/// What the editor is told of one translated field: when it was written, and since when its
/// source says something else (absent while it is up to date). A translatable field with no
/// entry is missing.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldState {
    /// None: the text is the language's default copy, shipped with the site.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub translated_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outdated_since: Option<String>,
}

/// An item's translations as the admin reads them: the text, and each field's state.
#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Translated {
    /// By language, then field: `{"es": {"title": "…"}}`.
    #[schema(value_type = BTreeMap<String, BTreeMap<String, String>>, required = false)]
    pub translations: Translations,
    /// By language, then field: when each was written and whether its source changed since.
    #[schema(required = false)]
    pub translation_states: BTreeMap<String, BTreeMap<String, FieldState>>,
}

impl Translated {
    /// The stored rows of one item, as they stand against the item as it is now (`item`, its JSON).
    pub fn of(rows: Vec<Stored>, item: &Value) -> Translated {
        let mut translated = Translated::default();
        for row in rows {
            let current = text_at(item, &row.field);
            let outdated_since = match current {
                // Written from no text (an article's own slug, status or time there): nothing to follow.
                _ if row.source.is_empty() => None,
                Some(text) if text == row.source => None,
                // Changed by a write that did not note it (an import, the CLI): since the item's change.
                _ => row
                    .outdated_since
                    .or_else(|| item.get("updatedAt").and_then(Value::as_str).map(str::to_owned))
                    .or_else(|| Some(row.updated_at.clone())),
            };
            translated.translation_states.entry(row.lang.clone()).or_default().insert(
                row.field.clone(),
                FieldState { translated_at: Some(row.updated_at), outdated_since },
            );
            translated.translations.entry(row.lang).or_default().insert(row.field, row.value);
        }
        translated
    }
}

/// The text at `path` of an item's JSON: a field (`title`) or a path through objects and lists
/// (`steps.1.title`, `capabilities.0`).
pub fn text_at<'a>(item: &'a Value, path: &str) -> Option<&'a str> {
    item.pointer(&pointer(path))?.as_str()
}

/// Puts `texts` over the item's JSON: each field that has a text in the language replaces the
/// default language's, the others stay (a visitor reads every field, translated or not).
pub fn overlay(item: &mut Value, texts: &Texts) {
    for (path, text) in texts {
        // Only text is translated: a path that no longer leads to text (a list grew shorter) is left.
        if let Some(at) = item.pointer_mut(&pointer(path)).filter(|at| at.is_string()) {
            *at = Value::String(text.clone());
        }
    }
}

/// The paths at which `after` differs from `before`: each text or value that changed, or the
/// list or object whose shape did (a list grown or shortened).
pub fn changed_paths(before: &Value, after: &Value, path: &str, out: &mut Vec<String>) {
    let at = |step: &str| if path.is_empty() { step.to_owned() } else { format!("{path}.{step}") };
    match (before, after) {
        (Value::Object(was), Value::Object(now)) if was.len() == now.len() && was.keys().eq(now.keys()) => {
            for (key, value) in now {
                changed_paths(&was[key], value, &at(key), out);
            }
        }
        (Value::Array(was), Value::Array(now)) if was.len() == now.len() => {
            for (i, (was, now)) in was.iter().zip(now).enumerate() {
                changed_paths(was, now, &at(&i.to_string()), out);
            }
        }
        (was, now) if was != now => out.push(path.to_owned()),
        _ => {}
    }
}

/// The JSON pointer of a field's path (`steps.1.title` is `/steps/1/title`).
fn pointer(path: &str) -> String {
    format!("/{}", path.replace('.', "/"))
}

/// A change of an item's translations as a write sends it (`translations`: by language, by field;
/// an empty text removes that translation), checked with each field's own rule by `check`.
pub type TranslationsInput = BTreeMap<String, BTreeMap<String, String>>;

/// The rule of a field among a kind's `rules` (`Declared::RULES`).
pub fn rule_named<'r>(rules: &'r [Field]) -> impl Fn(&str) -> Option<&'r Field> {
    move |name| rules.iter().find(|r| r.name == name)
}

/// One checked change: the text to keep (None: remove it) with the source it translates.
#[derive(Debug, Clone, PartialEq)]
pub struct TranslationChange {
    pub lang: String,
    pub field: String,
    pub value: Option<String>,
    pub source: String,
}

/// Checks each text with the rule `rule_for` gives its field (one that is not translatable is
/// refused), in a language of the site other than the default; `item` is the item as it will be
/// stored, whose text each translation is written from.
pub fn check<'r>(
    input: TranslationsInput,
    errors: &mut ValidationErrors,
    rule_for: impl Fn(&str) -> Option<&'r Field>,
    others: &[&str],
    item: &Value,
) -> Vec<TranslationChange> {
    let mut changes = Vec::new();
    for (lang, texts) in input {
        if !others.contains(&lang.as_str()) {
            let list = if others.is_empty() { "none".to_owned() } else { others.join(", ") };
            errors.add(
                "translations",
                format!("'{lang}' is not a language to translate into (this site's: {list})"),
            );
            continue;
        }
        for (field, text) in texts {
            let key = format!("translations.{lang}.{field}");
            let Some(rule) = rule_for(&field).filter(|r| r.translatable) else {
                errors.add(&key, format!("{field} is not a field that is translated"));
                continue;
            };
            let source = text_at(item, &field).unwrap_or("").to_owned();
            let value = match text.trim().is_empty() {
                true => None,
                false => Some(rule.check_text_at(errors, &key, &text)),
            };
            changes.push(TranslationChange { lang: lang.clone(), field, value, source });
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_path_reads_and_an_overlay_writes_text_through_objects_and_lists() {
        let mut item = json!({"heading": "Hi", "steps": [{"title": "One"}, {"title": "Two"}], "n": 3});
        assert_eq!(text_at(&item, "steps.1.title"), Some("Two"));
        assert_eq!(text_at(&item, "steps.5.title"), None);
        assert_eq!(text_at(&item, "n"), None);
        let texts = Texts::from([
            ("heading".to_owned(), "Hola".to_owned()),
            ("steps.1.title".to_owned(), "Dos".to_owned()),
            ("steps.7.title".to_owned(), "Ocho".to_owned()),
            ("n".to_owned(), "tres".to_owned()),
        ]);
        overlay(&mut item, &texts);
        assert_eq!(item, json!({"heading": "Hola", "steps": [{"title": "One"}, {"title": "Dos"}], "n": 3}));
    }

    #[test]
    fn changed_paths_name_each_text_changed_and_each_list_reshaped() {
        let before = json!({"heading": "Hi", "steps": [{"title": "One"}], "items": [1, 2], "on": true});
        let after = json!({"heading": "Hola", "steps": [{"title": "One"}], "items": [1], "on": false});
        let mut paths = Vec::new();
        changed_paths(&before, &after, "", &mut paths);
        assert_eq!(paths, ["heading", "items", "on"]);
    }

    #[test]
    fn a_translation_whose_source_changed_is_out_of_date_since_then() {
        let row = |field: &str, source: &str, since: Option<&str>| Stored {
            item_id: "1".into(),
            lang: "es".into(),
            field: field.into(),
            value: "x".into(),
            source: source.into(),
            updated_at: "2026-01-01".into(),
            outdated_since: since.map(str::to_owned),
        };
        let item = json!({"title": "New title", "description": "Same", "updatedAt": "2026-03-01"});
        let translated = Translated::of(
            vec![
                row("title", "Old title", Some("2026-02-01")),
                row("description", "Same", None),
                row("category", "Gone", None),
            ],
            &item,
        );
        let states = &translated.translation_states["es"];
        assert_eq!(states["title"].outdated_since.as_deref(), Some("2026-02-01"));
        assert_eq!(states["title"].translated_at.as_deref(), Some("2026-01-01"));
        assert_eq!(states["description"].outdated_since, None);
        assert_eq!(states["category"].outdated_since.as_deref(), Some("2026-03-01"));
    }
}
