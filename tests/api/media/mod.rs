//! /api/admin/media and /media/…: the media library through real uploads, a module per topic. The
//! files are made in the tests: photo-like JPEGs and PNGs (with EXIF, an orientation, odd sizes), a
//! decompression bomb, SVGs that try to script, and minimal MP4 and WebM files. The upload helpers
//! here are shared with the other resources' tests (`crate::media::uploaded`).

mod in_use;
mod library;
mod photos;
mod refused;
mod svg;
mod video;

use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::Value;

use crate::helpers::{TestApp, parts};

pub fn form(bytes: Vec<u8>, name: &str, alt: &str) -> Form {
    Form::new().part("file", Part::bytes(bytes).file_name(name.to_owned())).text("alt", alt.to_owned())
}

pub async fn upload(app: &TestApp, token: &str, form: Form) -> (StatusCode, Value) {
    let response = app
        .request(Method::POST, "/api/admin/media", Some(token))
        .multipart(form)
        .send()
        .await
        .expect("upload");
    parts(response).await
}

pub async fn uploaded(app: &TestApp, token: &str, bytes: Vec<u8>, name: &str, alt: &str) -> Value {
    let (status, body) = upload(app, token, form(bytes, name, alt)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["media"].clone()
}

async fn bytes_of(app: &TestApp, url: &str) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let response = app.get(url, None).await;
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.expect("bytes").to_vec())
}
