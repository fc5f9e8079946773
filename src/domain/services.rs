//! A service card of the home page (docs/PRODUCT.md §3; rules in §5).

use crate::domain::content_kind::content_kind;
use crate::domain::rules::{DESCRIPTION, Field, POSITION, TITLE};

content_kind! {
    /// A stored service.
    Service("Service", "service", "services") = ServiceFields from ServiceInput, known by title;
    title: String = TITLE,
    description: String = DESCRIPTION,
    #[schema(example = "camera")]
    icon: String = Field::icon("icon", "Icon"),
    position: i64 = POSITION,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::content::ContentFields;
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
