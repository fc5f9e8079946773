//! The site content in another language (docs/DESIGN.md "HTTP contract, phase 3": languages). A
//! section's text in a language is its stored translations (`domain::translations`, named by
//! their path in the section: `steps.1.title`) over the default language's; where a text has no
//! translation but is still the default copy, the language's own default copy stands in, so a
//! new site reads well in every shipped language before anyone translates it.

use std::collections::{BTreeMap, HashMap};
use std::sync::LazyLock;

use serde_json::Value;

use super::{Legal, SECTIONS, SiteContent, read_copy};
use crate::domain::legal;
use crate::domain::translations::{FieldState, Stored, Texts, Translated, overlay};

/// The default copy of each shipped language but the default one, with its legal pages.
static COPIES: LazyLock<Vec<(&'static str, Value)>> = LazyLock::new(|| {
    SHIPPED
        .iter()
        .map(|(lang, json, privacy, terms)| {
            let mut copy = read_copy(json).unwrap_or_else(|e| panic!("site-content.{lang}.json: {e}"));
            copy.legal =
                Legal { privacy_markdown: privacy.trim().into(), terms_markdown: terms.trim().into() };
            (*lang, serde_json::to_value(copy).unwrap_or_default())
        })
        .collect()
});

/// The languages whose default copy ships beside site-content.en.json: the copy, then the
/// Privacy Policy and the Terms (`legal.rs`).
const SHIPPED: &[(&str, &str, &str, &str)] =
    &[("es", include_str!("../site-content.es.json"), legal::PRIVACY_ES, legal::TERMS_ES)];

impl SiteContent {
    /// The content as a visitor of `lang` reads it; `stored` holds the translations into `lang`
    /// by section. A language with neither leaves the content as it is. A text the agency
    /// rewrote shows in the default language until translated: the shipped translation says
    /// what the text used to say.
    pub fn in_language(&self, lang: &str, stored: &HashMap<String, Texts>) -> SiteContent {
        self.with_copy(lang, stored, false)
    }

    /// The content in `lang` as its translator edits it: as a visitor reads it, except that
    /// where the agency rewrote a text the shipped copy translated, that translation stands, out
    /// of date (`translation_states`), to be revised rather than typed again.
    pub fn to_translate(&self, lang: &str, stored: &HashMap<String, Texts>) -> SiteContent {
        self.with_copy(lang, stored, true)
    }

    fn with_copy(&self, lang: &str, stored: &HashMap<String, Texts>, rewritten_too: bool) -> SiteContent {
        let mut content = serde_json::to_value(self).unwrap_or_default();
        let english = serde_json::to_value(SiteContent::default()).unwrap_or_default();
        let copy = COPIES.iter().find(|(l, _)| *l == lang).map(|(_, copy)| copy);
        for key in SECTIONS {
            let mut texts = Texts::new();
            if let Some(copy) = copy {
                let shipped = Shipped::of(&content[key], &english[key], &copy[key]);
                texts.extend(shipped.still);
                if rewritten_too {
                    texts.extend(shipped.rewritten);
                }
            }
            texts.extend(stored.get(key).cloned().unwrap_or_default());
            overlay(&mut content[key], &texts);
        }
        // Only text changed, each within its own field's rules: this reads back.
        serde_json::from_value(content).unwrap_or_else(|_| self.clone())
    }
}

/// Each translated text's state, by section then path (`domain::translations::FieldState`).
pub type States = BTreeMap<String, BTreeMap<String, FieldState>>;

impl SiteContent {
    /// When each text of the content in `lang` was translated and whether its source changed
    /// since: the stored translations (`rows`, of every section), the default copy's texts that
    /// stand in (no date), and those the agency rewrote since, out of date from when their
    /// section last changed (`changed_at`, by section: the shipped copy keeps no date of its
    /// own). A translatable text with none of these is missing.
    pub fn translation_states(
        &self,
        lang: &str,
        rows: Vec<Stored>,
        changed_at: &HashMap<String, String>,
    ) -> States {
        let content = serde_json::to_value(self).unwrap_or_default();
        let english = serde_json::to_value(SiteContent::default()).unwrap_or_default();
        let copy = COPIES.iter().find(|(l, _)| *l == lang).map(|(_, copy)| copy);
        let mut by_section: HashMap<String, Vec<Stored>> = HashMap::new();
        for row in rows.into_iter().filter(|row| row.lang == lang) {
            by_section.entry(row.item_id.clone()).or_default().push(row);
        }
        let mut states = States::new();
        for key in SECTIONS {
            let mut section = BTreeMap::new();
            if let Some(copy) = copy {
                let shipped = Shipped::of(&content[key], &english[key], &copy[key]);
                let standing = FieldState { translated_at: None, outdated_since: None };
                section.extend(shipped.still.into_keys().map(|path| (path, standing.clone())));
                let since = changed_at.get(key).cloned().unwrap_or_default();
                let outdated = FieldState { translated_at: None, outdated_since: Some(since) };
                section.extend(shipped.rewritten.into_keys().map(|path| (path, outdated.clone())));
            }
            let stored = Translated::of(by_section.remove(key).unwrap_or_default(), &content[key]);
            section.extend(stored.translation_states.into_values().flatten());
            if !section.is_empty() {
                states.insert(key.to_owned(), section);
            }
        }
        states
    }
}

/// A language's shipped copy of one section, by path: where the section still holds the default
/// language's copy, and where the agency rewrote a text the copy had translated.
#[derive(Default)]
struct Shipped {
    still: Texts,
    rewritten: Texts,
}

impl Shipped {
    fn of(current: &Value, english: &Value, copy: &Value) -> Shipped {
        let mut shipped = Shipped::default();
        shipped.walk(current, english, copy, "");
        shipped
    }

    fn walk(&mut self, current: &Value, english: &Value, copy: &Value, path: &str) {
        let at = |step: &str| if path.is_empty() { step.to_owned() } else { format!("{path}.{step}") };
        match (current, english, copy) {
            (Value::String(now), Value::String(was), Value::String(translated)) if now == was => {
                self.still.insert(path.to_owned(), translated.clone());
            }
            // Only a text the copy translated has a translation to revise: a figure or a link
            // reads the same in every language.
            (Value::String(_), Value::String(was), Value::String(translated)) if translated != was => {
                self.rewritten.insert(path.to_owned(), translated.clone());
            }
            (Value::Object(now), Value::Object(was), Value::Object(translated)) => {
                for (key, value) in now {
                    if let (Some(was), Some(translated)) = (was.get(key), translated.get(key)) {
                        self.walk(value, was, translated, &at(key));
                    }
                }
            }
            (Value::Array(now), Value::Array(was), Value::Array(translated)) => {
                for (i, value) in now.iter().enumerate() {
                    if let (Some(was), Some(translated)) = (was.get(i), translated.get(i)) {
                        self.walk(value, was, translated, &at(&i.to_string()));
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::site_content::SiteContentInput;

    #[test]
    fn each_shipped_copy_passes_the_rules_and_replaces_every_text_still_at_the_default() {
        for (lang, copy) in COPIES.iter() {
            let translated = SiteContent::default().in_language(lang, &HashMap::new());
            assert_eq!(&serde_json::to_value(&translated).unwrap(), copy, "{lang}: the whole copy");
            let input: SiteContentInput = serde_json::from_value(copy.clone()).unwrap();
            assert_eq!(SiteContent::default().apply(input).map(|_| ()), Ok(()), "{lang}: within the rules");
        }
    }

    #[test]
    fn a_rewritten_text_is_the_agencys_until_translated_and_a_stored_translation_wins() {
        let mut content = SiteContent::default();
        content.hero.subtitle = "Our own words.".into();
        let stored = HashMap::from([(
            "cta".to_owned(),
            Texts::from([("heading".to_owned(), "Hablemos hoy".to_owned())]),
        )]);
        let spanish = content.in_language("es", &stored);
        assert_eq!(spanish.hero.subtitle, "Our own words.");
        assert_ne!(spanish.hero.headline, content.hero.headline, "the default copy's Spanish");
        assert_eq!(spanish.cta.heading, "Hablemos hoy");
        assert_eq!(content.in_language("pt", &stored).cta.heading, "Hablemos hoy");
        assert_eq!(content.in_language("pt", &HashMap::new()), content, "no copy, no translation");
    }

    #[test]
    fn a_rewritten_text_keeps_its_shipped_translation_for_the_translator_out_of_date() {
        let shipped = SiteContent::default().in_language("es", &HashMap::new());
        let mut content = SiteContent::default();
        content.hero.subtitle = "Our own words.".into();
        content.stats[0].value = "200+".into();
        let edited = content.to_translate("es", &HashMap::new());
        assert_eq!(edited.hero.subtitle, shipped.hero.subtitle, "the old Spanish, to revise");
        assert_eq!(edited.stats[0].value, "200+", "a figure is the same in every language");
        let changed = HashMap::from([("hero".to_owned(), "2026-11-28T10:00:00Z".to_owned())]);
        let states = content.translation_states("es", Vec::new(), &changed);
        let subtitle = &states["hero"]["subtitle"];
        assert_eq!(subtitle.outdated_since.as_deref(), Some("2026-11-28T10:00:00Z"));
        assert_eq!(states["hero"]["headline"], FieldState { translated_at: None, outdated_since: None });
        assert!(states["stats"].get("0.value").is_none_or(|s| s.outdated_since.is_none()));
    }
}
