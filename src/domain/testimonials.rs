//! A client story (docs/PRODUCT.md §3; rules in §5). `position` is the person's job title.

use crate::domain::content_kind::content_kind;
use crate::domain::rules::Field;

content_kind! {
    /// A stored testimonial.
    Testimonial("Testimonial", "testimonial", "testimonials") = TestimonialFields from TestimonialInput, known by name;
    name: String = Field::text("name", "Name", 2, 100),
    position: String = Field::text("position", "Position", 2, 100).translatable(),
    company: String = Field::text("company", "Company", 2, 120),
    quote: String = Field::text("quote", "Quote", 10, 2000).translatable(),
    #[serde(default, deserialize_with = "crate::domain::fields::nullable")]
    #[schema(value_type = Option<String>)]
    avatar: Option<String> = Field::url("avatar", "Avatar"),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::content::ContentFields;
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
