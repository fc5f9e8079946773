//! A change to the site content: which sections it names (`SiteContentInput`), each read over the
//! section now (`merge`: the fields it names over the stored ones, a list whole), then held to
//! its fields' rules, which trim text in place and name each field they refuse.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::fields::*;
use super::{
    About, Contact, Cta, Faq, Hero, Legal, Process, Sections, SiteContent, Social, SocialLink, Stat,
};
use crate::domain::fields;
use crate::domain::rules::{Declared, Field, URL_MAX};
use crate::domain::validation::{ValidationErrors, from_json};

/// A change: any sections, each with any of its fields (lists replace the stored list).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteContentInput {
    #[schema(value_type = Option<Hero>)]
    pub hero: Option<Value>,
    #[schema(value_type = Option<Vec<Stat>>)]
    pub stats: Option<Value>,
    #[schema(value_type = Option<Process>)]
    pub process: Option<Value>,
    #[schema(value_type = Option<About>)]
    pub about: Option<Value>,
    #[schema(value_type = Option<Faq>)]
    pub faq: Option<Value>,
    #[schema(value_type = Option<Cta>)]
    pub cta: Option<Value>,
    #[schema(value_type = Option<Contact>)]
    pub contact: Option<Value>,
    #[schema(value_type = Option<Social>)]
    pub social: Option<Value>,
    #[schema(value_type = Option<Legal>)]
    pub legal: Option<Value>,
    #[schema(value_type = Option<Sections>)]
    pub sections: Option<Value>,
    /// The version of each section this change was based on, by its key: a stale one is refused
    /// (412). `If-Match` stands for the one section a change names.
    pub versions: Option<std::collections::BTreeMap<String, i64>>,
}

impl SiteContentInput {
    /// The sections this change names, by their key.
    pub fn named(&self) -> Vec<&'static str> {
        let given = [
            &self.hero,
            &self.stats,
            &self.process,
            &self.about,
            &self.faq,
            &self.cta,
            &self.contact,
            &self.social,
            &self.legal,
            &self.sections,
        ];
        super::SECTIONS
            .into_iter()
            .zip(given)
            .filter(|(_, value)| value.is_some())
            .map(|(key, _)| key)
            .collect()
    }
}

impl Declared for SiteContentInput {
    const RULES: &'static [Field] = &[STATS];
}

impl SiteContent {
    /// The one validation of a change, over the content now: the whole content after it.
    pub fn apply(&self, input: SiteContentInput) -> Result<SiteContent, ValidationErrors> {
        self.apply_noting(input).map(|(next, _)| next)
    }

    /// `apply`, also naming each text of the sections changed whose rule is translatable, by its
    /// path (`process.steps.1.title`): what a change in another language may write.
    pub fn apply_noting(
        &self,
        input: SiteContentInput,
    ) -> Result<(SiteContent, Vec<String>), ValidationErrors> {
        // The errors, and the translatable paths.
        let mut noted = (ValidationErrors::default(), Vec::new());
        let mut next = self.clone();
        if let Some(change) = input.hero {
            merge(&mut noted, "hero", &self.hero, change, &mut next.hero, check_hero);
        }
        if let Some(change) = input.stats {
            merge(&mut noted, "stats", &self.stats, change, &mut next.stats, |c, stats: &mut Vec<Stat>| {
                check_stats(c, stats)
            });
        }
        if let Some(change) = input.process {
            merge(&mut noted, "process", &self.process, change, &mut next.process, check_process);
        }
        if let Some(change) = input.about {
            merge(&mut noted, "about", &self.about, change, &mut next.about, check_about);
        }
        if let Some(change) = input.faq {
            merge(&mut noted, "faq", &self.faq, change, &mut next.faq, check_faq);
        }
        if let Some(change) = input.cta {
            merge(&mut noted, "cta", &self.cta, change, &mut next.cta, check_cta);
        }
        if let Some(change) = input.contact {
            merge(&mut noted, "contact", &self.contact, change, &mut next.contact, check_contact);
        }
        if let Some(change) = input.social {
            merge(&mut noted, "social", &self.social, change, &mut next.social, check_social);
        }
        if let Some(change) = input.legal {
            merge(&mut noted, "legal", &self.legal, change, &mut next.legal, check_legal);
        }
        if let Some(change) = input.sections {
            merge(&mut noted, "sections", &self.sections, change, &mut next.sections, |_, _| {});
        }
        let (errors, translatable) = noted;
        errors.into_result((next, translatable))
    }
}

/// A change of the section `key` alone.
pub fn section_input(key: &str, value: Value) -> Option<SiteContentInput> {
    let mut input = SiteContentInput::default();
    let slot = match key {
        "hero" => &mut input.hero,
        "stats" => &mut input.stats,
        "process" => &mut input.process,
        "about" => &mut input.about,
        "faq" => &mut input.faq,
        "cta" => &mut input.cta,
        "contact" => &mut input.contact,
        "social" => &mut input.social,
        "legal" => &mut input.legal,
        "sections" => &mut input.sections,
        _ => return None,
    };
    *slot = Some(value);
    Some(input)
}

/// Reads a section's change over its value now (an object's fields over the stored ones; a list
/// whole), then checks it; on success it lands in `out`.
fn merge<T: Serialize + DeserializeOwned>(
    (errors, translatable): &mut (ValidationErrors, Vec<String>),
    key: &str,
    now: &T,
    change: Value,
    out: &mut T,
    check: impl Fn(&mut Checker, &mut T),
) {
    let merged = match (serde_json::to_value(now), change) {
        (Ok(Value::Object(mut stored)), Value::Object(given)) => {
            stored.extend(given);
            Value::Object(stored)
        }
        (_, given) => given,
    };
    match from_json::<T>(merged, key) {
        Ok(mut value) => {
            let mut checker = Checker { errors, prefix: key, translatable };
            check(&mut checker, &mut value);
            *out = value;
        }
        Err(shape) => {
            for (field, message) in shape.iter() {
                errors.add(field, message);
            }
        }
    }
}

/// Checks fields under a section's key (`fields.rs` declares each rule), trimming them in place.
struct Checker<'a> {
    errors: &'a mut ValidationErrors,
    prefix: &'a str,
    /// The paths of the texts checked with a translatable rule.
    translatable: &'a mut Vec<String>,
}

impl Checker<'_> {
    fn field(&self, name: &str) -> String {
        if name.is_empty() { self.prefix.to_owned() } else { format!("{}.{name}", self.prefix) }
    }

    /// The text at `name` (a field, or a list's item: `steps.0.title`) held to `rule`.
    fn text(&mut self, name: &str, rule: &Field, value: &mut String) {
        let at = self.field(name);
        *value = rule.check_text_at(self.errors, &at, value);
        if rule.translatable {
            self.translatable.push(at);
        }
    }

    fn count(&mut self, name: &str, rule: &Field, len: usize) {
        let at = self.field(name);
        rule.check_count_at(self.errors, &at, len);
    }

    /// An optional image or video: the library's, a site path or http(s).
    fn media(&mut self, name: &str, rule: &Field, value: &mut Option<String>) {
        let at = self.field(name);
        *value = rule.check_optional_url_at(self.errors, &at, value.take());
    }

    /// Profiles: only http(s) addresses, each network once.
    fn links(&mut self, name: &str, links: &mut [SocialLink]) {
        self.count(name, &LINKS, links.len());
        for i in 0..links.len() {
            links[i].url = links[i].url.trim().to_owned();
            let url = &links[i].url;
            let web = fields::is_safe_url(url) && (url.starts_with("https://") || url.starts_with("http://"));
            if !web || url.chars().count() > URL_MAX {
                let at = self.field(&format!("{name}.{i}.url"));
                self.errors.add(&at, LINK_URL.say("unsafe"));
            }
            if links[..i].iter().any(|l| l.network == links[i].network) {
                let at = self.field(&format!("{name}.{i}.network"));
                self.errors.add(&at, NETWORK.say("taken"));
            }
        }
    }

    /// Each item of a list under `name.{i}`.
    fn items<T>(
        &mut self,
        name: &str,
        rule: &Field,
        items: &mut [T],
        mut check: impl FnMut(&mut Self, &str, &mut T),
    ) {
        self.count(name, rule, items.len());
        for (i, item) in items.iter_mut().enumerate() {
            let at = if name.is_empty() { i.to_string() } else { format!("{name}.{i}") };
            check(self, &at, item);
        }
    }
}

fn check_hero(c: &mut Checker, hero: &mut Hero) {
    c.text("eyebrow", &EYEBROW, &mut hero.eyebrow);
    c.text("headline", &HEADLINE, &mut hero.headline);
    c.text("subtitle", &SUBTITLE, &mut hero.subtitle);
    c.text("primaryLabel", &PRIMARY_LABEL, &mut hero.primary_label);
    c.text("secondaryLabel", &SECONDARY_LABEL, &mut hero.secondary_label);
    c.items("capabilities", &CAPABILITIES, &mut hero.capabilities, |c, at, item| {
        c.text(at, &CAPABILITY, item)
    });
    c.media("media", &HERO_MEDIA, &mut hero.media);
}

fn check_stats(c: &mut Checker, stats: &mut [Stat]) {
    c.items("", &STATS, stats, |c, at, stat| {
        c.text(&format!("{at}.value"), &STAT_VALUE, &mut stat.value);
        c.text(&format!("{at}.label"), &STAT_LABEL, &mut stat.label);
    });
}

fn check_process(c: &mut Checker, process: &mut Process) {
    c.text("heading", &HEADING, &mut process.heading);
    c.text("intro", &INTRO, &mut process.intro);
    c.items("steps", &STEPS, &mut process.steps, |c, at, step| {
        c.text(&format!("{at}.title"), &STEP_TITLE, &mut step.title);
        c.text(&format!("{at}.description"), &STEP_DESCRIPTION, &mut step.description);
    });
}

fn check_about(c: &mut Checker, about: &mut About) {
    c.text("heading", &HEADING, &mut about.heading);
    c.text("body", &ABOUT_BODY, &mut about.body);
    c.items("values", &VALUES, &mut about.values, |c, at, belief| {
        c.text(&format!("{at}.title"), &VALUE_TITLE, &mut belief.title);
        c.text(&format!("{at}.text"), &VALUE_TEXT, &mut belief.text);
    });
    let founder = &mut about.founder;
    c.text("founder.name", &FOUNDER_NAME, &mut founder.name);
    c.text("founder.position", &FOUNDER_POSITION, &mut founder.position);
    c.media("founder.photo", &FOUNDER_PHOTO, &mut founder.photo);
    c.links("founder.links", &mut founder.links);
}

fn check_faq(c: &mut Checker, faq: &mut Faq) {
    c.text("heading", &HEADING, &mut faq.heading);
    c.items("items", &QUESTIONS, &mut faq.items, |c, at, item| {
        c.text(&format!("{at}.question"), &QUESTION, &mut item.question);
        c.text(&format!("{at}.answer"), &ANSWER, &mut item.answer);
    });
}

fn check_cta(c: &mut Checker, cta: &mut Cta) {
    c.text("heading", &CTA_HEADING, &mut cta.heading);
    c.text("text", &CTA_TEXT, &mut cta.text);
    c.text("buttonLabel", &CTA_BUTTON, &mut cta.button_label);
}

fn check_contact(c: &mut Checker, contact: &mut Contact) {
    c.text("heading", &HEADING, &mut contact.heading);
    c.text("intro", &CONTACT_INTRO, &mut contact.intro);
}

fn check_social(c: &mut Checker, social: &mut Social) {
    c.text("tagline", &TAGLINE, &mut social.tagline);
    c.links("links", &mut social.links);
}

fn check_legal(c: &mut Checker, legal: &mut Legal) {
    c.text("privacyMarkdown", &PRIVACY, &mut legal.privacy_markdown);
    c.text("termsMarkdown", &TERMS, &mut legal.terms_markdown);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(json: &str) -> SiteContentInput {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_change_keeps_the_fields_it_does_not_name_and_lists_are_replaced() {
        let now = SiteContent::default();
        let next = now.apply(change(r#"{"hero":{"subtitle":"  A new promise for Miami.  "},"stats":[{"value":"7","label":"Awards"}]}"#)).unwrap();
        assert_eq!(next.hero.subtitle, "A new promise for Miami.");
        assert_eq!(next.hero.primary_label, "Let's talk");
        assert_eq!(next.stats, vec![Stat { value: "7".into(), label: "Awards".into() }]);
        assert_eq!(next.faq, now.faq);
    }

    #[test]
    fn each_rule_names_its_field() {
        let now = SiteContent::default();
        let errors = now
            .apply(change(
                r#"{"stats":[{"value":"A very long stat value","label":"ok label"}],
                    "faq":{"items":[{"question":"Is this fine?","answer":"  "}]},
                    "social":{"links":[{"network":"x","url":"javascript:alert(1)"},{"network":"x","url":"https://x.com/a"}]},
                    "hero":{"subtitle":"short","media":"data:x"},
                    "process":{"steps":[]}}"#,
            ))
            .unwrap_err();
        assert_eq!(
            errors.get("stats.0.value"),
            Some("A stat is a short figure such as 100+ or 4.9★ (at most 12 characters)")
        );
        assert_eq!(errors.get("faq.items.0.answer"), Some("The answer is required"));
        assert_eq!(
            errors.get("social.links.0.url"),
            Some("A profile link must be a web address starting with https://")
        );
        assert!(errors.get("social.links.1.network").is_some());
        assert!(errors.get("hero.subtitle").is_some() && errors.get("hero.media").is_some());
        assert_eq!(errors.get("process.steps"), Some("Keep at least one step"));
    }

    #[test]
    fn a_wrong_shape_is_named_by_its_path() {
        let errors = SiteContent::default()
            .apply(change(r#"{"stats":[{"value":5,"label":"x"}],"hero":{"nope":1}}"#))
            .unwrap_err();
        assert!(errors.get("stats.0.value").is_some(), "{errors:?}");
        assert!(errors.get("hero").is_some() || errors.get("hero.nope").is_some(), "{errors:?}");
    }
}
