//! Site content (issue #16; docs/DESIGN.md, "Site content"): the public site's copy, read by anyone
//! and changed by admins, section by section, under the one validation of `SiteContent::apply`.

use std::collections::BTreeMap;

use axum::extract::{DefaultBodyLimit, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Editor, Lang, LangQuery, MaybeAdmin};
use crate::api::json::Json;
use crate::api::versions::Expected;
use crate::db::media as media_table;
use crate::db::site_content as table;
use crate::db::translations;
use crate::domain::media;
use crate::domain::site_content::{SECTIONS, SiteContent, SiteContentInput, States, versions};
use crate::domain::translations::{TranslationChange, changed_paths, text_at};
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, ErrorBody, Result};
use crate::state::{AppState, Written};

/// The two legal pages may each be 100,000 characters (up to four bytes each in JSON).
pub const BODY_LIMIT: usize = 1024 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(site_content))
        .routes(routes!(update_site_content))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteContentResponse {
    pub content: SiteContent,
    /// Each section's version, by its key (0: still the default copy; in another language, the
    /// version of its text there); a change names the ones it was based on (`versions` in its
    /// body, or `If-Match` for one section).
    pub versions: BTreeMap<String, i64>,
    /// For an admin reading another language: by section then path (`steps.1.title`), when each
    /// text was translated (none: the shipped default copy) and since when its source changed.
    /// A translatable text not named is missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, BTreeMap<String, crate::domain::translations::FieldState>>>)]
    pub translation_states: Option<States>,
}

/// The public site's copy
///
/// In `lang`, each text falls back to the default language's where it has no translation.
#[utoipa::path(get, path = "/api/site-content", params(LangQuery), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "Every section", body = SiteContentResponse),
        (status = 422, description = "Not a language of the site", body = ErrorBody)))]
async fn site_content(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Lang(lang): Lang,
) -> Result<axum::Json<SiteContentResponse>> {
    let default = state.current().await?.languages.default_language() == lang;
    if admin.is_some() && !default {
        return Ok(axum::Json(state.run(move |conn| stored_in(conn, &lang)).await?));
    }
    let snapshot = state.snapshot_in(&lang).await?;
    Ok(axum::Json(SiteContentResponse {
        content: snapshot.content.clone(),
        versions: snapshot.content_versions.clone(),
        translation_states: None,
    }))
}

/// The content as stored now, with its sections' versions.
fn stored(conn: &rusqlite::Connection) -> Result<SiteContentResponse> {
    Ok(SiteContentResponse {
        content: SiteContent::from_rows(&table::all(conn)?),
        versions: versions(&table::versions(conn)?),
        translation_states: None,
    })
}

/// The content in another language `lang` as stored now, with the versions of its text there
/// and the state of each translation.
fn stored_in(conn: &rusqlite::Connection, lang: &str) -> Result<SiteContentResponse> {
    let english = SiteContent::from_rows(&table::all(conn)?);
    let texts = translations::texts_of_kind(conn, KIND, lang)?;
    let rows = translations::of_kind(conn, KIND)?;
    let changed_at = table::changed_at(conn)?.into_iter().collect();
    Ok(SiteContentResponse {
        content: english.to_translate(lang, &texts),
        versions: versions(&translations::versions(conn, KIND, lang)?),
        translation_states: Some(english.translation_states(lang, rows, &changed_at)),
    })
}

/// How translations and revisions name the site content.
const KIND: &str = "siteContent";

/// Change the public site's copy
///
/// Any sections; within a section any fields (lists are replaced whole). A rejected change
/// changes nothing.
#[utoipa::path(patch, path = "/api/admin/site-content", security(("bearer" = [])), request_body = SiteContentInput,
    params(LangQuery),
    responses(
        (status = 200, description = "The whole content after the change", body = SiteContentResponse),
        (status = 412, description = "A section's version in `versions` (or `If-Match`, for the one section named) is not the stored one: `current` is the whole content with its versions", body = ErrorBody),
        (status = 422, description = "Per-field errors, e.g. `stats.1.label`", body = ErrorBody)))]
async fn update_site_content(
    editor: Editor,
    Lang(lang): Lang,
    Json(input): Json<SiteContentInput>,
) -> Result<axum::Json<SiteContentResponse>> {
    let named = input.named();
    let mut expected: Vec<(&str, Expected)> = named
        .iter()
        .map(|key| (*key, Expected::Any.or_body(input.versions.as_ref().and_then(|v| v.get(*key).copied()))))
        .collect();
    if let [(_, only)] = expected.as_mut_slice()
        && editor.expected != Expected::Any
    {
        *only = editor.expected.clone();
    }
    if editor.state.current().await?.languages.default_language() != lang {
        let content = editor.write(move |tx| translate(tx, input, &expected, &lang)).await?;
        return Ok(axum::Json(content));
    }
    let content = editor.write(move |tx| change(tx, input, &expected, "changed")).await?;
    Ok(axum::Json(content))
}

/// A change of the content in another language `lang`: its texts are written as translations of
/// the default language's; what is the same in every language (a figure, a picture, a link, the
/// number of items in a list) is refused by name, to be changed in the default language.
fn translate(
    tx: &rusqlite::Transaction,
    input: SiteContentInput,
    expected: &[(&str, Expected)],
    lang: &str,
) -> Result<Written<SiteContentResponse>> {
    let before = stored_in(tx, lang)?;
    for (key, expected) in expected {
        let what = format!("the site content's {key} section in this language");
        expected.check(before.versions.get(*key).copied().unwrap_or(0), &what, &before)?;
    }
    let english = serde_json::to_value(SiteContent::from_rows(&table::all(tx)?)).unwrap_or_default();
    let (now, next) = (&before.content, before.content.apply_noting(input)?);
    let (next, translatable) = next;
    let (now, after) =
        (serde_json::to_value(now).unwrap_or_default(), serde_json::to_value(&next).unwrap_or_default());
    let mut errors = ValidationErrors::default();
    let mut sections = Vec::new();
    for key in SECTIONS {
        let mut paths = Vec::new();
        changed_paths(&now[key], &after[key], "", &mut paths);
        let mut changes = Vec::new();
        for path in paths {
            let full = format!("{key}.{path}");
            match (translatable.contains(&full), after[key].pointer(&format!("/{}", path.replace('.', "/"))))
            {
                (true, Some(serde_json::Value::String(text))) => changes.push(TranslationChange {
                    lang: lang.to_owned(),
                    value: Some(text.clone()).filter(|t| !t.is_empty()),
                    source: text_at(&english[key], &path).unwrap_or("").to_owned(),
                    field: path,
                }),
                _ => errors.add(&full, SAME_IN_EVERY_LANGUAGE),
            }
        }
        if !changes.is_empty() {
            translations::apply(tx, KIND, key, &changes)?;
            translations::bump(tx, KIND, key, lang)?;
            sections.push(key);
        }
    }
    errors.into_result(())?;
    let after = stored_in(tx, lang)?;
    if sections.is_empty() {
        return Ok(Written::unchanged(after));
    }
    Ok(Written::logged(
        after,
        "translated",
        format!("the site content ({}) into {lang}", sections.join(", ")),
    ))
}

/// Why a change in another language may not touch a field.
const SAME_IN_EVERY_LANGUAGE: &str =
    "This is the same in every language: change it in the default language's content";

/// Changes the sections `input` names in the write's transaction, if each one's `expected`
/// version holds; logged as `action`, with a revision of each section it changed.
pub(crate) fn change(
    tx: &rusqlite::Transaction,
    input: SiteContentInput,
    expected: &[(&str, Expected)],
    action: &'static str,
) -> Result<Written<SiteContentResponse>> {
    let before = stored(tx)?;
    for (key, expected) in expected {
        let what = format!("the site content's {key} section");
        expected.check_revised(
            tx,
            ("siteContent", key),
            before.versions.get(*key).copied().unwrap_or(0),
            &what,
            &before,
        )?;
    }
    let (now, versions_before) = (before.content, before.versions);
    let next = now.apply(input)?;
    // Only the sections that changed are written: the others keep following the defaults.
    let mut changed = Vec::new();
    let mut missing = ValidationErrors::default();
    for ((key, before), (_, after)) in now.rows().into_iter().zip(next.rows()) {
        if before != after {
            missing_media(tx, key, &after, &mut missing)?;
            table::set(tx, key, &after)?;
            changed.push(key);
        }
    }
    missing.into_result(())?;
    let after = SiteContentResponse {
        content: next,
        versions: versions(&table::versions(tx)?),
        translation_states: None,
    };
    if changed.is_empty() {
        return Ok(Written::unchanged(after));
    }
    let (sections, earlier) = (serde_json::to_value(&after.content), serde_json::to_value(&now));
    let (sections, earlier) = (sections.unwrap_or_default(), earlier.unwrap_or_default());
    let version = |versions: &std::collections::BTreeMap<String, i64>, key: &str| versions.get(key).copied();
    let kept: Vec<_> = changed
        .iter()
        .map(|key| {
            let after = (version(&after.versions, key).unwrap_or(0), sections[*key].clone());
            (*key, after, (version(&versions_before, key).unwrap_or(0), earlier[*key].clone()))
        })
        .collect();
    let written = Written::logged(after, action, format!("the site content ({})", changed.join(", ")));
    Ok(kept.into_iter().fold(written, |w, (key, (version, section), (was, before))| {
        w.revised("siteContent", key, version, &section).from(was, &before)
    }))
}

/// Adds an error for each library file the section's JSON names that the library does not have:
/// a page must not show a broken image.
fn missing_media(
    conn: &rusqlite::Connection,
    key: &str,
    json: &str,
    errors: &mut ValidationErrors,
) -> Result<()> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|err| AppError::Internal(err.into()))?;
    let mut files = Vec::new();
    media::library_files(&value, key, &mut files);
    for (field, name) in files {
        if media_table::file(conn, &name)?.is_none() {
            errors.add(&field, media::NOT_IN_LIBRARY);
        }
    }
    Ok(())
}
