//! What the four kinds of site content share: services, projects, testimonials and client logos are
//! served by one generic implementation (src/api/content.rs), so each behaviour is written once
//! below and runs as one test per resource, e.g. `content::projects::delete_answers_204_then_404`.
//! A resource's own rules (validation messages, seeded items, URLs, ordering) are in its own file.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

/// Makes a module per resource holding one test per behaviour, so a failure names both.
macro_rules! each_resource {
    ($($behaviour:ident),+ $(,)?) => {
        each_resource!(@tests services SERVICES; $($behaviour),+);
        each_resource!(@tests projects PROJECTS; $($behaviour),+);
        each_resource!(@tests testimonials TESTIMONIALS; $($behaviour),+);
        each_resource!(@tests client_logos CLIENT_LOGOS; $($behaviour),+);
    };
    (@tests $module:ident $resource:ident; $($behaviour:ident),+) => {
        mod $module {
            $(
                #[tokio::test]
                async fn $behaviour() {
                    super::$behaviour(&super::$resource).await;
                }
            )+
        }
    };
}

each_resource!(
    anonymous_visitors_get_the_seeded_items_under_the_list_key,
    anonymous_lists_hold_active_items_only_and_admins_see_all,
    creating_answers_201_with_the_item_and_its_defaults,
    text_is_trimmed_when_stored,
    a_patch_changes_only_the_named_fields_and_ignores_the_id,
    the_toggle_sends_the_whole_item_and_visitors_see_the_change_at_once,
    an_invalid_patch_is_422_and_changes_nothing,
    unknown_and_malformed_ids_are_404,
    delete_answers_204_then_404,
    writes_without_a_token_are_401_and_change_nothing,
);

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

async fn anonymous_visitors_get_the_seeded_items_under_the_list_key(r: &Resource) {
    let app = TestApp::spawn().await;
    let (status, body) = app.get_json(r.path, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), [r.many], "{body}");
    assert_eq!(ids(&body[r.many]), r.seeded);
    for item in body[r.many].as_array().expect("list") {
        assert_eq!(keys(item), r.keys, "{item}");
        assert_eq!(item["isActive"], true, "{item}");
    }
}

async fn anonymous_lists_hold_active_items_only_and_admins_see_all(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let hidden = r.create(&app, &token, r.with(json!({ "isActive": false }))).await;
    assert_eq!(hidden["isActive"], false, "{hidden}");

    assert_eq!(r.ids(&app, None).await, r.seeded);
    let mut all = r.ids(&app, Some(&token)).await;
    all.sort_unstable();
    assert_eq!(all, [r.seeded, &[hidden["id"].as_i64().expect("id")]].concat());
}

async fn creating_answers_201_with_the_item_and_its_defaults(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let (status, body) = app.post(r.path, Some(&token), &(r.valid)()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(keys(&body), [r.one], "{body}");
    let item = &body[r.one];
    assert_eq!(keys(item), r.keys, "{item}");
    let id = item["id"].as_i64().expect("id");
    assert!(r.seeded.iter().all(|&seeded| id > seeded), "{item}");
    for fields in [(r.valid)(), (r.defaults)()] {
        for (field, value) in fields.as_object().expect("object") {
            assert_eq!(item[field], *value, "{field}");
        }
    }
    for field in ["createdAt", "updatedAt"] {
        assert!(is_rfc3339_utc(item[field].as_str().expect(field)), "{item}");
    }

    // It is what visitors now see.
    assert_eq!(r.find(&app, None, id).await.as_ref(), Some(item));
}

async fn text_is_trimmed_when_stored(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let valid = (r.valid)();
    let fields = valid.as_object().expect("object");
    let padded = fields.iter().map(|(field, value)| match value.as_str() {
        Some(text) => (field.clone(), json!(format!("  {text}  "))),
        None => (field.clone(), value.clone()),
    });
    let item = r.create(&app, &token, Value::Object(padded.collect())).await;
    for (field, value) in fields {
        assert_eq!(item[field], *value, "{field}");
    }
}

async fn a_patch_changes_only_the_named_fields_and_ignores_the_id(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let [other, id] = [r.seeded[0], r.seeded[1]];
    let untouched = r.find(&app, Some(&token), other).await.expect("first item");
    let mut before = r.find(&app, Some(&token), id).await.expect("second item");
    let [mut first, second] = (r.patches)();
    first["id"] = json!(other);

    // The last patch is empty, and changes nothing.
    for patch in [first, second, json!({})] {
        for (field, value) in patch.as_object().expect("object").iter().filter(|(field, _)| *field != "id") {
            assert_ne!(before[field], *value, "{field}: the table's patch must change it");
        }
        let (status, body) = app.patch(&r.item(id), Some(&token), &patch).await;
        assert_eq!(status, StatusCode::OK, "{patch}: {body}");
        let after = &body[r.one];
        assert_eq!(after["id"], id, "{patch}");
        for &field in r.keys.iter().filter(|&&field| !matches!(field, "id" | "updatedAt" | "version")) {
            let expected = patch.get(field).unwrap_or(&before[field]);
            assert_eq!(after[field], *expected, "{field} after {patch}");
        }
        assert_eq!(r.find(&app, Some(&token), id).await.as_ref(), Some(after));
        before = after.clone();
    }

    // The item the body's `id` names is untouched, and no item was added.
    assert_eq!(r.find(&app, Some(&token), other).await, Some(untouched));
    let mut all = r.ids(&app, Some(&token)).await;
    all.sort_unstable();
    assert_eq!(all, r.seeded);
}

async fn the_toggle_sends_the_whole_item_and_visitors_see_the_change_at_once(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let id = r.seeded[1];
    let mut item = r.find(&app, None, id).await.expect("second item");
    let others: Vec<i64> = r.seeded.iter().copied().filter(|&seeded| seeded != id).collect();

    for (active, visible) in [(false, others.as_slice()), (true, r.seeded)] {
        item["isActive"] = json!(active);
        let (status, body) = app.patch(&r.item(id), Some(&token), &item).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        for &field in r.keys.iter().filter(|&&field| !matches!(field, "updatedAt" | "version")) {
            assert_eq!(body[r.one][field], item[field], "{field} after isActive {active}");
        }
        // The next whole item is sent with the version this change made (`versions.rs`).
        item["version"] = body[r.one]["version"].clone();
        assert_eq!(r.ids(&app, None).await, visible, "visitors after isActive {active}");
        assert_eq!(r.ids(&app, Some(&token)).await, r.seeded, "admins after isActive {active}");
    }
}

async fn an_invalid_patch_is_422_and_changes_nothing(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let id = r.seeded[0];
    let before = r.find(&app, Some(&token), id).await.expect("first item");
    for (patch, field, message) in (r.invalid_patches)() {
        let (status, answer) = app.patch(&r.item(id), Some(&token), &patch).await;
        assert_invalid(status, &answer, field, message, &patch.to_string());
    }
    assert_eq!(r.find(&app, Some(&token), id).await, Some(before));
}

async fn unknown_and_malformed_ids_are_404(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let next = (r.seeded.last().expect("seeded") + 1).to_string();
    for id in [next.as_str(), "9999", "123456", "99999999999999999999", "abc", "-1", "0", "1.5", "1e3", "%20"]
    {
        let path = r.item(id);
        let (status, body) = app.patch(&path, Some(&token), &(r.valid)()).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("PATCH {path}"));
        let (status, body) = app.delete(&path, Some(&token)).await;
        assert_error(status, &body, StatusCode::NOT_FOUND, &format!("DELETE {path}"));
    }
    assert_eq!(r.ids(&app, Some(&token)).await, r.seeded);
}

async fn delete_answers_204_then_404(r: &Resource) {
    let (app, token) = TestApp::with_super_admin().await;
    let path = r.item(r.seeded[0]);
    let response = app.request(Method::DELETE, &path, Some(&token)).send().await.expect("request");
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_eq!(response.text().await.expect("body"), "");

    let rest = &r.seeded[1..];
    assert_eq!(r.ids(&app, Some(&token)).await, rest, "admins");
    assert_eq!(r.ids(&app, None).await, rest, "visitors");
    let (status, body) = app.delete(&path, Some(&token)).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "second delete");
    let [patch, _] = (r.patches)();
    let (status, body) = app.patch(&path, Some(&token), &patch).await;
    assert_error(status, &body, StatusCode::NOT_FOUND, "patch after delete");
}

async fn writes_without_a_token_are_401_and_change_nothing(r: &Resource) {
    let app = TestApp::spawn().await;
    let (_, before) = app.get_json(r.path, None).await;
    let [patch, _] = (r.patches)();
    let item = r.item(r.seeded[0]);
    let writes = [
        (Method::POST, r.path.to_owned(), Some((r.valid)())),
        (Method::PATCH, item.clone(), Some(patch)),
        (Method::PATCH, item.clone(), Some(json!({ "isActive": false }))),
        (Method::DELETE, item, None),
        (Method::DELETE, r.item("abc"), None),
    ];
    for (method, path, body) in writes {
        let case = format!("{method} {path}");
        let (status, answer) = app.call(method, &path, None, body.as_ref()).await;
        assert_error(status, &answer, StatusCode::UNAUTHORIZED, &case);
    }

    assert_eq!(app.get_json(r.path, None).await.1, before);
    let rows = app.scalar(&format!("select count(*) from {}", r.table));
    assert_eq!(rows as usize, r.seeded.len(), "rows");
}

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

/// The keys of a JSON object, sorted.
fn keys(object: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = object.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}
