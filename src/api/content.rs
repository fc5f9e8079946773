//! The CRUD shared by the four kinds of site content (services, projects, testimonials, client
//! logos): list, get, create, partial update, delete, over any kind with fields (`domain`) and a
//! table (`db`). One item's answer carries its version as its ETag, and a write based on an older
//! version is refused (`api::versions`). The HTTP behaviour is written once, here; each kind's module declares its routes with
//! `content_routes!`, which names its handlers and documents them.
//!
//! Anonymous GETs see active items only; an admin's GET sees all of them. Writes need an admin.

use std::borrow::Cow;

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::ser::SerializeMap;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

use std::collections::HashMap;

use serde_json::json;

use crate::api::extract::{Editor, Id, Lang, MaybeAdmin};
use crate::api::json::Json;
use crate::api::translations as languages;
use crate::api::versions::{Expected, etag};
use crate::db::content::{self as table, ContentTable};
use crate::db::translations;
use crate::domain::content::{ContentFields, Item};
use crate::domain::rules::Declared;
use crate::domain::translations::{Stored, Translated, TranslationsInput, overlay};
use crate::error::{AppError, Result};
use crate::state::{AppState, Written};

/// Declares one kind's four routes in its module: `router()` and the named handlers, each with
/// its documentation, over the generic handlers below. `$path` is the list's path and `$by_id`
/// an item's; `$label` names the kind in the summaries.
macro_rules! content_routes {
    ($fields:ident {
        path: $path:tt,
        by_id: $by_id:tt,
        label: $label:tt,
        list: $list:ident,
        get: $get:ident,
        create: $create:ident,
        update: $update:ident,
        delete: $delete:ident $(,)?
    }) => {
        /// The bodies of the kind's routes, named without generics for `#[utoipa::path]`.
        mod content_docs {
            pub type Many = $crate::api::content::Many<super::$fields>;
            pub type One = $crate::api::content::One<super::$fields>;
            pub type Input = <super::$fields as $crate::domain::content::ContentFields>::Input;
        }

        pub fn router() -> utoipa_axum::router::OpenApiRouter<$crate::state::AppState> {
            utoipa_axum::router::OpenApiRouter::new()
                .routes(utoipa_axum::routes!($list, $create))
                .routes(utoipa_axum::routes!($get, $update, $delete))
        }

        #[utoipa::path(get, path = $path,
            summary = concat!("List the ", $label, "s (active only, unless the caller is an admin)"),
            security((), ("bearer" = [])),
            params($crate::api::extract::LangQuery),
            responses(
                (status = 200, description = "The list (an admin's: with every language's text)", body = inline(content_docs::Many)),
                (status = 422, description = "Not a language of the site", body = $crate::error::ErrorBody)))]
        async fn $list(
            state: axum::extract::State<$crate::state::AppState>,
            admin: $crate::api::extract::MaybeAdmin,
            lang: $crate::api::extract::Lang,
        ) -> $crate::error::Result<axum::response::Response> {
            $crate::api::content::list::<$fields>(state, admin, lang).await
        }

        #[utoipa::path(get, path = $by_id,
            summary = concat!("One ", $label, " (active only, unless the caller is an admin)"),
            security((), ("bearer" = [])),
            params(("id" = i64, Path, minimum = 1, description = "The item's id"), $crate::api::extract::LangQuery),
            responses(
                (status = 200, description = "The item; its ETag is its version", body = inline(content_docs::One),
                    headers(("etag" = String, description = "The item's version, quoted"))),
                (status = 404, description = "No such item", body = $crate::error::ErrorBody),
                (status = 422, description = "Not a language of the site", body = $crate::error::ErrorBody)))]
        async fn $get(
            state: axum::extract::State<$crate::state::AppState>,
            admin: $crate::api::extract::MaybeAdmin,
            id: $crate::api::extract::Id,
            lang: $crate::api::extract::Lang,
        ) -> $crate::error::Result<axum::response::Response> {
            $crate::api::content::get::<$fields>(state, admin, id, lang).await
        }

        #[utoipa::path(post, path = $path, summary = concat!("Create a ", $label),
            security(("bearer" = [])),
            request_body = content_docs::Input,
            responses((status = 201, description = "Created", body = inline(content_docs::One))))]
        async fn $create(
            editor: $crate::api::extract::Editor,
            body: $crate::api::json::Json<<$fields as $crate::domain::content::ContentFields>::Input>,
        ) -> $crate::error::Result<axum::response::Response> {
            $crate::api::content::create::<$fields>(editor, body).await
        }

        #[utoipa::path(patch, path = $by_id, summary = concat!("Update some fields of a ", $label),
            security(("bearer" = [])),
            params(("id" = i64, Path, minimum = 1, description = "The item's id")),
            request_body = content_docs::Input,
            responses(
                (status = 200, description = "The updated item", body = inline(content_docs::One)),
                $crate::api::versions::Stale))]
        async fn $update(
            editor: $crate::api::extract::Editor,
            id: $crate::api::extract::Id,
            body: $crate::api::json::Json<<$fields as $crate::domain::content::ContentFields>::Input>,
        ) -> $crate::error::Result<$crate::api::content::One<$fields>> {
            $crate::api::content::update::<$fields>(editor, id, body).await
        }

        #[utoipa::path(delete, path = $by_id, summary = concat!("Delete a ", $label, " (to the trash, for 30 days)"),
            security(("bearer" = [])),
            params(("id" = i64, Path, minimum = 1, description = "The item's id")),
            responses(
                (status = 204, description = "In the trash"),
                $crate::api::versions::Stale))]
        async fn $delete(
            editor: $crate::api::extract::Editor,
            id: $crate::api::extract::Id,
        ) -> $crate::error::Result<axum::http::StatusCode> {
            $crate::api::content::remove::<$fields>(editor, id).await
        }
    };
}
pub(crate) use content_routes;

/// `{"services": [...]}`: a kind's items under its plural key.
pub struct Many<F>(pub Vec<Item<F>>);

/// `{"service": {...}}`: one item under its singular key.
pub struct One<F>(pub Item<F>);

impl<F: ContentFields> Serialize for Many<F> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        under(F::MANY, &self.0, serializer)
    }
}

impl<F: ContentFields> Serialize for One<F> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        under(F::ONE, &self.0, serializer)
    }
}

/// `{key: value}`.
fn under<S: serde::Serializer>(key: &str, value: &impl Serialize, serializer: S) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(Some(1))?;
    map.serialize_entry(key, value)?;
    map.end()
}

fn item_ref<F: ContentFields>() -> RefOr<Schema> {
    Ref::from_schema_name(<Item<F> as ToSchema>::name()).into()
}

fn item_schemas<F: ContentFields>(schemas: &mut Vec<(String, RefOr<Schema>)>) {
    schemas.push((<Item<F> as ToSchema>::name().into_owned(), Item::<F>::schema()));
    <Item<F> as ToSchema>::schemas(schemas);
}

impl<F: ContentFields> PartialSchema for Many<F> {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .property(F::MANY, ArrayBuilder::new().items(item_ref::<F>()))
            .required(F::MANY)
            .into()
    }
}

impl<F: ContentFields> PartialSchema for One<F> {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new().property(F::ONE, item_ref::<F>()).required(F::ONE).into()
    }
}

/// `Many` and `One` are named after their kind (`ServiceList`, `ServiceResponse`) and bring its
/// item's schema with them.
macro_rules! named_after_the_kind {
    ($wrapper:ident, $suffix:literal) => {
        impl<F: ContentFields> ToSchema for $wrapper<F> {
            fn name() -> Cow<'static, str> {
                Cow::Owned(format!(concat!("{}", $suffix), F::NAME))
            }

            fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
                item_schemas::<F>(schemas);
            }
        }
    };
}
named_after_the_kind!(Many, "List");
named_after_the_kind!(One, "Response");

impl<F: ContentFields> IntoResponse for One<F> {
    fn into_response(self) -> Response {
        ([etag(self.0.version)], axum::Json(self)).into_response()
    }
}

/// Visitors get the list from memory (the site snapshot of their language, rebuilt on every
/// change); admins get every item, inactive ones too, with every language's text, from the database.
pub async fn list<F: ContentTable>(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Lang(lang): Lang,
) -> Result<Response> {
    if admin.is_none()
        && let Some(body) = state.snapshot_in(&lang).await?.public_list(F::MANY)
    {
        return Ok(
            ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
        );
    }
    let items = state
        .run(move |conn| {
            let mut rows: HashMap<String, Vec<Stored>> = HashMap::new();
            for row in translations::of_kind(conn, F::ONE)? {
                rows.entry(row.item_id.clone()).or_default().push(row);
            }
            let items = table::list::<F>(conn, true)?;
            Ok(items
                .into_iter()
                .map(|item| {
                    let rows = rows.remove(&item_key(&item));
                    translated(item, rows)
                })
                .collect())
        })
        .await?;
    Ok(axum::Json(Many(items)).into_response())
}

/// Visitors see an active item only, as the lists of their language show them; an admin sees
/// any, with every language's text.
pub async fn get<F: ContentTable>(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Id(id): Id,
    Lang(lang): Lang,
) -> Result<Response> {
    let is_admin = admin.is_some();
    let default = state.current().await?.languages.default_language() == lang;
    let found = state
        .run(move |conn| {
            let Some(item) = table::find::<F>(conn, id)?.filter(|item| is_admin || item.fields.shown())
            else {
                return Ok(None);
            };
            if is_admin {
                return Ok(Some(One(with_translations(conn, item)?).into_response()));
            }
            let mut shown = serde_json::to_value(&item).unwrap_or_default();
            if !default {
                let texts = translations::of_item(conn, F::ONE, &item_key(&item))?;
                let texts =
                    texts.into_iter().filter(|t| t.lang == lang).map(|t| (t.field, t.value)).collect();
                overlay(&mut shown, &texts);
            }
            Ok(Some(([etag(item.version)], axum::Json(json!({ F::ONE: shown }))).into_response()))
        })
        .await?;
    found.ok_or_else(|| AppError::not_found(F::LABEL))
}

pub async fn create<F: ContentTable>(editor: Editor, Json(mut input): Json<F::Input>) -> Result<Response> {
    let translations = F::take_translations(&mut input);
    let fields = F::parse(input, None)?;
    let others = editor.other_languages().await?;
    let item = editor
        .write(move |tx| {
            let item = table::insert(tx, &fields)?;
            translate::<F>(tx, &item, translations, &others)?;
            let subject = item.fields.subject();
            Ok(Written::logged(with_translations(tx, item.clone())?, "created", subject).revised(
                F::ONE,
                item.id,
                item.version,
                &item,
            ))
        })
        .await?;
    Ok((StatusCode::CREATED, One(item)).into_response())
}

pub async fn update<F: ContentTable>(
    editor: Editor,
    Id(id): Id,
    Json(input): Json<F::Input>,
) -> Result<One<F>> {
    let expected = editor.expected.clone().or_body(F::version_of(&input));
    let others = editor.other_languages().await?;
    let item = editor.write(move |tx| change::<F>(tx, id, input, &expected, "changed", &others)).await?;
    Ok(One(item))
}

/// Writes the translations a write sent, checked against the item as it is stored now.
fn translate<F: ContentTable>(
    tx: &rusqlite::Transaction,
    item: &Item<F>,
    input: TranslationsInput,
    others: &[String],
) -> Result<()> {
    let rules = <F::Input as Declared>::RULES;
    languages::write_texts(tx, (F::ONE, &item_key(item)), input, others, rules, item)
}

/// The item with every language's text, as an admin reads it.
fn with_translations<F: ContentTable>(conn: &rusqlite::Connection, item: Item<F>) -> Result<Item<F>> {
    let rows = translations::of_item(conn, F::ONE, &item_key(&item))?;
    Ok(translated(item, Some(rows)))
}

fn translated<F: ContentTable>(mut item: Item<F>, rows: Option<Vec<Stored>>) -> Item<F> {
    let source = serde_json::to_value(&item).unwrap_or_default();
    item.translated = Some(Translated::of(rows.unwrap_or_default(), &source));
    item
}

/// How translations and revisions name an item.
fn item_key<F>(item: &Item<F>) -> String {
    item.id.to_string()
}

/// Changes item `id` by `input` in the write's transaction (read, check, merge and write in one,
/// so two admins' edits cannot interleave), if `expected` holds; logged as `action`.
pub(crate) fn change<F: ContentTable>(
    tx: &rusqlite::Transaction,
    id: i64,
    input: F::Input,
    expected: &Expected,
    action: &'static str,
    others: &[String],
) -> Result<Written<Item<F>>> {
    let mut input = input;
    let stored = stored_at::<F>(tx, id, expected)?;
    let translations = F::take_translations(&mut input);
    let fields = F::parse(input, Some(&stored.fields))?;
    let item = table::update(tx, id, &fields)?.ok_or_else(|| AppError::not_found(F::LABEL))?;
    translate::<F>(tx, &item, translations, others)?;
    let version = item.version;
    Ok(Written::logged(with_translations(tx, item.clone())?, action, fields.subject())
        .revised(F::ONE, id, version, &item)
        .from(stored.version, &stored))
}

/// The item as stored, when a write may apply to it (`expected`); else its 404 or 412.
fn stored_at<F: ContentTable>(tx: &rusqlite::Transaction, id: i64, expected: &Expected) -> Result<Item<F>> {
    let stored = table::find::<F>(tx, id)?.ok_or_else(|| AppError::not_found(F::LABEL))?;
    let what = format!("this {}", F::LABEL.to_lowercase());
    if !expected.holds(stored.version) {
        // A 412 carries the item as an admin reads it, every language's text with it.
        let current = with_translations(tx, stored.clone())?;
        expected.check_revised(tx, (F::ONE, &id.to_string()), current.version, &what, &current)?;
    }
    Ok(stored)
}

/// A delete moves the item to the trash (`api::trash`), from where it can come back for 30 days.
pub async fn remove<F: ContentTable>(editor: Editor, Id(id): Id) -> Result<StatusCode> {
    let (expected, actor) = (editor.expected.clone(), editor.admin.username.clone());
    editor
        .write(move |tx| {
            let stored = stored_at::<F>(tx, id, &expected)?;
            table::trash::<F>(tx, id, &actor)?;
            Ok(Written::logged((), "deleted", stored.fields.subject()))
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
