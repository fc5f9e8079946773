//! A case study in a language other than the default (docs/DESIGN.md "HTTP contract, phase 3":
//! languages): its body, SEO fields and results' labels are translations (kind `caseStudy`, by
//! project) over the default language's; it has its own slug there, and its own status when one
//! is set, else the default language's (a portfolio shows its work in every language, in the
//! default language's words until translated). Its project's title, category and description
//! are the project's own translations.

use std::collections::BTreeMap;

use crate::domain::case_studies::CaseStudy;
use crate::domain::posts::Status;
use crate::domain::rules::{BODY, Field, SEO_DESCRIPTION, SEO_TITLE};
use crate::domain::slugs;
use crate::domain::translations::{Texts, TranslationChange, text_at};
use crate::domain::validation::ValidationErrors;
use crate::markdown;

/// How translations name case studies.
pub const KIND: &str = "caseStudy";

/// The case study as `texts`, its translations into one language, make it; the body is rendered
/// when `with_body` (the language's own page), not for what only needs its slug and status.
pub fn study_in(study: &CaseStudy, texts: &Texts, with_body: bool) -> CaseStudy {
    let text = |field: &str, default: &str| texts.get(field).cloned().unwrap_or_else(|| default.to_owned());
    let body = texts.get("bodyMarkdown");
    let mut results = study.results.clone();
    for (i, figure) in results.iter_mut().enumerate() {
        if let Some(label) = texts.get(&format!("results.{i}.label")) {
            figure.label = label.clone();
        }
    }
    CaseStudy {
        slug: text("slug", &study.slug),
        status: texts.get("status").and_then(|s| Status::parse(s)).unwrap_or(study.status),
        body_markdown: body.cloned().unwrap_or_else(|| study.body_markdown.clone()),
        body_html: match (with_body, body) {
            (true, Some(body)) => markdown::render(body),
            _ => study.body_html.clone(),
        },
        results,
        seo_title: text("seoTitle", &study.seo_title),
        seo_description: text("seoDescription", &study.seo_description),
        translated: None,
        ..study.clone()
    }
}

/// Checks a change of `study` (as stored in the default language) in `lang`: each text by its
/// field's rule, the slug and status as the default language's are; the rest (client, figures,
/// gallery, video) is the same in every language and refused by name. Answers what to write.
pub fn check_change(
    study: &CaseStudy,
    lang: &str,
    change: BTreeMap<String, String>,
    errors: &mut ValidationErrors,
) -> Vec<TranslationChange> {
    let source = serde_json::to_value(study).unwrap_or_default();
    let label = crate::domain::case_studies::FIGURE_LABEL;
    let mut changes = Vec::new();
    for (field, text) in change {
        let at = format!("translations.{lang}.{field}");
        let is_label = field
            .strip_prefix("results.")
            .and_then(|rest| rest.strip_suffix(".label"))
            .is_some_and(|i| i.parse::<usize>().is_ok_and(|i| i < study.results.len()));
        let rule: Option<&Field> = match field.as_str() {
            "bodyMarkdown" => Some(&BODY),
            "seoTitle" => Some(&SEO_TITLE),
            "seoDescription" => Some(&SEO_DESCRIPTION),
            _ if is_label => Some(&label),
            _ => None,
        };
        let (value, follows) = match (field.as_str(), rule) {
            (_, _) if text.trim().is_empty() => (None, rule.is_some()),
            (_, Some(rule)) => (Some(rule.check_text_at(errors, &at, &text)), true),
            ("slug", None) => (Some(slugs::check(errors, &at, text.trim().to_owned())), false),
            ("status", None) => {
                if Status::parse(text.trim()).is_none() {
                    errors.add(&at, "Status must be draft or published");
                }
                (Some(text.trim().to_owned()), false)
            }
            _ => {
                errors.add(
                    &at,
                    format!("{field} is the same in every language: change it in the default language"),
                );
                continue;
            }
        };
        let source = if follows { text_at(&source, &field).unwrap_or("").to_owned() } else { String::new() };
        changes.push(TranslationChange { lang: lang.to_owned(), field, value, source });
    }
    changes
}
