//! GET /api/openapi.json: the OpenAPI 3.1 document of this API, for third-party tools and the
//! fuzzer. Every schema is derived (utoipa `ToSchema`) from the very types the handlers read and
//! write; the operations are listed here once, beside the access rule each route enforces, and
//! tests/api/openapi.rs checks that each one is really routed.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use axum::http::header;
use axum::response::IntoResponse;
use utoipa::openapi::path::{
    HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn, PathItem, PathsBuilder,
};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{ArrayBuilder, ComponentsBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{
    ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, Ref, RefOr, Required, ResponseBuilder,
};
use utoipa::{IntoParams, PartialSchema, ToSchema};

use crate::api::analytics::VisitTotals;
use crate::api::auth::{LoginInput, LoginResponse, RegisterInput, UserResponse};
use crate::api::contact::{Page, ReadFlag, Receipt, SubmissionList, SubmissionResponse};
use crate::api::dashboard::Dashboard;
use crate::api::health::Health;
use crate::api::settings::{PublicSettingsResponse, RegistrationKey, SettingsResponse};
use crate::api::users::UserList;
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::contact::ContactInput;
use crate::domain::content::{ContentFields, Item};
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::settings::SettingsInput;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::visits::VisitInput;
use crate::error::ErrorBody;

static DOCUMENT: LazyLock<String> =
    LazyLock::new(|| document().to_pretty_json().expect("the OpenAPI document serializes"));

pub async fn serve_document() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "application/json")], DOCUMENT.as_str())
}

/// Who may call an operation, as its extractor enforces it.
#[derive(Clone, Copy, PartialEq)]
enum Access {
    Public,
    /// Anyone, counted against a per-address rate limit (see `limits`).
    Throttled,
    /// Anyone; an admin's token shows more (inactive content).
    PublicOrAdmin,
    Admin,
    SuperAdmin,
}

struct Op {
    method: HttpMethod,
    path: String,
    summary: String,
    access: Access,
    body: Option<RefOr<Schema>>,
    with_id: bool,
    query: Vec<utoipa::openapi::path::Parameter>,
    ok: (u16, String, Option<RefOr<Schema>>),
}

#[derive(Default)]
struct Doc {
    ops: Vec<Op>,
    schemas: BTreeMap<String, RefOr<Schema>>,
}

impl Doc {
    /// Registers `T` (and the types it refers to) and returns a reference to it.
    fn schema<T: ToSchema>(&mut self) -> RefOr<Schema> {
        let mut nested = Vec::new();
        T::schemas(&mut nested);
        self.schemas.extend(nested);
        self.schemas.insert(T::name().into_owned(), T::schema());
        Ref::from_schema_name(T::name()).into()
    }

    #[allow(clippy::too_many_arguments)]
    fn op(
        &mut self,
        method: HttpMethod,
        path: &str,
        summary: &str,
        access: Access,
        body: Option<RefOr<Schema>>,
        ok: (u16, &str, Option<RefOr<Schema>>),
    ) -> &mut Op {
        self.ops.push(Op {
            method,
            path: path.to_owned(),
            summary: summary.to_owned(),
            access,
            body,
            with_id: path.contains("{id}"),
            query: Vec::new(),
            ok: (ok.0, ok.1.to_owned(), ok.2),
        });
        self.ops.last_mut().expect("just pushed")
    }

    /// The four operations of a content resource (see `api::content`).
    fn content<F: ContentFields>(&mut self, path: &str) {
        let item = self.schema::<Item<F>>();
        let input = self.schema::<F::Input>();
        let list = wrapper(F::MANY, ArrayBuilder::new().items(item.clone()).build().into());
        let one = wrapper(F::ONE, item);
        let by_id = format!("{path}/{{id}}");
        let label = F::LABEL.to_lowercase();
        let list_summary =
            format!("List the {}s (active only, unless the caller is an admin)", label.trim_end_matches('s'));
        self.op(
            HttpMethod::Get,
            path,
            &list_summary,
            Access::PublicOrAdmin,
            None,
            (200, "The list", Some(list)),
        );
        self.op(
            HttpMethod::Post,
            path,
            &format!("Create a {label}"),
            Access::Admin,
            Some(input.clone()),
            (201, "Created", Some(one.clone())),
        );
        self.op(
            HttpMethod::Patch,
            &by_id,
            &format!("Update some fields of a {label}"),
            Access::Admin,
            Some(input),
            (200, "The updated item", Some(one)),
        );
        self.op(
            HttpMethod::Delete,
            &by_id,
            &format!("Delete a {label}"),
            Access::Admin,
            None,
            (204, "Deleted", None),
        );
    }

    fn build(self) -> OpenApi {
        let mut schemas = self.schemas;
        let error: RefOr<Schema> = {
            let mut nested = Vec::new();
            ErrorBody::schemas(&mut nested);
            schemas.extend(nested);
            schemas.insert(ErrorBody::name().into_owned(), ErrorBody::schema());
            Ref::from_schema_name(ErrorBody::name()).into()
        };
        let mut paths = PathsBuilder::new();
        for op in self.ops {
            let mut builder = OperationBuilder::new().summary(Some(op.summary)).tag(tag(&op.path));
            if op.with_id {
                builder = builder.parameter(
                    ParameterBuilder::new()
                        .name("id")
                        .parameter_in(ParameterIn::Path)
                        .required(Required::True)
                        .schema(Some(ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)))),
                );
            }
            for parameter in op.query {
                builder = builder.parameter(parameter);
            }
            if let Some(body) = op.body {
                builder = builder.request_body(Some(
                    RequestBodyBuilder::new()
                        .required(Some(Required::True))
                        .content("application/json", ContentBuilder::new().schema(Some(body)).build())
                        .build(),
                ));
            }
            let ok = match op.ok.2 {
                Some(schema) => ResponseBuilder::new()
                    .description(op.ok.1)
                    .content("application/json", ContentBuilder::new().schema(Some(schema)).build()),
                None => ResponseBuilder::new().description(op.ok.1),
            };
            builder = builder.response(op.ok.0.to_string(), ok.build());
            let mut errors: Vec<(u16, &str)> = Vec::new();
            if builder_has_body(&op.method) {
                errors.extend([
                    (400, "The body is not valid JSON"),
                    (413, "The body is larger than 64 KiB"),
                    (415, "The body is not sent as application/json"),
                    (422, "A field breaks a rule; `errors` names each one"),
                ]);
            }
            match op.access {
                Access::Public => {}
                Access::Throttled => errors.push((
                    429,
                    "Too many requests from this address (or failed logins for this name): wait Retry-After seconds",
                )),
                Access::PublicOrAdmin => errors.push((401, "A token was sent but is invalid or expired")),
                Access::Admin => errors.push((401, "No valid admin token")),
                Access::SuperAdmin => {
                    errors.extend([(401, "No valid admin token"), (403, "Only the super admin may do this")])
                }
            }
            if op.with_id {
                errors.push((404, "No item with this id"));
            }
            errors.push((503, "The database cannot be reached or written"));
            for (status, description) in errors {
                builder = builder.response(status.to_string(), error_response(description, &error));
            }
            builder = builder.response("default", error_response("Any other error", &error));
            builder = match op.access {
                Access::Public | Access::Throttled => builder,
                Access::PublicOrAdmin => builder
                    .security(SecurityRequirement::default())
                    .security(SecurityRequirement::new("bearer", Vec::<String>::new())),
                Access::Admin | Access::SuperAdmin => {
                    builder.security(SecurityRequirement::new("bearer", Vec::<String>::new()))
                }
            };
            paths = paths.path(op.path, PathItem::new(op.method, builder.build()));
        }

        let bearer = SecurityScheme::Http(
            HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build(),
        );
        OpenApiBuilder::new()
            .info(
                InfoBuilder::new()
                    .title("agency-site API")
                    .version(env!("CARGO_PKG_VERSION"))
                    .description(Some(
                        "The JSON API of the MYTH Agency site and its admin CMS. Errors are \
                         `{\"message\"}` plus `errors` per field for 422. Admin calls take \
                         `Authorization: Bearer <token>` from POST /api/auth/login.",
                    ))
                    .build(),
            )
            .paths(paths.build())
            .components(Some(
                ComponentsBuilder::new().schemas_from_iter(schemas).security_scheme("bearer", bearer).build(),
            ))
            .build()
    }
}

fn builder_has_body(method: &HttpMethod) -> bool {
    matches!(method, HttpMethod::Post | HttpMethod::Patch | HttpMethod::Put)
}

fn tag(path: &str) -> String {
    let rest = path.trim_start_matches("/api/").trim_start_matches("admin/");
    rest.split('/').next().unwrap_or("api").to_owned()
}

fn wrapper(key: &str, value: RefOr<Schema>) -> RefOr<Schema> {
    ObjectBuilder::new().property(key, value).required(key).into()
}

fn error_response(description: &str, error: &RefOr<Schema>) -> utoipa::openapi::Response {
    ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(error.clone())).build())
        .build()
}

/// The whole document.
pub fn document() -> OpenApi {
    use Access::*;
    use HttpMethod::*;
    let mut doc = Doc::default();

    let health = doc.schema::<Health>();
    doc.op(
        Get,
        "/api/health",
        "Can the server read and write its database?",
        Public,
        None,
        (200, "Up", Some(health)),
    );

    let (login, logged_in) = (doc.schema::<LoginInput>(), doc.schema::<LoginResponse>());
    doc.op(
        Post,
        "/api/auth/login",
        "Log in as an admin",
        Throttled,
        Some(login),
        (200, "A token", Some(logged_in)),
    );
    let (register, user) = (doc.schema::<RegisterInput>(), doc.schema::<UserResponse>());
    doc.op(
        Post,
        "/api/auth/register",
        "Create an admin with the registration key (403 wrong key, 409 name taken)",
        Throttled,
        Some(register),
        (201, "Created", Some(user)),
    );

    doc.content::<ServiceFields>("/api/services");
    doc.content::<ProjectFields>("/api/projects");
    doc.content::<TestimonialFields>("/api/testimonials");
    doc.content::<ClientLogoFields>("/api/client-logos");

    let (contact, receipt) = (doc.schema::<ContactInput>(), doc.schema::<Receipt>());
    doc.op(
        Post,
        "/api/contact",
        "Send a message from the contact form; stored before the reply",
        Throttled,
        Some(contact),
        (201, "Stored", Some(receipt)),
    );

    let (visit, totals) = (doc.schema::<VisitInput>(), doc.schema::<VisitTotals>());
    doc.op(
        Post,
        "/api/analytics/visit",
        "Record a page load or time spent",
        Throttled,
        Some(visit),
        (202, "Recorded", None),
    );
    doc.op(
        Get,
        "/api/analytics/public",
        "Total visits and today's",
        Public,
        None,
        (200, "Totals", Some(totals)),
    );

    let public_settings = doc.schema::<PublicSettingsResponse>();
    doc.op(
        Get,
        "/api/settings",
        "The site's public settings",
        Public,
        None,
        (200, "Settings", Some(public_settings)),
    );

    let dashboard = doc.schema::<Dashboard>();
    doc.op(
        Get,
        "/api/admin/dashboard",
        "Counts and visit totals",
        Admin,
        None,
        (200, "Dashboard", Some(dashboard)),
    );

    let (list, one, flag) =
        (doc.schema::<SubmissionList>(), doc.schema::<SubmissionResponse>(), doc.schema::<ReadFlag>());
    doc.op(
        Get,
        "/api/admin/contact-submissions",
        "The inbox, newest first",
        Admin,
        None,
        (200, "Inbox", Some(list)),
    )
    .query = Page::into_params(|| Some(ParameterIn::Query));
    doc.op(
        Patch,
        "/api/admin/contact-submissions/{id}",
        "Mark an inquiry read or unread",
        Admin,
        Some(flag),
        (200, "Updated", Some(one)),
    );
    doc.op(
        Delete,
        "/api/admin/contact-submissions/{id}",
        "Delete an inquiry",
        Admin,
        None,
        (204, "Deleted", None),
    );

    let users = doc.schema::<UserList>();
    doc.op(Get, "/api/admin/users", "The admin accounts", SuperAdmin, None, (200, "Users", Some(users)));
    doc.op(
        Delete,
        "/api/admin/users/{id}",
        "Delete an admin (never the super admin)",
        SuperAdmin,
        None,
        (204, "Deleted", None),
    );

    let (settings, settings_input, key) =
        (doc.schema::<SettingsResponse>(), doc.schema::<SettingsInput>(), doc.schema::<RegistrationKey>());
    doc.op(
        Get,
        "/api/admin/settings",
        "All settings",
        SuperAdmin,
        None,
        (200, "Settings", Some(settings.clone())),
    );
    doc.op(
        Patch,
        "/api/admin/settings",
        "Change some settings",
        SuperAdmin,
        Some(settings_input),
        (200, "Settings", Some(settings)),
    );
    doc.op(
        Post,
        "/api/admin/settings/registration-key",
        "Replace the registration key with a new random one",
        SuperAdmin,
        None,
        (200, "The new key", Some(key)),
    );

    doc.build()
}
