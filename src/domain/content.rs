//! What the kinds of site content (services, projects, testimonials, client logos) share: a
//! stored `Item` is an id and two times beside the kind's own fields, and each kind's fields have
//! one parser shared by create, update and import.

use std::borrow::Cow;

use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::openapi::schema::{AllOfBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

use crate::domain::content_kind::Cell;
use crate::domain::translations::{Translated, TranslationsInput};
use crate::domain::validation::ValidationErrors;

/// The fields of one kind of content, as admins edit them.
pub trait ContentFields: Serialize + ToSchema + Clone + Send + Sync + 'static {
    /// The kind's schema name in the API document: `ClientLogo`.
    const NAME: &'static str;
    /// The kind as a sentence names it: "Client logo".
    const LABEL: &'static str;
    /// The JSON keys of one item (`service`) and of a list (`services`).
    const ONE: &'static str;
    const MANY: &'static str;
    /// The fields' names as stored (`is_active` last), in the order of `cells`.
    const STORED: &'static [&'static str];
    /// A create or partial-update body; unknown fields (such as `id`) are ignored.
    type Input: DeserializeOwned + ToSchema + crate::domain::rules::Declared + Send + 'static;

    /// The version a write's body says it was based on (`api::versions`).
    fn version_of(input: &Self::Input) -> Option<i64>;

    /// The one validation of the kind: `base` is None on create, the stored fields on update.
    fn parse(input: Self::Input, base: Option<&Self>) -> Result<Self, ValidationErrors>;

    /// How a person names the item (its title, a client's name): the activity log says it.
    fn label(&self) -> &str;

    /// Whether visitors see the item (`is_active`).
    fn shown(&self) -> bool;

    /// The values to store, in the order of `STORED`.
    fn cells(&self) -> Vec<Cell>;
    /// The translations a write sends beside the fields, taken out of it.
    fn take_translations(input: &mut Self::Input) -> TranslationsInput;
    /// The fields from their stored values; None when a value is not of its field's type.
    fn from_cells(cells: Vec<Cell>) -> Option<Self>;

    /// The item as the activity log names it: `Service “UGC Packages”`.
    fn subject(&self) -> String {
        format!("{} “{}”", Self::LABEL, self.label())
    }
}

/// A stored item: its id and times, and the kind's fields flattened beside them.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Item<F> {
    pub id: i64,
    #[serde(flatten)]
    pub fields: F,
    /// Raised by each change (`api::versions`).
    pub version: i64,
    pub created_at: String,
    pub updated_at: String,
    /// The admin's answers only: the text in the other languages and its state.
    #[serde(flatten)]
    pub translated: Option<Translated>,
}

/// The schema serde's flatten makes: the fields, and the id and times beside them.
impl<F: ContentFields> PartialSchema for Item<F> {
    fn schema() -> RefOr<Schema> {
        let stored = ObjectBuilder::new()
            .property(
                "id",
                ObjectBuilder::new().schema_type(Type::Integer).format(Some(
                    utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Int64),
                )),
            )
            .required("id")
            .property("version", ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)))
            .required("version")
            .property("createdAt", ObjectBuilder::new().schema_type(Type::String))
            .required("createdAt")
            .property("updatedAt", ObjectBuilder::new().schema_type(Type::String))
            .required("updatedAt");
        // An admin's answer also carries the other languages' text (`Translated`, all optional).
        AllOfBuilder::new()
            .item(Ref::from_schema_name(F::name()))
            .item(stored)
            .item(Ref::from_schema_name(Translated::name()))
            .into()
    }
}

impl<F: ContentFields> ToSchema for Item<F> {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(F::NAME)
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((F::name().into_owned(), F::schema()));
        F::schemas(schemas);
        schemas.push((Translated::name().into_owned(), Translated::schema()));
        Translated::schemas(schemas);
    }
}

/// The message an empty create gets for each field in `expected`: each kind's tests hold its
/// fields to the words of docs/PRODUCT.md §5.
#[cfg(test)]
pub fn assert_empty_create_says<F: ContentFields>(expected: &[(&str, &str)])
where
    F::Input: Default,
{
    let errors = F::parse(F::Input::default(), None).err().expect("an empty create is refused");
    for (field, message) in expected {
        assert_eq!(errors.get(field), Some(*message), "the message of {field}");
    }
}
