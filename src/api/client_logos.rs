//! /api/client-logos: a logo of the trusted-brands marquee (SPEC.md §7), through the shared content CRUD.

use crate::domain::client_logos::{ClientLogo, ClientLogoFields, ClientLogoInput};

crate::api::content::content_kind!(ClientLogos {
    one: "clientLogo",
    many: "clientLogos",
    path: "/api/client-logos",
    label: "Client logo",
    table: client_logos,
    item: ClientLogo,
    fields: ClientLogoFields,
    input: ClientLogoInput,
});
