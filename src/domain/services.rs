//! A service card of the home page (docs/PRODUCT.md §3; rules in §5).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::content::{ContentFields, Item};
use crate::domain::fields::pick;
use crate::domain::rules::{DESCRIPTION, Declared, Field, POSITION, TITLE};
use crate::domain::validation::ValidationErrors;

/// A stored service.
pub type Service = Item<ServiceFields>;

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceFields {
    pub title: String,
    pub description: String,
    pub icon: String,
    pub position: i64,
    pub is_active: bool,
}

/// A create or partial-update body; unknown fields (such as `id`) are ignored.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceInput {
    pub title: Option<String>,
    pub description: Option<String>,
    #[schema(example = "camera")]
    pub icon: Option<String>,
    pub position: Option<i64>,
    pub is_active: Option<bool>,
}

const ICON: Field = Field::icon("icon", "Icon");

impl Declared for ServiceInput {
    const RULES: &'static [Field] = &[TITLE, DESCRIPTION, ICON, POSITION];
}

impl ContentFields for ServiceFields {
    const NAME: &'static str = "Service";
    const LABEL: &'static str = "Service";
    const ONE: &'static str = "service";
    const MANY: &'static str = "services";
    type Input = ServiceInput;

    /// The one validation of a service: `base` is None on create, the stored fields on update.
    fn label(&self) -> &str {
        &self.title
    }

    fn parse(input: ServiceInput, base: Option<&ServiceFields>) -> Result<ServiceFields, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let title = pick(input.title, base.map(|b| &b.title), String::new());
        let description = pick(input.description, base.map(|b| &b.description), String::new());
        let icon = pick(input.icon, base.map(|b| &b.icon), String::new());
        let fields = ServiceFields {
            title: TITLE.check_text(&mut errors, &title),
            description: DESCRIPTION.check_text(&mut errors, &description),
            icon: ICON.check_icon(&mut errors, &icon),
            position: POSITION.check_number(&mut errors, pick(input.position, base.map(|b| &b.position), 0)),
            is_active: pick(input.is_active, base.map(|b| &b.is_active), true),
        };
        errors.into_result(fields)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::content::assert_empty_create_says;

    fn valid() -> ServiceInput {
        ServiceInput {
            title: Some("UGC Packages".into()),
            description: Some("Authentic creator videos.".into()),
            icon: Some("clapperboard".into()),
            ..Default::default()
        }
    }

    #[test]
    fn a_new_service_defaults_to_position_zero_and_active() {
        let fields = ServiceFields::parse(valid(), None).unwrap();
        assert_eq!((fields.position, fields.is_active), (0, true));
    }

    #[test]
    fn each_rule_has_the_spec_message() {
        assert_empty_create_says::<ServiceFields>(&[
            ("title", "Title must be at least 2 characters"),
            ("description", "Description must be at least 10 characters"),
            ("icon", "Icon is required"),
        ]);
    }

    #[test]
    fn an_update_keeps_what_it_does_not_name() {
        let stored = ServiceFields::parse(valid(), None).unwrap();
        let patch = ServiceInput { is_active: Some(false), ..Default::default() };
        let updated = ServiceFields::parse(patch, Some(&stored)).unwrap();
        assert_eq!(updated, ServiceFields { is_active: false, ..stored });
    }

    #[test]
    fn script_urls_are_refused_as_icons() {
        let input = ServiceInput { icon: Some("javascript:alert(1)".into()), ..valid() };
        assert!(ServiceFields::parse(input, None).unwrap_err().get("icon").is_some());
    }
}
