//! The OpenAPI document: well-formed, every operation it lists is routed, and its schemas name
//! the fields the server really sends.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TestApp, parts};

fn refs(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get("$ref") {
                found.push(r.clone());
            }
            map.values().for_each(|v| refs(v, found));
        }
        Value::Array(items) => items.iter().for_each(|v| refs(v, found)),
        _ => {}
    }
}

#[tokio::test]
async fn the_document_is_openapi_3_1_and_every_reference_resolves() {
    let app = TestApp::spawn().await;
    let (status, doc) = parts(app.get("/api/openapi.json", None).await).await;
    assert_eq!(status, StatusCode::OK);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"), "{}", doc["openapi"]);
    let mut found = Vec::new();
    refs(&doc, &mut found);
    assert!(!found.is_empty());
    for r in found {
        let name = r.strip_prefix("#/components/schemas/").unwrap_or_else(|| panic!("unexpected ref {r}"));
        assert!(doc["components"]["schemas"][name].is_object(), "{r} does not resolve");
    }
}

#[tokio::test]
async fn every_documented_operation_is_routed() {
    let app = TestApp::spawn().await;
    let (_, doc) = parts(app.get("/api/openapi.json", None).await).await;
    let paths = doc["paths"].as_object().unwrap();
    assert!(paths.len() >= 17, "only {} paths", paths.len());
    for (path, item) in paths {
        for method in item.as_object().unwrap().keys() {
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let url = path.replace("{id}", "1");
            let response = app.send(method.clone(), &url, None, &json!({})).await;
            let (status, body) = parts(response).await;
            assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
            assert_ne!(body["message"], "No such API endpoint", "{method} {path} is not routed");
            let documented = &item[method.as_str().to_lowercase()]["responses"];
            assert!(
                documented[status.as_str()].is_object() || documented["default"].is_object(),
                "{method} {path} answered {status}, which is not documented"
            );
        }
    }
}

#[tokio::test]
async fn the_service_schema_names_exactly_the_fields_the_server_sends() {
    // An admin's list: every field, the other languages' text too.
    let (app, token) = TestApp::with_super_admin().await;
    let (_, doc) = parts(app.get("/api/openapi.json", None).await).await;
    let (_, list) = parts(app.get("/api/services", Some(&token)).await).await;
    let sent: Vec<String> = list["services"][0].as_object().unwrap().keys().cloned().collect();

    let schemas = &doc["components"]["schemas"];
    let mut documented: Vec<String> = Vec::new();
    let mut collect = |schema: &Value| {
        if let Some(props) = schema["properties"].as_object() {
            documented.extend(props.keys().cloned());
        }
    };
    let service = &schemas["Service"];
    collect(service);
    for part in service["allOf"].as_array().into_iter().flatten() {
        match part["$ref"].as_str() {
            Some(r) => collect(&schemas[r.trim_start_matches("#/components/schemas/")]),
            None => collect(part),
        }
    }
    let (mut sent, mut documented) = (sent, documented);
    sent.sort();
    documented.sort();
    assert_eq!(sent, documented);
}

/// The UI's types are generated from ui/openapi.json (`npm run gen:api` in ui/), so that file must
/// be the document the server serves: then the UI and the server cannot drift apart unnoticed.
#[tokio::test]
async fn the_ui_snapshot_is_the_served_document() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/openapi.json", None).await;
    let served = response.text().await.expect("body");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/openapi.json");
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(path, format!("{served}\n")).expect("write ui/openapi.json");
    }
    let snapshot: Value = serde_json::from_str(&std::fs::read_to_string(path).expect("read")).expect("JSON");
    let served: Value = serde_json::from_str(&served).expect("JSON");
    assert!(
        served == snapshot,
        "ui/openapi.json is not the served document: run `UPDATE_OPENAPI=1 cargo test --test api \
         the_ui_snapshot`, then `npm run gen:api` in ui/, and commit both"
    );
}
