//! What the four kinds of site content share: services, projects, testimonials and client logos are
//! served by one generic implementation (src/api/content.rs), so each behaviour is written once
//! below and runs as one test per resource, e.g. `content::projects::delete_answers_204_then_404`.
//! A resource's own rules (validation messages, seeded items, URLs, ordering) are in its own file;
//! the table of what the shared tests know of each resource is in resources.rs.

mod resources;

pub use resources::{CLIENT_LOGOS, PROJECTS, Resource, SERVICES, TESTIMONIALS};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, assert_invalid, ids, is_rfc3339_utc};

/// Makes a module per resource holding one test per behaviour, so a failure names both. Other
/// modules of behaviours every kind shares use it too (`versions.rs`).
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
pub(crate) use each_resource;

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
    // An admin's answer: the kind's fields, and every language's text (docs/DESIGN.md, "Phase 3").
    let mut expected = [r.keys, &["translationStates", "translations"]].concat();
    expected.sort_unstable();
    assert_eq!(keys(item), expected, "{item}");
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

    // It is what visitors now see, in the one language they read.
    let mut shown = item.clone();
    for admins_only in ["translations", "translationStates"] {
        shown.as_object_mut().expect("object").remove(admins_only);
    }
    assert_eq!(r.find(&app, None, id).await, Some(shown));
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

/// The keys of a JSON object, sorted.
fn keys(object: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = object.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}
