//! The rule of every field of the site content, declared once (`rules.rs`): `change.rs` checks a
//! change with them, the API document publishes them on each section's schema, and the Site
//! Content screen reads them from there.

use super::{
    About, Belief, Contact, Cta, Faq, Founder, Hero, Legal, Process, Question, Social, SocialLink, Stat, Step,
};
use crate::domain::rules::{Declared, Field};

pub const HEADING: Field = Field::line("heading", "The heading", 2, 120).translatable();
pub const INTRO: Field = Field::text("intro", "The introduction", 0, 300).translatable();

pub const EYEBROW: Field = Field::line("eyebrow", "The eyebrow", 0, 80).translatable();
pub const HEADLINE: Field = Field::line("headline", "The headline", 0, 80).translatable();
pub const SUBTITLE: Field = Field::text("subtitle", "The subtitle", 10, 300).translatable();
pub const PRIMARY_LABEL: Field = Field::line("primaryLabel", "The main button's label", 2, 30).translatable();
pub const SECONDARY_LABEL: Field =
    Field::line("secondaryLabel", "The second button's label", 0, 30).translatable();
pub const CAPABILITIES: Field = Field::list("capabilities", "capabilities", 0, 6);
pub const CAPABILITY: Field = Field::line("capabilities", "A capability", 2, 30).translatable();
pub const HERO_MEDIA: Field = Field::url("media", "The picture or video");

impl Declared for Hero {
    const RULES: &'static [Field] =
        &[EYEBROW, HEADLINE, SUBTITLE, PRIMARY_LABEL, SECONDARY_LABEL, CAPABILITIES, CAPABILITY, HERO_MEDIA];
}

/// The stats are a section of their own, a list (`SiteContentInput::stats`).
pub const STATS: Field = Field::list("stats", "stats", 0, 6);
pub const STAT_VALUE: Field = Field::line("value", "A stat", 1, 12)
    .says("A stat is a short figure such as 100+ or 4.9★ (at most 12 characters)");
pub const STAT_LABEL: Field = Field::line("label", "The stat's label", 2, 60).translatable();

impl Declared for Stat {
    const RULES: &'static [Field] = &[STAT_VALUE, STAT_LABEL];
}

pub const STEPS: Field = Field::list("steps", "steps", 1, 8).missing_says("Keep at least one step");
pub const STEP_TITLE: Field = Field::line("title", "The step's title", 2, 60).translatable();
pub const STEP_DESCRIPTION: Field =
    Field::text("description", "The step's description", 10, 300).translatable();

impl Declared for Process {
    const RULES: &'static [Field] = &[HEADING, INTRO, STEPS];
}

impl Declared for Step {
    const RULES: &'static [Field] = &[STEP_TITLE, STEP_DESCRIPTION];
}

pub const ABOUT_BODY: Field = Field::text("body", "The text", 10, 2000).translatable();
pub const VALUES: Field = Field::list("values", "values", 0, 6);
pub const VALUE_TITLE: Field = Field::line("title", "The value's title", 2, 60).translatable();
pub const VALUE_TEXT: Field = Field::text("text", "The value's text", 2, 200).translatable();
pub const FOUNDER_NAME: Field = Field::line("name", "The founder's name", 0, 80);
pub const FOUNDER_POSITION: Field = Field::line("position", "The founder's position", 0, 80).translatable();
pub const FOUNDER_PHOTO: Field = Field::url("photo", "The photo");

impl Declared for About {
    const RULES: &'static [Field] = &[HEADING, ABOUT_BODY, VALUES];
}

impl Declared for Belief {
    const RULES: &'static [Field] = &[VALUE_TITLE, VALUE_TEXT];
}

impl Declared for Founder {
    const RULES: &'static [Field] = &[FOUNDER_NAME, FOUNDER_POSITION, FOUNDER_PHOTO, LINKS];
}

pub const QUESTIONS: Field = Field::list("items", "questions", 0, 20);
pub const QUESTION: Field = Field::line("question", "The question", 5, 200).translatable();
pub const ANSWER: Field = Field::text("answer", "The answer", 1, 1000).translatable();

impl Declared for Faq {
    const RULES: &'static [Field] = &[HEADING, QUESTIONS];
}

impl Declared for Question {
    const RULES: &'static [Field] = &[QUESTION, ANSWER];
}

pub const CTA_HEADING: Field = Field::line("heading", "The heading", 2, 160).translatable();
pub const CTA_TEXT: Field = Field::text("text", "The text", 0, 300).translatable();
pub const CTA_BUTTON: Field = Field::line("buttonLabel", "The button's label", 2, 30).translatable();

impl Declared for Cta {
    const RULES: &'static [Field] = &[CTA_HEADING, CTA_TEXT, CTA_BUTTON];
}

pub const CONTACT_INTRO: Field = Field::text("intro", "The introduction", 0, 400).translatable();

impl Declared for Contact {
    const RULES: &'static [Field] = &[HEADING, CONTACT_INTRO];
}

pub const TAGLINE: Field = Field::line("tagline", "The tagline", 0, 120).translatable();
/// Profile links (the footer's, the founder's): only web addresses, each network once.
pub const LINKS: Field = Field::list("links", "links", 0, 8);
pub const LINK_URL: Field =
    Field::url("url", "A profile link").says("A profile link must be a web address starting with https://");
pub const NETWORK: Field =
    Field::unique("network", "The network").says("Each network once: this one is already linked");

impl Declared for Social {
    const RULES: &'static [Field] = &[TAGLINE, LINKS];
}

impl Declared for SocialLink {
    const RULES: &'static [Field] = &[LINK_URL, NETWORK];
}

pub const PRIVACY: Field = Field::text("privacyMarkdown", "The Privacy Policy", 0, 100_000).translatable();
pub const TERMS: Field = Field::text("termsMarkdown", "The Terms", 0, 100_000).translatable();

impl Declared for Legal {
    const RULES: &'static [Field] = &[PRIVACY, TERMS];
}
