//! The four kinds of site content as the shared tests (and versions.rs, escaping.rs, …) see them:
//! their paths, keys, seeded items and valid and invalid bodies, and the calls made on them.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{TestApp, ids};

/// What the shared tests need to know of one resource.
pub struct Resource {
    /// The list; an item is at `{path}/{id}`.
    pub path: &'static str,
    /// The JSON key of one item and of the list.
    pub one: &'static str,
    pub many: &'static str,
    /// The SQL table, to count rows behind the API's back.
    pub table: &'static str,
    /// The seeded items, all active, in list order.
    pub seeded: &'static [i64],
    /// The keys of an item, sorted.
    pub keys: &'static [&'static str],
    /// A body that creates an item, and what create fills in for the fields it leaves out.
    pub valid: fn() -> Value,
    pub defaults: fn() -> Value,
    /// Two valid patches, sent one after the other.
    pub patches: fn() -> [Value; 2],
    /// Refused patches as (body, field, spec message); one also names a valid change.
    pub invalid_patches: fn() -> Vec<(Value, &'static str, &'static str)>,
}

pub const SERVICES: Resource = Resource {
    path: "/api/services",
    one: "service",
    many: "services",
    table: "services",
    seeded: &[1, 2, 3, 4, 5, 6],
    keys: &[
        "createdAt",
        "description",
        "icon",
        "id",
        "isActive",
        "position",
        "title",
        "updatedAt",
        "version",
    ],
    valid: || {
        json!({
            "title": "Podcast Production",
            "description": "Recording, editing and clipping for weekly shows.",
            "icon": "mic",
        })
    },
    defaults: || json!({ "position": 0, "isActive": true }),
    patches: || [json!({ "title": "UGC Bundles" }), json!({ "position": 42 })],
    invalid_patches: || {
        vec![
            (json!({ "title": "a" }), "title", "Title must be at least 2 characters"),
            (json!({ "description": "short" }), "description", "Description must be at least 10 characters"),
            (json!({ "icon": "" }), "icon", "Icon is required"),
            (
                json!({ "icon": "javascript:alert(1)", "isActive": false }),
                "icon",
                "Icon must start with https://, http:// or / (a path on this site)",
            ),
        ]
    },
};

pub const PROJECTS: Resource = Resource {
    path: "/api/projects",
    one: "project",
    many: "projects",
    table: "projects",
    seeded: &[1, 2, 3, 4, 5, 6],
    keys: &[
        "category",
        "createdAt",
        "description",
        "id",
        "image",
        "isActive",
        "position",
        "title",
        "updatedAt",
        "version",
    ],
    valid: || {
        json!({
            "title": "Brickell Bakes",
            "category": "Content Creation",
            "description": "A month of morning-bake Reels for a Brickell bakery.",
            "image": "/images/work/brickell-bakes.svg",
        })
    },
    defaults: || json!({ "position": 0, "isActive": true }),
    patches: || {
        [
            json!({ "category": "Lead Generation", "image": "https://cdn.example.com/b.png" }),
            json!({ "title": "Brickell Bakes" }),
        ]
    },
    invalid_patches: || {
        vec![
            (json!({ "title": "x" }), "title", "Title must be at least 2 characters"),
            (json!({ "category": "" }), "category", "Category must be at least 2 characters"),
            (
                json!({ "image": "javascript:alert(document.cookie)" }),
                "image",
                "Image URL must start with https://, http:// or / (a path on this site)",
            ),
            (json!({ "image": "", "isActive": false }), "image", "Image URL is required"),
        ]
    },
};

/// `position` is the person's job title here, not an order.
pub const TESTIMONIALS: Resource = Resource {
    path: "/api/testimonials",
    one: "testimonial",
    many: "testimonials",
    table: "testimonials",
    seeded: &[1, 2],
    keys: &[
        "avatar",
        "company",
        "createdAt",
        "id",
        "isActive",
        "name",
        "position",
        "quote",
        "updatedAt",
        "version",
    ],
    valid: || {
        json!({
            "name": "Ana Torres",
            "position": "Owner",
            "company": "Cafe Luna",
            "quote": "They doubled our reach in a month.",
        })
    },
    defaults: || json!({ "avatar": null, "isActive": true }),
    patches: || {
        [json!({ "company": "Casa Coral Group" }), json!({ "quote": "Written again, a season later." })]
    },
    invalid_patches: || {
        vec![
            (json!({ "name": "M" }), "name", "Name must be at least 2 characters"),
            (json!({ "quote": "Too short" }), "quote", "Quote must be at least 10 characters"),
            (
                json!({ "avatar": "javascript:alert(1)", "isActive": false }),
                "avatar",
                "Avatar must start with https://, http:// or / (a path on this site)",
            ),
        ]
    },
};

/// Width and position are optional, nullable numbers.
pub const CLIENT_LOGOS: Resource = Resource {
    path: "/api/client-logos",
    one: "clientLogo",
    many: "clientLogos",
    table: "client_logos",
    seeded: &[1, 2, 3, 4, 5, 6],
    keys: &["alt", "createdAt", "id", "isActive", "position", "src", "updatedAt", "version", "width"],
    valid: || json!({ "src": "/images/logos/new-brand.svg", "alt": "New Brand logo" }),
    defaults: || json!({ "width": null, "position": null, "isActive": true }),
    patches: || {
        [
            json!({ "alt": "Lumeira logo" }),
            json!({ "src": "https://cdn.example.com/lumeira.svg", "width": 140 }),
        ]
    },
    invalid_patches: || {
        vec![
            (json!({ "src": "" }), "src", "Image URL is required"),
            (
                json!({ "src": "javascript:alert(1)" }),
                "src",
                "Image URL must start with https://, http:// or / (a path on this site)",
            ),
            (json!({ "alt": "" }), "alt", "Alt text is required"),
            (json!({ "width": 5000, "isActive": false }), "width", "Width must be between 16 and 600"),
        ]
    },
};

impl Resource {
    /// The path of one item; `id` may be anything, a malformed one too.
    pub fn item(&self, id: impl std::fmt::Display) -> String {
        format!("{}/{id}", self.path)
    }

    /// The valid body with some fields replaced (a null is sent as null).
    pub fn with(&self, changes: Value) -> Value {
        let mut body = (self.valid)();
        for (field, value) in changes.as_object().expect("object") {
            body[field] = value.clone();
        }
        body
    }

    /// The valid body without one field.
    pub fn without(&self, field: &str) -> Value {
        let mut body = (self.valid)();
        body.as_object_mut().expect("object").remove(field);
        body
    }

    /// Creates an item as an admin and answers it.
    pub async fn create(&self, app: &TestApp, token: &str, body: Value) -> Value {
        let (status, answer) = app.post(self.path, Some(token), &body).await;
        assert_eq!(status, StatusCode::CREATED, "{body}: {answer}");
        answer[self.one].clone()
    }

    /// The list as visitors (no token) or an admin see it.
    pub async fn list(&self, app: &TestApp, token: Option<&str>) -> Vec<Value> {
        let (status, body) = app.get_json(self.path, token).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body[self.many].as_array().expect("list").clone()
    }

    pub async fn ids(&self, app: &TestApp, token: Option<&str>) -> Vec<i64> {
        ids(&Value::Array(self.list(app, token).await))
    }

    pub async fn find(&self, app: &TestApp, token: Option<&str>, id: i64) -> Option<Value> {
        self.list(app, token).await.into_iter().find(|item| item["id"] == id)
    }
}
