//! GET /api/openapi.json: the OpenAPI 3.1 document of this API, for third-party tools, the fuzzer
//! and the UI's generated types. It is built from the routes themselves: each handler declares its
//! method, path, body and success answer with `#[utoipa::path]` beside its code, and the routers
//! that mount the handlers (utoipa-axum's `routes!`) collect those declarations, so a route cannot
//! exist without its documentation. What every operation shares (the contract's error answers, the
//! bearer scheme, a tag per resource) is added here once, from what each operation declares.

use utoipa::openapi::path::Operation;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{ContentBuilder, InfoBuilder, OpenApi, Ref, RefOr, ResponseBuilder};
use utoipa::{PartialSchema, ToSchema};

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
    doc.to_pretty_json().unwrap_or_else(|err| {
        tracing::error!(error = %err, "cannot write the OpenAPI document");
        "{}".to_owned()
    })
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
