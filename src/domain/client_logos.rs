//! A logo of the trusted-brands marquee (docs/PRODUCT.md §3; rules in §5). Width and position are
//! optional and nullable: the admin form sends null for an empty number field.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::content::{ContentFields, Item};
use crate::domain::fields::{nullable, pick};
use crate::domain::rules::{Declared, Field, POSITION};
use crate::domain::validation::ValidationErrors;

/// A stored client logo.
pub type ClientLogo = Item<ClientLogoFields>;

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientLogoFields {
    pub src: String,
    pub alt: String,
    pub width: Option<i64>,
    pub position: Option<i64>,
    pub is_active: bool,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientLogoInput {
    #[schema(example = "/images/logos/brand.svg")]
    pub src: Option<String>,
    pub alt: Option<String>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>)]
    pub width: Option<Option<i64>>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>)]
    pub position: Option<Option<i64>>,
    pub is_active: Option<bool>,
}

const SRC: Field = Field::url("src", "Image URL");
const ALT: Field = Field::text("alt", "Alt text", 1, 200).translatable();
const WIDTH: Field = Field::number("width", "Width", 16, 600);

impl Declared for ClientLogoInput {
    const RULES: &'static [Field] = &[SRC, ALT, WIDTH, POSITION];
}

impl ContentFields for ClientLogoFields {
    const NAME: &'static str = "ClientLogo";
    const LABEL: &'static str = "Client logo";
    const ONE: &'static str = "clientLogo";
    const MANY: &'static str = "clientLogos";
    type Input = ClientLogoInput;

    /// The one validation of a client logo: `base` is None on create, the stored fields on update.
    fn label(&self) -> &str {
        &self.alt
    }

    fn parse(
        input: ClientLogoInput,
        base: Option<&ClientLogoFields>,
    ) -> Result<ClientLogoFields, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let src = pick(input.src, base.map(|b| &b.src), String::new());
        let alt = pick(input.alt, base.map(|b| &b.alt), String::new());
        let width = pick(input.width, base.map(|b| &b.width), None);
        let position = pick(input.position, base.map(|b| &b.position), None);
        let fields = ClientLogoFields {
            src: SRC.check_url(&mut errors, &src),
            alt: ALT.check_text(&mut errors, &alt),
            width: width.map(|w| WIDTH.check_number(&mut errors, w)),
            position: position.map(|p| POSITION.check_number(&mut errors, p)),
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
        assert_empty_create_says::<ClientLogoFields>(&[
            ("src", "Image URL is required"),
            ("alt", "Alt text is required"),
        ]);
    }

    #[test]
    fn null_numbers_are_kept_as_null() {
        let input: ClientLogoInput =
            serde_json::from_str(r#"{"src":"/l.svg","alt":"Brand","width":null,"position":null}"#).unwrap();
        let fields = ClientLogoFields::parse(input, None).unwrap();
        assert_eq!((fields.width, fields.position), (None, None));
    }

    #[test]
    fn an_absurd_width_is_refused() {
        let input: ClientLogoInput =
            serde_json::from_str(r#"{"src":"/l.svg","alt":"Brand","width":100000}"#).unwrap();
        assert_eq!(
            ClientLogoFields::parse(input, None).unwrap_err().get("width"),
            Some("Width must be between 16 and 600")
        );
    }
}
