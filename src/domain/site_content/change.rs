//! A change to the site content: which sections it names (`SiteContentInput`), each read over the
//! section now (`merge`: the fields it names over the stored ones, a list whole), then held to
//! its fields' rules, which trim text in place and name each field they refuse.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::{
    About, Contact, Cta, Faq, Hero, Legal, Process, Sections, SiteContent, Social, SocialLink, Stat,
};
use crate::domain::fields;
use crate::domain::validation::{ValidationErrors, from_json};

/// A change: any sections, each with any of its fields (lists replace the stored list).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteContentInput {
    #[schema(value_type = Option<Hero>)]
    pub hero: Option<Value>,
    #[schema(value_type = Option<Vec<Stat>>, max_items = 6)]
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
}

impl SiteContent {
    /// The one validation of a change, over the content now: the whole content after it.
    pub fn apply(&self, input: SiteContentInput) -> Result<SiteContent, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let mut next = self.clone();
        if let Some(change) = input.hero {
            merge(&mut errors, "hero", &self.hero, change, &mut next.hero, check_hero);
        }
        if let Some(change) = input.stats {
            merge(&mut errors, "stats", &self.stats, change, &mut next.stats, |c, stats: &mut Vec<Stat>| {
                check_stats(c, stats)
            });
        }
        if let Some(change) = input.process {
            merge(&mut errors, "process", &self.process, change, &mut next.process, check_process);
        }
        if let Some(change) = input.about {
            merge(&mut errors, "about", &self.about, change, &mut next.about, check_about);
        }
        if let Some(change) = input.faq {
            merge(&mut errors, "faq", &self.faq, change, &mut next.faq, check_faq);
        }
        if let Some(change) = input.cta {
            merge(&mut errors, "cta", &self.cta, change, &mut next.cta, check_cta);
        }
        if let Some(change) = input.contact {
            merge(&mut errors, "contact", &self.contact, change, &mut next.contact, check_contact);
        }
        if let Some(change) = input.social {
            merge(&mut errors, "social", &self.social, change, &mut next.social, check_social);
        }
        if let Some(change) = input.legal {
            merge(&mut errors, "legal", &self.legal, change, &mut next.legal, check_legal);
        }
        if let Some(change) = input.sections {
            merge(&mut errors, "sections", &self.sections, change, &mut next.sections, |_, _| {});
        }
        errors.into_result(next)
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
    errors: &mut ValidationErrors,
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
            let mut checker = Checker { errors, prefix: key };
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

/// Checks fields under a section's key, trimming them in place.
struct Checker<'a> {
    errors: &'a mut ValidationErrors,
    prefix: &'a str,
}

impl Checker<'_> {
    fn field(&self, name: &str) -> String {
        if name.is_empty() { self.prefix.to_owned() } else { format!("{}.{name}", self.prefix) }
    }

    /// Text of `min`–`max` characters; `what` names it in the message ("The subtitle").
    fn text(&mut self, name: &str, value: &mut String, min: usize, max: usize, what: &str) {
        *value = value.trim().to_owned();
        let len = value.chars().count();
        let field = self.field(name);
        if len < min {
            let message = if min == 1 {
                format!("{what} is required")
            } else {
                format!("{what} must be at least {min} characters")
            };
            self.errors.add(&field, message);
        } else if len > max {
            self.errors.add(&field, format!("{what} must be at most {max} characters"));
        } else if value.chars().any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t') {
            self.errors.add(&field, format!("{what} contains characters that are not allowed"));
        }
    }

    /// Short text on one line: a label, a figure.
    fn line(&mut self, name: &str, value: &mut String, min: usize, max: usize, what: &str) {
        self.text(name, value, min, max, what);
        if value.contains(['\n', '\r']) {
            self.errors.add(&self.field(name), format!("{what} must fit on one line"));
        }
    }

    fn count<T>(&mut self, name: &str, items: &[T], max: usize, what: &str) {
        if items.len() > max {
            self.errors.add(&self.field(name), format!("Keep at most {max} {what}"));
        }
    }

    /// An optional image or video: the library's, a site path or http(s).
    fn media(&mut self, name: &str, value: &mut Option<String>) {
        let field = self.field(name);
        *value = fields::optional_url(self.errors, &field, value.take());
    }

    /// Profiles: only http(s) addresses, each network once.
    fn links(&mut self, name: &str, links: &mut [SocialLink]) {
        self.count(name, links, 8, "links");
        for i in 0..links.len() {
            links[i].url = links[i].url.trim().to_owned();
            let url = &links[i].url;
            let web = fields::is_safe_url(url) && (url.starts_with("https://") || url.starts_with("http://"));
            if !web || url.chars().count() > 2048 {
                let field = self.field(&format!("{name}.{i}.url"));
                self.errors.add(&field, "A profile link must be a web address starting with https://");
            }
            if links[..i].iter().any(|l| l.network == links[i].network) {
                let field = self.field(&format!("{name}.{i}.network"));
                self.errors.add(&field, "Each network once: this one is already linked");
            }
        }
    }
}

fn check_hero(c: &mut Checker, hero: &mut Hero) {
    c.line("eyebrow", &mut hero.eyebrow, 0, 80, "The eyebrow");
    c.line("headline", &mut hero.headline, 0, 80, "The headline");
    c.text("subtitle", &mut hero.subtitle, 10, 300, "The subtitle");
    c.line("primaryLabel", &mut hero.primary_label, 2, 30, "The main button's label");
    c.line("secondaryLabel", &mut hero.secondary_label, 0, 30, "The second button's label");
    c.count("capabilities", &hero.capabilities, 6, "capabilities");
    for (i, item) in hero.capabilities.iter_mut().enumerate() {
        c.line(&format!("capabilities.{i}"), item, 2, 30, "A capability");
    }
    c.media("media", &mut hero.media);
}

fn check_stats(c: &mut Checker, stats: &mut [Stat]) {
    c.count("", stats, 6, "stats");
    for (i, stat) in stats.iter_mut().enumerate() {
        c.line(&format!("{i}.value"), &mut stat.value, 1, 12, "A stat");
        if c.errors.get(&c.field(&format!("{i}.value"))).is_some() {
            // Replaced by the message that says what a stat is.
            let field = c.field(&format!("{i}.value"));
            c.errors.replace(&field, "A stat is a short figure such as 100+ or 4.9★ (at most 12 characters)");
        }
        c.line(&format!("{i}.label"), &mut stat.label, 2, 60, "The stat's label");
    }
}

fn check_process(c: &mut Checker, process: &mut Process) {
    c.line("heading", &mut process.heading, 2, 120, "The heading");
    c.text("intro", &mut process.intro, 0, 300, "The introduction");
    if process.steps.is_empty() {
        c.errors.add(&c.field("steps"), "Keep at least one step");
    }
    c.count("steps", &process.steps, 8, "steps");
    for (i, step) in process.steps.iter_mut().enumerate() {
        c.line(&format!("steps.{i}.title"), &mut step.title, 2, 60, "The step's title");
        c.text(&format!("steps.{i}.description"), &mut step.description, 10, 300, "The step's description");
    }
}

fn check_about(c: &mut Checker, about: &mut About) {
    c.line("heading", &mut about.heading, 2, 120, "The heading");
    c.text("body", &mut about.body, 10, 2000, "The text");
    c.count("values", &about.values, 6, "values");
    for (i, belief) in about.values.iter_mut().enumerate() {
        c.line(&format!("values.{i}.title"), &mut belief.title, 2, 60, "The value's title");
        c.text(&format!("values.{i}.text"), &mut belief.text, 2, 200, "The value's text");
    }
    let founder = &mut about.founder;
    c.line("founder.name", &mut founder.name, 0, 80, "The founder's name");
    c.line("founder.position", &mut founder.position, 0, 80, "The founder's position");
    c.media("founder.photo", &mut founder.photo);
    c.links("founder.links", &mut founder.links);
}

fn check_faq(c: &mut Checker, faq: &mut Faq) {
    c.line("heading", &mut faq.heading, 2, 120, "The heading");
    c.count("items", &faq.items, 20, "questions");
    for (i, item) in faq.items.iter_mut().enumerate() {
        c.line(&format!("items.{i}.question"), &mut item.question, 5, 200, "The question");
        c.text(&format!("items.{i}.answer"), &mut item.answer, 1, 1000, "The answer");
    }
}

fn check_cta(c: &mut Checker, cta: &mut Cta) {
    c.line("heading", &mut cta.heading, 2, 160, "The heading");
    c.text("text", &mut cta.text, 0, 300, "The text");
    c.line("buttonLabel", &mut cta.button_label, 2, 30, "The button's label");
}

fn check_contact(c: &mut Checker, contact: &mut Contact) {
    c.line("heading", &mut contact.heading, 2, 120, "The heading");
    c.text("intro", &mut contact.intro, 0, 400, "The introduction");
}

fn check_social(c: &mut Checker, social: &mut Social) {
    c.line("tagline", &mut social.tagline, 0, 120, "The tagline");
    c.links("links", &mut social.links);
}

fn check_legal(c: &mut Checker, legal: &mut Legal) {
    c.text("privacyMarkdown", &mut legal.privacy_markdown, 0, 100_000, "The Privacy Policy");
    c.text("termsMarkdown", &mut legal.terms_markdown, 0, 100_000, "The Terms");
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
