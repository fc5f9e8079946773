//! /api/services: a service card of the home page (SPEC.md §7), through the shared content CRUD.

use crate::domain::services::{Service, ServiceFields, ServiceInput};

crate::api::content::content_kind!(Services {
    one: "service",
    many: "services",
    path: "/api/services",
    label: "Service",
    table: services,
    item: Service,
    fields: ServiceFields,
    input: ServiceInput,
});
