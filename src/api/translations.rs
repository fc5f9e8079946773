//! What every write and admin read of a translatable item shares (docs/DESIGN.md "HTTP contract,
//! phase 3": languages): the item's other languages as an admin reads them, and the one way a
//! write's `translations` are written, per language, each checked by the item's own rules.

use rusqlite::{Connection, Transaction};
use serde::Serialize;

use crate::db::translations as table;
use crate::domain::rules::Field;
use crate::domain::translations::{
    Texts, Translated, TranslationChange, TranslationsInput, check, rule_named,
};
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, Result};

/// The other languages of the item `kind`/`key` as it is now (`item`).
pub fn of(conn: &Connection, kind: &str, key: &str, item: &impl Serialize) -> Result<Translated> {
    let rows = table::of_item(conn, kind, key)?;
    Ok(Translated::of(rows, &serde_json::to_value(item).unwrap_or_default()))
}

/// The other languages of each item of a list of `kind` (an admin's list), read at once: `key`
/// names an item as translations do, `set` gives it what was found.
pub fn of_each<T: Serialize>(
    conn: &Connection,
    kind: &str,
    items: &mut [T],
    key: impl Fn(&T) -> String,
    set: impl Fn(&mut T, Translated),
) -> Result<()> {
    let mut rows: std::collections::HashMap<String, Vec<_>> = std::collections::HashMap::new();
    for row in table::of_kind(conn, kind)? {
        rows.entry(row.item_id.clone()).or_default().push(row);
    }
    for item in items.iter_mut() {
        let found = rows.remove(&key(item)).unwrap_or_default();
        let translated = Translated::of(found, &serde_json::to_value(&*item).unwrap_or_default());
        set(item, translated);
    }
    Ok(())
}

/// One language's change of an item, checked: what to write, and the slug it had and has there
/// (an article's or a case study's; the same for kinds without one).
pub struct Checked {
    pub changes: Vec<TranslationChange>,
    pub slugs: Option<(String, String)>,
}

/// Writes a write's `translations` of the item `kind`/`key` (`conflict`: the 409 of a slug
/// taken): each language one of `others`,
/// checked by `check` (given the language, its stored texts and the change); a new slug may be
/// no other item's in any language (`taken` asks the default language's table); `moved` is told
/// of a slug changed (the language, the old slug, the texts before) to keep it answering (301).
pub fn write(
    tx: &Transaction,
    (kind, key, conflict): (&str, &str, &str),
    input: TranslationsInput,
    others: &[String],
    mut check: impl FnMut(
        &str,
        &Texts,
        std::collections::BTreeMap<String, String>,
        &mut ValidationErrors,
    ) -> Checked,
    taken: impl Fn(&str) -> Result<bool>,
    mut moved: impl FnMut(&str, &str, &Texts) -> Result<()>,
) -> Result<()> {
    let mut errors = ValidationErrors::default();
    for (lang, change) in input {
        if !others.contains(&lang) {
            let known = if others.is_empty() { "none".to_owned() } else { others.join(", ") };
            errors.add("translations", format!("'{lang}' is not a language to translate into ({known})"));
            continue;
        }
        let stored: Texts = table::of_item(tx, kind, key)?
            .into_iter()
            .filter(|t| t.lang == lang)
            .map(|t| (t.field, t.value))
            .collect();
        let Checked { changes, slugs } = check(&lang, &stored, change, &mut errors);
        if let Some((before, after)) = slugs.filter(|(before, after)| before != after) {
            if taken(&after)? || table::value_taken(tx, kind, "slug", &after, key)? {
                return Err(AppError::Conflict(conflict.to_owned()));
            }
            moved(&lang, &before, &stored)?;
        }
        table::apply(tx, kind, key, &changes)?;
    }
    errors.into_result(())?;
    Ok(())
}

/// `write` for an item whose translatable fields are plain texts, each checked by its declared
/// rule among `rules` (the content kinds, the library's alt text); `item` is it as stored now.
pub fn write_texts(
    tx: &Transaction,
    (kind, key): (&str, &str),
    input: TranslationsInput,
    others: &[String],
    rules: &[Field],
    item: &impl Serialize,
) -> Result<()> {
    let source = serde_json::to_value(item).unwrap_or_default();
    let languages: Vec<&str> = others.iter().map(String::as_str).collect();
    write(
        tx,
        (kind, key, ""),
        input,
        others,
        |lang, _, change, errors| {
            let one = TranslationsInput::from([(lang.to_owned(), change)]);
            Checked { changes: check(one, errors, rule_named(rules), &languages, &source), slugs: None }
        },
        |_| Ok(false),
        |_, _, _| Ok(()),
    )
}
