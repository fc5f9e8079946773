//! /api/services: a service card of the home page (docs/PRODUCT.md §7), through the shared content CRUD.

use crate::domain::services::ServiceFields;

crate::api::content::content_routes!(ServiceFields {
    path: "/api/services",
    by_id: "/api/services/{id}",
    label: "service",
    list: list_services,
    get: get_service,
    create: create_service,
    update: update_service,
    delete: delete_service,
});
