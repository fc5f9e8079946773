//! A case study (/work/{slug}): its head tags, what it inlines (the study, the next one in the
//! showcase's order, its media's sizes), and its text for readers and crawlers without JavaScript.

use maud::{Markup, PreEscaped, html};
use serde_json::{Map, Value, json};

use super::Snapshot;
use super::head::Meta;
use crate::site::words::Words;
use crate::site::work::Study;

pub fn meta(study: &Study, words: &Words, site: &str) -> Meta {
    Meta::article(
        format!("{} | {site}", study.head_title(words)),
        study.head_description(),
        format!("/work/{}", study.slug),
        study.picture(),
    )
}

/// Adds the study at `index` under `caseStudy`, and its media to the page's `media`.
pub fn add_data(data: &mut Map<String, Value>, snapshot: &Snapshot, index: usize) {
    let work = &snapshot.work;
    let study = &work.studies[index];
    // The next case study in the showcase's order, round to the first.
    let next = work.studies.get((index + 1) % work.studies.len()).filter(|_| work.studies.len() > 1);
    data.insert("caseStudy".into(), json!({ "study": study, "next": next.map(|s| s.link()) }));
    if let Some(Value::Object(media)) = data.get_mut("media") {
        for url in study.media_urls() {
            if let Some(item) = snapshot.study_media.get(url) {
                media.insert(url.clone(), item.clone());
            }
        }
    }
}

/// The case study in the page's <noscript>.
pub fn text(study: &Study) -> Markup {
    html! {
        noscript {
            article {
                h1 { (study.title) }
                p {
                    (study.category)
                    @if !study.client.is_empty() {
                        " · " (study.client)
                    }
                }
                ul {
                    @for result in &study.results {
                        li { strong { (result.value) } " " (result.label) }
                    }
                }
                // Rendered from its Markdown and sanitized by ammonia when it was saved
                // (markdown::render): HTML meant to be inserted as it is.
                (PreEscaped(&study.body_html))
            }
        }
    }
}
