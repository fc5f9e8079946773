//! /api/projects: a portfolio case of the work showcase (docs/PRODUCT.md §7), through the shared content CRUD.

use crate::domain::projects::ProjectFields;

crate::api::content::content_routes!(ProjectFields {
    path: "/api/projects",
    by_id: "/api/projects/{id}",
    label: "project",
    list: list_projects,
    get: get_project,
    create: create_project,
    update: update_project,
    delete: delete_project,
});
