//! Site content (issue #16; docs/DESIGN.md, "Site content"): every text block of the public site that
//! was code, as data an admin edits: the hero, the stats, the process, about and the founder, the
//! FAQ, the call-to-action band, the contact intro, the footer's tagline and social links, the
//! Privacy Policy and Terms (Markdown), and which optional sections show.
//!
//! A section not stored yet has its default (`legal.rs` and `Default` below: the copy the site was
//! built with). A change names any sections; within a section it names any fields, and lists are
//! replaced whole. `SiteContent::apply` is the one validation, shared by the API and `import`.
//! In headings, words between asterisks (`*not ads.*`) are drawn in the accent style.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::domain::fields;
use crate::domain::validation::{ValidationErrors, from_json};

/// The networks the footer and the founder can link to (the UI draws their icons).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Network {
    Instagram,
    Tiktok,
    Linkedin,
    X,
    Facebook,
    Youtube,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SocialLink {
    pub network: Network,
    #[schema(example = "https://www.instagram.com/mythagency")]
    pub url: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Hero {
    /// The small line above the headline.
    pub eyebrow: String,
    /// Empty: the site's name.
    pub headline: String,
    pub subtitle: String,
    pub primary_label: String,
    /// Empty: no second button.
    pub secondary_label: String,
    /// Short words along the hero's foot.
    pub capabilities: Vec<String>,
    /// An image or a muted looping video (the agency's reel) from the library, or none.
    pub media: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Stat {
    /// Short text: `100+`, `10K+`, `4.9★`.
    #[schema(example = "500K+")]
    pub value: String,
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    pub title: String,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Process {
    pub heading: String,
    pub intro: String,
    pub steps: Vec<Step>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Belief {
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Founder {
    /// Empty: no founder card.
    pub name: String,
    pub position: String,
    /// From the library, or an http(s) address.
    pub photo: Option<String>,
    pub links: Vec<SocialLink>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct About {
    pub heading: String,
    /// Paragraphs separated by a blank line.
    pub body: String,
    pub values: Vec<Belief>,
    pub founder: Founder,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Question {
    pub question: String,
    pub answer: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Faq {
    pub heading: String,
    /// Shown as a disclosure list and as the home page's FAQPage JSON-LD.
    pub items: Vec<Question>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Cta {
    pub heading: String,
    pub text: String,
    pub button_label: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Contact {
    pub heading: String,
    pub intro: String,
}

/// The footer's line and the agency's profiles.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Social {
    pub tagline: String,
    pub links: Vec<SocialLink>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Legal {
    /// The page at /privacy; empty: no page and no footer link.
    pub privacy_markdown: String,
    /// The page at /terms; empty: no page and no footer link.
    pub terms_markdown: String,
}

/// Which optional parts of the home page show (hidden ones keep their content).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Sections {
    pub visit_counter: bool,
    pub stats: bool,
    pub testimonials: bool,
    pub client_logos: bool,
    pub blog_teaser: bool,
    pub faq: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteContent {
    pub hero: Hero,
    pub stats: Vec<Stat>,
    pub process: Process,
    pub about: About,
    pub faq: Faq,
    pub cta: Cta,
    pub contact: Contact,
    pub social: Social,
    pub legal: Legal,
    pub sections: Sections,
}

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

/// The sections by their key, as stored (one row each) and named in a change.
pub const SECTIONS: [&str; 10] =
    ["hero", "stats", "process", "about", "faq", "cta", "contact", "social", "legal", "sections"];

impl SiteContent {
    /// The defaults overlaid with the stored sections (`(key, JSON)`); a stored section that no
    /// longer reads (a field renamed by a later version) keeps its default and is named in the log.
    pub fn from_rows(rows: &[(String, String)]) -> SiteContent {
        let mut content = SiteContent::default();
        for (key, json) in rows {
            let read = serde_json::from_str::<Value>(json).map_err(|e| e.to_string()).and_then(|value| {
                let input = section_input(key, value).ok_or("not a section")?;
                content.apply(input).map(|applied| content = applied).map_err(|e| e.to_string())
            });
            if let Err(err) = read {
                tracing::warn!(section = %key, %err, "a stored site content section was ignored");
            }
        }
        content
    }

    /// Each section as stored: `(key, JSON)`.
    pub fn rows(&self) -> Vec<(&'static str, String)> {
        let value = serde_json::to_value(self).unwrap_or_default();
        SECTIONS.iter().map(|key| (*key, value[*key].to_string())).collect()
    }

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

    /// The FAQ as visitors see it: none when the section is hidden.
    pub fn visible_faq(&self) -> &[Question] {
        if self.sections.faq { &self.faq.items } else { &[] }
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

impl Default for Hero {
    fn default() -> Hero {
        Hero {
            eyebrow: "Content & social studio · Miami".into(),
            headline: "Content that makes Miami *stop scrolling*.".into(),
            subtitle: "We plan, shoot and post the UGC, reels and social content that turn Miami businesses \
                       into the brands everyone follows."
                .into(),
            primary_label: "Let's talk".into(),
            secondary_label: "See our work".into(),
            capabilities: ["UGC", "Reels & TikTok", "Social management", "Growth strategy"]
                .map(String::from)
                .to_vec(),
            media: None,
        }
    }
}

/// The stats the site was built with (docs/PRODUCT.md §1).
fn default_stats() -> Vec<Stat> {
    [
        ("100+", "UGC videos created"),
        ("10K+", "Followers generated"),
        ("500K+", "Accumulated views"),
        ("4+", "Years growing Miami brands"),
    ]
    .map(|(value, label)| Stat { value: value.into(), label: label.into() })
    .to_vec()
}

impl Default for Process {
    fn default() -> Process {
        let steps = [
            (
                "Discovery",
                "We audit your accounts, your competitors and your customers, and find what makes your business worth following.",
            ),
            (
                "Strategy",
                "Content pillars, formats, a posting calendar and the numbers we will be held to, agreed before anything is shot.",
            ),
            (
                "Execution",
                "Our Miami crew and creators shoot, edit and publish on schedule, and we manage your community every day.",
            ),
            (
                "Optimization",
                "Monthly reports show what worked. We double down on the winners and cut whatever does not earn its place.",
            ),
        ];
        Process {
            heading: "From first call to *compounding* growth.".into(),
            intro: "A simple, repeatable way of working: no mystery retainers, just clear steps and results you can read."
                .into(),
            steps: steps.map(|(title, description)| Step { title: title.into(), description: description.into() }).to_vec(),
        }
    }
}

impl Default for About {
    fn default() -> About {
        let values = [
            ("Bilingual by default", "Content that speaks to Miami in English and Spanish."),
            ("Local creators", "A network of Miami creators matched to your audience."),
            ("Numbers, not vibes", "Monthly reports tied to followers, leads and revenue."),
        ];
        About {
            heading: "A Miami studio that thinks in feeds, *not ads.*".into(),
            body: "We started in 2020 with one camera, one restaurant client and a belief: local businesses deserve \
                   content as good as the big brands'. Four years on, we plan, shoot and run social for restaurants, \
                   hotels, studios and shops across Miami.\n\nSmall by design, we work as an extension of your team: \
                   the people on your first call are the people making your content."
                .into(),
            values: values.map(|(title, text)| Belief { title: title.into(), text: text.into() }).to_vec(),
            founder: Founder::default(),
        }
    }
}

impl Default for Founder {
    fn default() -> Founder {
        Founder {
            name: "Alex Rivera".into(),
            position: "Founder & CEO".into(),
            photo: Some("/images/people/founder.svg".into()),
            links: Vec::new(),
        }
    }
}

impl Default for Faq {
    fn default() -> Faq {
        let items = [
            (
                "What does a social media agency in Miami do for my business?",
                "We plan, create and post the content your customers see: social media revamps, UGC videos, photo and video production, and a posting schedule, then measure what brings customers in and do more of it.",
            ),
            (
                "What are UGC packages?",
                "User-generated content packages are short, authentic videos made by real creators showing your product or place. They cost less than studio ads and are trusted more, on your feed and in paid campaigns.",
            ),
            (
                "How much does social media management cost?",
                "Every plan is built around your goals and budget. Tell us about your business through the contact form and we send a free custom proposal.",
            ),
            (
                "How soon will I see results?",
                "Most clients see more reach and engagement within the first month; growth in followers, leads and sales usually builds over three months of consistent posting and optimization.",
            ),
        ];
        Faq {
            heading: "Questions, *answered.*".into(),
            items: items
                .map(|(question, answer)| Question { question: question.into(), answer: answer.into() })
                .to_vec(),
        }
    }
}

impl Default for Cta {
    fn default() -> Cta {
        Cta {
            heading: "Ready to be the brand Miami can't stop scrolling?".into(),
            text: "Get a free, custom proposal for your business within two business days.".into(),
            button_label: "Get Started Now".into(),
        }
    }
}

impl Default for Contact {
    fn default() -> Contact {
        Contact {
            heading: "Let's talk*.*".into(),
            intro:
                "Tell us where your business is and where you want it to be. We'll come back with a free, \
                    custom proposal for your brand."
                    .into(),
        }
    }
}

impl Default for Social {
    fn default() -> Social {
        Social {
            tagline: "Content people stop scrolling for.".into(),
            links: vec![SocialLink {
                network: Network::Instagram,
                url: "https://www.instagram.com/mythagency".into(),
            }],
        }
    }
}

impl Default for Legal {
    fn default() -> Legal {
        Legal {
            privacy_markdown: crate::domain::legal::PRIVACY.trim().into(),
            terms_markdown: crate::domain::legal::TERMS.trim().into(),
        }
    }
}

impl Default for Sections {
    fn default() -> Sections {
        Sections {
            visit_counter: true,
            stats: true,
            testimonials: true,
            client_logos: true,
            blog_teaser: true,
            faq: true,
        }
    }
}

impl Default for SiteContent {
    fn default() -> SiteContent {
        SiteContent {
            hero: Hero::default(),
            stats: default_stats(),
            process: Process::default(),
            about: About::default(),
            faq: Faq::default(),
            cta: Cta::default(),
            contact: Contact::default(),
            social: Social::default(),
            legal: Legal::default(),
            sections: Sections::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(json: &str) -> SiteContentInput {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn the_defaults_pass_their_own_rules() {
        let defaults = SiteContent::default();
        let every: Value = serde_json::to_value(&defaults).unwrap();
        let input: SiteContentInput = serde_json::from_value(every).unwrap();
        assert_eq!(defaults.apply(input).unwrap(), defaults);
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

    #[test]
    fn stored_rows_overlay_the_defaults_and_a_bad_row_is_ignored() {
        let rows = vec![
            ("cta".to_owned(), r#"{"heading":"Call us today"}"#.to_owned()),
            ("stats".to_owned(), r#""not a list""#.to_owned()),
        ];
        let content = SiteContent::from_rows(&rows);
        assert_eq!(content.cta.heading, "Call us today");
        assert_eq!(content.stats, SiteContent::default().stats);
        let round = SiteContent::from_rows(
            &content.rows().into_iter().map(|(k, v)| (k.to_owned(), v)).collect::<Vec<_>>(),
        );
        assert_eq!(round, content);
    }
}
