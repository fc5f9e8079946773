//! A portfolio case of the work showcase (docs/PRODUCT.md §3; rules in §5).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::content::{ContentFields, Item};
use crate::domain::fields::pick;
use crate::domain::rules::{DESCRIPTION, Declared, Field, POSITION, TITLE};
use crate::domain::validation::ValidationErrors;

/// A stored project.
pub type Project = Item<ProjectFields>;

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectFields {
    pub title: String,
    pub category: String,
    pub description: String,
    pub image: String,
    pub position: i64,
    pub is_active: bool,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectInput {
    pub title: Option<String>,
    pub category: Option<String>,
    pub description: Option<String>,
    #[schema(example = "/images/work/case.svg")]
    pub image: Option<String>,
    pub position: Option<i64>,
    pub is_active: Option<bool>,
}

const CATEGORY: Field = Field::text("category", "Category", 2, 80).translatable();
const IMAGE: Field = Field::url("image", "Image URL");

impl Declared for ProjectInput {
    const RULES: &'static [Field] = &[TITLE, CATEGORY, DESCRIPTION, IMAGE, POSITION];
}

impl ContentFields for ProjectFields {
    const NAME: &'static str = "Project";
    const LABEL: &'static str = "Project";
    const ONE: &'static str = "project";
    const MANY: &'static str = "projects";
    type Input = ProjectInput;

    /// The one validation of a project: `base` is None on create, the stored fields on update.
    fn label(&self) -> &str {
        &self.title
    }

    fn parse(input: ProjectInput, base: Option<&ProjectFields>) -> Result<ProjectFields, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let title = pick(input.title, base.map(|b| &b.title), String::new());
        let category = pick(input.category, base.map(|b| &b.category), String::new());
        let description = pick(input.description, base.map(|b| &b.description), String::new());
        let image = pick(input.image, base.map(|b| &b.image), String::new());
        let fields = ProjectFields {
            title: TITLE.check_text(&mut errors, &title),
            category: CATEGORY.check_text(&mut errors, &category),
            description: DESCRIPTION.check_text(&mut errors, &description),
            image: IMAGE.check_url(&mut errors, &image),
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
