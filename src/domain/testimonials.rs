//! A client story (docs/PRODUCT.md §3; rules in §5). `position` is the person's job title.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::content::{ContentFields, Item};
use crate::domain::fields::{nullable, pick};
use crate::domain::rules::{Declared, Field};
use crate::domain::validation::ValidationErrors;

/// A stored testimonial.
pub type Testimonial = Item<TestimonialFields>;

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TestimonialFields {
    pub name: String,
    pub position: String,
    pub company: String,
    pub quote: String,
    pub avatar: Option<String>,
    pub is_active: bool,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TestimonialInput {
    pub name: Option<String>,
    pub position: Option<String>,
    pub company: Option<String>,
    pub quote: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<String>)]
    pub avatar: Option<Option<String>>,
    pub is_active: Option<bool>,
}

const NAME: Field = Field::text("name", "Name", 2, 100);
const POSITION: Field = Field::text("position", "Position", 2, 100);
const COMPANY: Field = Field::text("company", "Company", 2, 120);
const QUOTE: Field = Field::text("quote", "Quote", 10, 2000).translatable();
const AVATAR: Field = Field::url("avatar", "Avatar");

impl Declared for TestimonialInput {
    const RULES: &'static [Field] = &[NAME, POSITION, COMPANY, QUOTE, AVATAR];
}

impl ContentFields for TestimonialFields {
    const NAME: &'static str = "Testimonial";
    const LABEL: &'static str = "Testimonial";
    const ONE: &'static str = "testimonial";
    const MANY: &'static str = "testimonials";
    type Input = TestimonialInput;

    /// The one validation of a testimonial: `base` is None on create, the stored fields on update.
    fn label(&self) -> &str {
        &self.name
    }

    fn parse(
        input: TestimonialInput,
        base: Option<&TestimonialFields>,
    ) -> Result<TestimonialFields, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let name = pick(input.name, base.map(|b| &b.name), String::new());
        let position = pick(input.position, base.map(|b| &b.position), String::new());
        let company = pick(input.company, base.map(|b| &b.company), String::new());
        let quote = pick(input.quote, base.map(|b| &b.quote), String::new());
        let avatar = pick(input.avatar, base.map(|b| &b.avatar), None);
        let fields = TestimonialFields {
            name: NAME.check_text(&mut errors, &name),
            position: POSITION.check_text(&mut errors, &position),
            company: COMPANY.check_text(&mut errors, &company),
            quote: QUOTE.check_text(&mut errors, &quote),
            avatar: AVATAR.check_optional_url(&mut errors, avatar),
            is_active: pick(input.is_active, base.map(|b| &b.is_active), true),
        };
        errors.into_result(fields)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::content::assert_empty_create_says;

    #[test]
    fn each_rule_has_the_spec_message() {
        assert_empty_create_says::<TestimonialFields>(&[
            ("name", "Name must be at least 2 characters"),
            ("position", "Position must be at least 2 characters"),
            ("company", "Company must be at least 2 characters"),
            ("quote", "Quote must be at least 10 characters"),
        ]);
    }

    #[test]
    fn avatar_is_optional_nullable_and_cleared_by_null_or_empty() {
        let input: TestimonialInput = serde_json::from_str(
            r#"{"name":"Ana","position":"Owner","company":"Cafe","quote":"They doubled our reach.","avatar":"/a.svg"}"#,
        )
        .unwrap();
        let stored = TestimonialFields::parse(input, None).unwrap();
        assert_eq!(stored.avatar.as_deref(), Some("/a.svg"));
        let keep: TestimonialInput = serde_json::from_str(r#"{"isActive":false}"#).unwrap();
        assert_eq!(TestimonialFields::parse(keep, Some(&stored)).unwrap().avatar.as_deref(), Some("/a.svg"));
        let clear: TestimonialInput = serde_json::from_str(r#"{"avatar":null}"#).unwrap();
        assert_eq!(TestimonialFields::parse(clear, Some(&stored)).unwrap().avatar, None);
        let empty: TestimonialInput = serde_json::from_str(r#"{"avatar":""}"#).unwrap();
        assert_eq!(TestimonialFields::parse(empty, Some(&stored)).unwrap().avatar, None);
    }
}
