//! /api/projects: a portfolio case of the work showcase (SPEC.md §7), through the shared content CRUD.

use crate::domain::projects::{Project, ProjectFields, ProjectInput};

crate::api::content::content_kind!(Projects {
    one: "project",
    many: "projects",
    path: "/api/projects",
    label: "Project",
    table: projects,
    item: Project,
    fields: ProjectFields,
    input: ProjectInput,
});
