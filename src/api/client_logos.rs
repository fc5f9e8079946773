//! /api/client-logos: a logo of the trusted-brands marquee (docs/PRODUCT.md §7), through the shared content CRUD.

use crate::domain::client_logos::ClientLogoFields;

crate::api::content::content_routes!(ClientLogoFields {
    path: "/api/client-logos",
    by_id: "/api/client-logos/{id}",
    label: "client logo",
    list: list_client_logos,
    get: get_client_logo,
    create: create_client_logo,
    update: update_client_logo,
    delete: delete_client_logo,
});
