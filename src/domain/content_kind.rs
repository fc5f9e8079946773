//! A kind of site content declared once (docs/ARCHITECTURE.md, "Where a field is declared"):
//! `content_kind!` takes a kind's fields, each with its type and its rule, and makes from that
//! one table the stored fields, the API's input, the published rules, the one parser shared by
//! create, update and import, and the values its table stores. Adding a field to a kind is one
//! line here and one migration.
//!
//! A declarative macro, because the four kinds differ only in their fields: a derive macro would
//! need a crate of its own for the same result, and a validation crate (`garde`, `validator`)
//! would still leave the messages, the schema bridge and the storage to write per kind.

use crate::domain::rules::{Check, Field};
use crate::domain::validation::ValidationErrors;

/// A field's value as its table column holds it; `db::content` turns it into SQLite's own.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Null,
    Integer(i64),
    Text(String),
}

/// What a content field may hold: how a rule checks it and how it is stored.
pub trait FieldValue: Sized + Clone + Default {
    /// The value held to `rule`, its problems added to `errors` under the rule's name.
    fn checked(self, rule: &Field, errors: &mut ValidationErrors) -> Self;
    fn cell(&self) -> Cell;
    /// None when the column holds another type (a damaged database).
    fn from_cell(cell: Cell) -> Option<Self>;
}

impl FieldValue for String {
    fn checked(self, rule: &Field, errors: &mut ValidationErrors) -> Self {
        match rule.check {
            Check::Url => rule.check_url(errors, &self),
            Check::Icon => rule.check_icon(errors, &self),
            _ => rule.check_text(errors, &self),
        }
    }

    fn cell(&self) -> Cell {
        Cell::Text(self.clone())
    }

    fn from_cell(cell: Cell) -> Option<Self> {
        match cell {
            Cell::Text(text) => Some(text),
            _ => None,
        }
    }
}

/// An optional address (an avatar): empty means none, as the admin form sends a cleared field.
impl FieldValue for Option<String> {
    fn checked(self, rule: &Field, errors: &mut ValidationErrors) -> Self {
        rule.check_optional_url(errors, self)
    }

    fn cell(&self) -> Cell {
        self.as_ref().map_or(Cell::Null, String::cell)
    }

    fn from_cell(cell: Cell) -> Option<Self> {
        match cell {
            Cell::Null => Some(None),
            cell => String::from_cell(cell).map(Some),
        }
    }
}

impl FieldValue for i64 {
    fn checked(self, rule: &Field, errors: &mut ValidationErrors) -> Self {
        rule.check_number(errors, self)
    }

    fn cell(&self) -> Cell {
        Cell::Integer(*self)
    }

    fn from_cell(cell: Cell) -> Option<Self> {
        match cell {
            Cell::Integer(n) => Some(n),
            _ => None,
        }
    }
}

impl FieldValue for Option<i64> {
    fn checked(self, rule: &Field, errors: &mut ValidationErrors) -> Self {
        self.map(|n| n.checked(rule, errors))
    }

    fn cell(&self) -> Cell {
        self.as_ref().map_or(Cell::Null, i64::cell)
    }

    fn from_cell(cell: Cell) -> Option<Self> {
        match cell {
            Cell::Null => Some(None),
            cell => i64::from_cell(cell).map(Some),
        }
    }
}

/// Whether an item is shown: it has no rule, and SQLite stores it as 0 or 1.
impl FieldValue for bool {
    fn checked(self, _: &Field, _: &mut ValidationErrors) -> Self {
        self
    }

    fn cell(&self) -> Cell {
        Cell::Integer(i64::from(*self))
    }

    fn from_cell(cell: Cell) -> Option<Self> {
        i64::from_cell(cell).map(|n| n != 0)
    }
}

/// Declares a kind of content. A head line names the stored item (also the kind's name in the
/// API document) with how a sentence names the kind and the JSON keys of one item and of a list,
/// its fields and input types, and the field a person knows an item by; then one line a field,
/// `name: Type = RULE,`, with any attributes the input's field needs above it (a nullable
/// field's `deserialize_with`, a schema example). Every kind also has `is_active`, true unless
/// said otherwise, stored last.
macro_rules! content_kind {
    (
        $(#[$doc:meta])*
        $item:ident($label:literal, $one:literal, $many:literal) = $fields:ident from $input:ident, known by $known_by:ident;
        $( $(#[$input_attr:meta])* $field:ident: $ty:ty = $rule:expr, )+
    ) => {
        $(#[$doc])*
        pub type $item = $crate::domain::content::Item<$fields>;

        #[derive(Debug, Clone, PartialEq, serde::Serialize, utoipa::ToSchema)]
        #[serde(rename_all = "camelCase")]
        pub struct $fields {
            $( pub $field: $ty, )+
            pub is_active: bool,
        }

        /// A create or partial-update body; unknown fields (such as `id`) are ignored.
        #[derive(Debug, Default, serde::Deserialize, utoipa::ToSchema)]
        #[serde(rename_all = "camelCase")]
        pub struct $input {
            $( $(#[$input_attr])* pub $field: Option<$ty>, )+
            pub is_active: Option<bool>,
            /// The text in the other languages, by language then field (`{"es": {"title": "…"}}`);
            /// only the fields given change, and an empty text removes that translation.
            #[schema(value_type = Option<std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>>)]
            pub translations: Option<$crate::domain::translations::TranslationsInput>,
            /// The version this change was based on: a stale one is refused (412), as with
            /// `If-Match`, which wins when both are sent.
            #[schema(minimum = 1)]
            pub version: Option<i64>,
        }

        impl $crate::domain::rules::Declared for $input {
            const RULES: &'static [$crate::domain::rules::Field] = &[$($rule),+];
        }

        impl $crate::domain::content::ContentFields for $fields {
            const NAME: &'static str = stringify!($item);
            const LABEL: &'static str = $label;
            const ONE: &'static str = $one;
            const MANY: &'static str = $many;
            const STORED: &'static [&'static str] = &[$(stringify!($field),)+ "is_active"];
            type Input = $input;

            fn version_of(input: &$input) -> Option<i64> {
                input.version
            }

            fn take_translations(input: &mut $input) -> $crate::domain::translations::TranslationsInput {
                input.translations.take().unwrap_or_default()
            }

            fn parse(
                input: $input,
                base: Option<&$fields>,
            ) -> Result<$fields, $crate::domain::validation::ValidationErrors> {
                use $crate::domain::content_kind::FieldValue;
                use $crate::domain::fields::pick;
                let mut errors = $crate::domain::validation::ValidationErrors::default();
                let fields = $fields {
                    $( $field: pick(input.$field, base.map(|b| &b.$field), Default::default())
                        .checked(&$rule, &mut errors), )+
                    is_active: pick(input.is_active, base.map(|b| &b.is_active), true),
                };
                errors.into_result(fields)
            }

            fn label(&self) -> &str {
                &self.$known_by
            }

            fn shown(&self) -> bool {
                self.is_active
            }

            fn cells(&self) -> Vec<$crate::domain::content_kind::Cell> {
                use $crate::domain::content_kind::FieldValue;
                vec![$(self.$field.cell(),)+ self.is_active.cell()]
            }

            fn from_cells(cells: Vec<$crate::domain::content_kind::Cell>) -> Option<$fields> {
                use $crate::domain::content_kind::FieldValue;
                let mut cells = cells.into_iter();
                Some($fields {
                    $( $field: FieldValue::from_cell(cells.next()?)?, )+
                    is_active: FieldValue::from_cell(cells.next()?)?,
                })
            }
        }
    };
}

pub(crate) use content_kind;
