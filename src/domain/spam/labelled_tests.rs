//! Precision and recall of `judge` on tests/data/inquiries-labelled.json: inquiries written to
//! look like what reaches a Miami agency's form, half spam, in English, Spanish and both.

use serde::Deserialize;

use super::{FormAge, Inquiry, judge};

/// The share of the set's spam `judge` must catch; no genuine inquiry may be caught at all.
const RECALL_FLOOR: f64 = 0.6;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Labelled {
    label: Label,
    lang: String,
    name: String,
    email: String,
    subject: String,
    message: String,
    honeypot: bool,
    form_age: Age,
    identical_recent: u32,
}

#[derive(Deserialize, PartialEq, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum Label {
    Genuine,
    Spam,
}

/// Seconds, or "missing" / "invalid".
#[derive(Deserialize)]
#[serde(untagged)]
enum Age {
    Seconds(i64),
    Word(String),
}

impl Labelled {
    fn inquiry(&self) -> Inquiry<'_> {
        let form_age = match &self.form_age {
            Age::Seconds(s) => FormAge::Seconds(*s),
            Age::Word(word) if word == "missing" => FormAge::Missing,
            Age::Word(word) if word == "invalid" => FormAge::Invalid,
            Age::Word(other) => panic!("formAge must be seconds, \"missing\" or \"invalid\", not {other:?}"),
        };
        Inquiry {
            name: &self.name,
            email: &self.email,
            subject: &self.subject,
            message: &self.message,
            lang: &self.lang,
            honeypot_filled: self.honeypot,
            form_age,
            identical_recent: self.identical_recent,
        }
    }
}

fn labelled() -> Vec<Labelled> {
    serde_json::from_str(include_str!("../../../tests/data/inquiries-labelled.json"))
        .expect("the labelled set parses")
}

#[test]
fn the_labelled_set_is_large_half_spam_and_in_both_languages() {
    let set = labelled();
    let spam = set.iter().filter(|row| row.label == Label::Spam).count();
    assert!(set.len() >= 200, "{} inquiries", set.len());
    assert!(spam * 2 == set.len(), "{spam} spam of {}", set.len());
    for lang in ["en", "es"] {
        for label in [Label::Genuine, Label::Spam] {
            let n = set.iter().filter(|row| row.lang == lang && row.label == label).count();
            assert!(n >= 20, "only {n} in {lang}");
        }
    }
}

#[test]
fn no_genuine_inquiry_is_marked_spam_and_most_spam_is() {
    let set = labelled();
    let (mut caught, mut missed, mut wrongly) = (0u32, 0u32, Vec::new());
    for row in &set {
        let verdict = judge(&row.inquiry());
        match (row.label, verdict.spam) {
            (Label::Spam, true) => caught += 1,
            (Label::Spam, false) => missed += 1,
            (Label::Genuine, true) => {
                wrongly.push(format!("{} ({}): {:?}", row.subject, verdict.score, verdict.reasons))
            }
            (Label::Genuine, false) => {}
        }
    }
    let flagged = caught as f64 + wrongly.len() as f64;
    let precision = if flagged == 0.0 { 0.0 } else { caught as f64 / flagged };
    let recall = caught as f64 / (caught + missed) as f64;
    println!("Spam: precision {precision:.2}, recall {recall:.2} on {} labelled inquiries", set.len());
    println!("({caught} of {} spam caught, {} genuine marked)", caught + missed, wrongly.len());
    assert!(wrongly.is_empty(), "genuine inquiries marked spam:\n{}", wrongly.join("\n"));
    assert!(recall >= RECALL_FLOOR, "recall {recall:.2} is under {RECALL_FLOOR}");
}
