//! A visit record from the site's tracker: a page load (no duration) or time spent on a page.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::domain::validation::ValidationErrors;

/// A day in milliseconds: no one stays on a page longer, and clocks that say so are wrong.
pub const MAX_DURATION_MS: i64 = 24 * 60 * 60 * 1000;
pub const MAX_PAGE_LEN: usize = 2048;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VisitInput {
    #[schema(min_length = 1, max_length = 2048, pattern = "^/", example = "/blog")]
    pub page: Option<String>,
    #[schema(minimum = 0, maximum = 86400000)]
    pub visit_duration: Option<i64>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Visit {
    pub page: String,
    /// None for a page load, which is what counts as a visit.
    pub duration_ms: Option<i64>,
}

impl Visit {
    pub fn parse(input: VisitInput) -> Result<Visit, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let page = input.page.unwrap_or_default();
        if !page.starts_with('/') {
            errors.add("page", "Page must be a path starting with /");
        } else if page.len() > MAX_PAGE_LEN {
            errors.add("page", format!("Page must be at most {MAX_PAGE_LEN} characters"));
        } else if page.chars().any(char::is_control) {
            errors.add("page", "Page contains characters that are not allowed");
        }
        if let Some(ms) = input.visit_duration.filter(|ms| !(0..=MAX_DURATION_MS).contains(ms)) {
            errors.add(
                "visitDuration",
                format!("Visit duration must be between 0 and {MAX_DURATION_MS} ms, not {ms}"),
            );
        }
        errors.into_result(Visit { page, duration_ms: input.visit_duration })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_paths_and_durations_are_bounded() {
        assert!(Visit::parse(VisitInput { page: Some("/blog".into()), visit_duration: None }).is_ok());
        assert!(
            Visit::parse(VisitInput { page: Some("/".into()), visit_duration: Some(MAX_DURATION_MS) })
                .is_ok()
        );
        for (page, duration) in [("blog", None), ("/", Some(-1)), ("/", Some(MAX_DURATION_MS + 1))] {
            let input = VisitInput { page: Some(page.into()), visit_duration: duration };
            assert!(Visit::parse(input).is_err(), "{page} {duration:?}");
        }
        let long = "/".repeat(MAX_PAGE_LEN + 1);
        assert!(Visit::parse(VisitInput { page: Some(long), visit_duration: None }).is_err());
    }
}
