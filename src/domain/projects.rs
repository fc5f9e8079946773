//! A portfolio case of the work showcase (docs/PRODUCT.md §3; rules in §5).

use crate::domain::content_kind::content_kind;
use crate::domain::rules::{DESCRIPTION, Field, POSITION, TITLE};

content_kind! {
    /// A stored project.
    Project("Project", "project", "projects") = ProjectFields from ProjectInput, known by title;
    title: String = TITLE,
    category: String = Field::text("category", "Category", 2, 80).translatable(),
    description: String = DESCRIPTION,
    #[schema(example = "/images/work/case.svg")]
    image: String = Field::url("image", "Image URL"),
    position: i64 = POSITION,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::content::ContentFields;
    use crate::domain::content::assert_empty_create_says;

    #[test]
    fn each_rule_has_the_spec_message() {
        assert_empty_create_says::<ProjectFields>(&[
            ("title", "Title must be at least 2 characters"),
            ("category", "Category must be at least 2 characters"),
            ("description", "Description must be at least 10 characters"),
            ("image", "Image URL is required"),
        ]);
    }

    #[test]
    fn a_data_url_is_not_an_image_address() {
        let input = ProjectInput {
            title: Some("Case".into()),
            category: Some("UGC".into()),
            description: Some("A long enough description.".into()),
            image: Some("data:image/svg+xml,<svg onload=alert(1)>".into()),
            ..Default::default()
        };
        assert!(ProjectFields::parse(input, None).unwrap_err().get("image").is_some());
    }
}
