//! GET /api/openapi.json: the OpenAPI 3.1 document of this API, for third-party tools, the fuzzer
//! and the UI's generated types. It is built from the routes themselves: each handler declares its
//! method, path, body and success answer with `#[utoipa::path]` beside its code, and the routers
//! that mount the handlers (utoipa-axum's `routes!`) collect those declarations, so a route cannot
//! exist without its documentation. What every operation shares (the contract's error answers, the
//! bearer scheme, a tag per resource) is added here once, from what each operation declares.

use std::borrow::Cow;

use serde_json::{Value, json};
use utoipa::openapi::path::Operation;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{ContentBuilder, InfoBuilder, OpenApi, Ref, RefOr, ResponseBuilder};
use utoipa::{PartialSchema, ToSchema};

use crate::api::account::{PasswordChangeInput, TotpStartInput};
use crate::api::auth::{LoginInput, RegisterInput};
use crate::domain::case_studies::{CaseStudyInput, Figure};
use crate::domain::client_logos::ClientLogoInput;
use crate::domain::contact::ContactInput;
use crate::domain::fields::EMAIL_MAX;
use crate::domain::leads::{LeadChange, NoteInput, ReplyInput};
use crate::domain::media::MediaInput;
use crate::domain::posts::PostInput;
use crate::domain::projects::ProjectInput;
use crate::domain::rules::{Check, Declared, Field, SLUG_PATTERN, URL_MAX, URL_PATTERN};
use crate::domain::services::ServiceInput;
use crate::domain::settings::SettingsInput;
use crate::domain::site_content::{
    About, Belief, Contact, Cta, Faq, Founder, Hero, Legal, Process, Question, SiteContentInput, Social,
    SocialLink, Stat, Step,
};
use crate::domain::slugs::SLUG_MAX;
use crate::domain::testimonials::TestimonialInput;
use crate::error::ErrorBody;

/// Completes the document the routers collected and writes it as JSON.
pub fn document(mut doc: OpenApi) -> String {
    doc.info = InfoBuilder::new()
        .title("agency-site API")
        .version(env!("CARGO_PKG_VERSION"))
        .description(Some(
            "The JSON API of the MYTH Agency site and its admin CMS. Errors are \
             `{\"message\"}` plus `errors` per field for 422. Admin calls take \
             `Authorization: Bearer <token>` from POST /api/auth/login.",
        ))
        .build();
    let components = doc.components.get_or_insert_with(Default::default);
    let mut nested = Vec::new();
    ErrorBody::schemas(&mut nested);
    components.schemas.extend(nested);
    components.schemas.insert(ErrorBody::name().into_owned(), ErrorBody::schema());
    components.security_schemes.insert(
        "bearer".into(),
        SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build())
            .into(),
    );
    let error: RefOr<Schema> = Ref::from_schema_name(ErrorBody::name()).into();
    for (path, item) in doc.paths.paths.iter_mut() {
        let operations = [&mut item.get, &mut item.post, &mut item.put, &mut item.patch, &mut item.delete];
        for operation in operations.into_iter().flatten() {
            complete(operation, path, &error);
        }
    }
    let written = serde_json::to_value(&doc).and_then(|mut doc| {
        let missed = publish(&mut doc);
        // A rule whose field was renamed would silently stop reaching the UI: every debug run
        // (each test) stops on it.
        debug_assert!(missed.is_empty(), "rules that name no property of their schema: {missed:?}");
        serde_json::to_string_pretty(&doc)
    });
    written.unwrap_or_else(|err| {
        tracing::error!(error = %err, "cannot write the OpenAPI document");
        "{}".to_owned()
    })
}

/// Every type the API reads whose fields declare their rules (`domain::rules`), by schema name.
fn declared() -> Vec<(Cow<'static, str>, &'static [Field])> {
    fn of<T: Declared + ToSchema>() -> (Cow<'static, str>, &'static [Field]) {
        (T::name(), T::RULES)
    }
    vec![
        of::<ServiceInput>(),
        of::<ProjectInput>(),
        of::<TestimonialInput>(),
        of::<ClientLogoInput>(),
        of::<PostInput>(),
        of::<CaseStudyInput>(),
        of::<Figure>(),
        of::<ContactInput>(),
        of::<LeadChange>(),
        of::<NoteInput>(),
        of::<ReplyInput>(),
        of::<MediaInput>(),
        of::<SettingsInput>(),
        of::<LoginInput>(),
        of::<RegisterInput>(),
        of::<PasswordChangeInput>(),
        of::<TotpStartInput>(),
        of::<SiteContentInput>(),
        of::<Hero>(),
        of::<Stat>(),
        of::<Process>(),
        of::<Step>(),
        of::<About>(),
        of::<Belief>(),
        of::<Founder>(),
        of::<Faq>(),
        of::<Question>(),
        of::<Cta>(),
        of::<Contact>(),
        of::<Social>(),
        of::<SocialLink>(),
        of::<Legal>(),
    ]
}

/// Puts each declared rule on its property: the JSON Schema keywords any client can check, and
/// `x-rule` (the label, every message, whether it is translatable) that the UI's forms read
/// (ui/src/lib/api-rules.ts is generated from it). Returns the rules that found no property.
fn publish(doc: &mut Value) -> Vec<String> {
    let mut missed = Vec::new();
    for (schema, rules) in declared() {
        for rule in rules {
            let at = format!("/components/schemas/{schema}/properties/{}", rule.name);
            match doc.pointer_mut(&at) {
                Some(property) => publish_rule(property, rule),
                None => missed.push(format!("{schema}.{}", rule.name)),
            }
        }
    }
    missed
}

fn publish_rule(property: &mut Value, rule: &Field) {
    let is_array = match &property["type"] {
        Value::String(t) => t == "array",
        Value::Array(types) => types.iter().any(|t| t == "array"),
        _ => false,
    };
    // A rule of a list's items (a gallery's addresses) goes on `items`; one of the list on the list.
    let target =
        if is_array && !matches!(rule.check, Check::List { .. }) { &mut property["items"] } else { property };
    let Value::Object(schema) = target else { return };
    let mut set = |key: &str, value: Value| {
        schema.insert(key.to_owned(), value);
    };
    match rule.check {
        Check::Text { min, max } | Check::Line { min, max } | Check::Secret { min, max } => {
            if min > 0 {
                set("minLength", json!(min));
            }
            set("maxLength", json!(max));
        }
        Check::Url => {
            set("maxLength", json!(URL_MAX));
            set("pattern", json!(URL_PATTERN));
        }
        Check::Icon => set("maxLength", json!(URL_MAX)),
        Check::Email => {
            set("format", json!("email"));
            set("maxLength", json!(EMAIL_MAX));
        }
        Check::Number { min, max } => {
            set("minimum", json!(min));
            set("maximum", json!(max));
        }
        Check::Slug => {
            set("maxLength", json!(SLUG_MAX));
            set("pattern", json!(SLUG_PATTERN));
        }
        Check::List { min, max } => {
            if min > 0 {
                set("minItems", json!(min));
            }
            set("maxItems", json!(max));
        }
        Check::Unique => {}
    }
    let messages: serde_json::Map<String, Value> =
        rule.messages().into_iter().map(|(key, message)| (key.to_owned(), json!(message))).collect();
    set("x-rule", json!({ "label": rule.label, "messages": messages, "translatable": rule.translatable }));
}

/// The error answers an operation can give, read from what it declares: a JSON body can be
/// malformed, too large, of the wrong type or invalid; a token can be missing or expired; an id can
/// name nothing; the database can fail.
fn complete(operation: &mut Operation, path: &str, error: &RefOr<Schema>) {
    let mut errors: Vec<(u16, &str)> = Vec::new();
    if operation.request_body.is_some() {
        errors.extend([
            (400, "The body is not valid JSON"),
            (413, "The body is larger than 64 KiB"),
            (415, "The body is not sent as application/json"),
            (422, "A field breaks a rule; `errors` names each one"),
        ]);
    }
    let security = operation.security.as_deref().unwrap_or_default();
    let anonymous_allowed = security.iter().any(|s| s == &Default::default());
    match (security.is_empty(), anonymous_allowed) {
        (true, _) => {}
        (false, true) => errors.push((401, "A token was sent but is invalid or expired")),
        (false, false) => errors.push((401, "No valid admin token")),
    }
    if path.contains("{id}") {
        errors.push((404, "No item with this id"));
    }
    errors.push((503, "The database cannot be reached or written"));
    let responses = &mut operation.responses.responses;
    for (status, description) in errors {
        responses.entry(status.to_string()).or_insert_with(|| error_response(description, error));
    }
    responses.insert("default".into(), error_response("Any other error", error));
    operation.tags = Some(vec![tag(path)]);
}

/// The resource an operation belongs to: `/api/admin/users/{id}` → `users`.
fn tag(path: &str) -> String {
    let rest = path.trim_start_matches("/api/").trim_start_matches("admin/");
    rest.split('/').next().unwrap_or("api").to_owned()
}

fn error_response(description: &str, error: &RefOr<Schema>) -> RefOr<utoipa::openapi::Response> {
    ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(error.clone())).build())
        .build()
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_rule_lands_on_a_property_of_the_document() {
        let (_, doc) = crate::api::documented();
        let mut doc = serde_json::to_value(&doc).unwrap();
        assert_eq!(publish(&mut doc), Vec::<String>::new());
        let name = doc.pointer("/components/schemas/TestimonialInput/properties/name").unwrap();
        assert_eq!((name["minLength"].as_u64(), name["maxLength"].as_u64()), (Some(2), Some(100)));
        assert_eq!(name["x-rule"]["messages"]["missing"], "Name must be at least 2 characters");
        let gallery = doc.pointer("/components/schemas/CaseStudyInput/properties/gallery").unwrap();
        assert_eq!(gallery["maxItems"].as_u64(), Some(12), "the list's rule on the list");
        assert_eq!(gallery["items"]["pattern"], URL_PATTERN, "the item's rule on its items");
    }
}
