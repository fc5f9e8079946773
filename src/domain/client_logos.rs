//! A logo of the trusted-brands marquee (docs/PRODUCT.md §3; rules in §5). Width and position are
//! optional and nullable: the admin form sends null for an empty number field.

use crate::domain::content_kind::content_kind;
use crate::domain::rules::{Field, POSITION};

content_kind! {
    /// A stored client logo.
    ClientLogo("Client logo", "clientLogo", "clientLogos") = ClientLogoFields from ClientLogoInput, known by alt;
    #[schema(example = "/images/logos/brand.svg")]
    src: String = Field::url("src", "Image URL"),
    alt: String = Field::text("alt", "Alt text", 1, 200).translatable(),
    #[serde(default, deserialize_with = "crate::domain::fields::nullable")]
    #[schema(value_type = Option<i64>)]
    width: Option<i64> = Field::number("width", "Width", 16, 600),
    #[serde(default, deserialize_with = "crate::domain::fields::nullable")]
    #[schema(value_type = Option<i64>)]
    position: Option<i64> = POSITION,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::content::ContentFields;
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
