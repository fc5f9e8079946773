//! /api/posts: the blog (docs/DESIGN.md, "Blog posts"). Visitors list and read published posts
//! whose time has come; admins list every post (by status, category, words), write, schedule,
//! unpublish and delete them, and preview Markdown with the renderer the pages use.

use axum::extract::rejection::QueryRejection;
use axum::extract::{DefaultBodyLimit, Query, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Editor, Id, Lang, LangQuery, MaybeAdmin, Slug};
use crate::api::json::Json;
use crate::api::translations as languages;
use crate::api::versions::{Expected, Stale, Tagged};
use crate::db::posts::{self as table, Body, Filter};
use crate::db::translations;
use crate::domain::posts::{Post, PostInput, Status};
use crate::domain::revisions::without_rendered_body;
use crate::domain::translations::{Texts, TranslationsInput};
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, ErrorBody, Result};
use crate::markdown;
use crate::site::post_languages;
use crate::state::{AppState, Written};

/// A post's body may be 100,000 characters (up to four bytes each in JSON).
pub const POST_BODY_LIMIT: usize = 512 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_posts, create_post))
        .routes(routes!(post_by_slug))
        .routes(routes!(post_by_id, update_post, delete_post))
        .routes(routes!(preview_markdown))
        .layer(DefaultBodyLimit::max(POST_BODY_LIMIT))
}

#[derive(Serialize, ToSchema)]
pub struct PostList {
    pub posts: Vec<Post>,
    pub total: i64,
}

#[derive(Serialize, ToSchema)]
pub struct PostResponse {
    pub post: Post,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PostQuery {
    /// 1 for the newest.
    #[param(value_type = Option<i64>, minimum = 1)]
    page: Option<String>,
    /// Posts a page (1–100, 10 when absent).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 100)]
    limit: Option<String>,
    /// A category's slug.
    category: Option<String>,
    /// Admins: `draft`, `scheduled` or `published`.
    status: Option<String>,
    /// Admins: words of the title or excerpt.
    q: Option<String>,
}

/// Blog posts, newest first
///
/// Visitors get published posts whose time has come; with an admin token, every post.
#[utoipa::path(get, path = "/api/posts", params(PostQuery, LangQuery), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "A page of posts and how many match", body = PostList),
        (status = 422, description = "A page, limit, status or language that is not one", body = ErrorBody)))]
async fn list_posts(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Lang(lang): Lang,
    query: std::result::Result<Query<PostQuery>, QueryRejection>,
) -> Result<axum::Json<PostList>> {
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let mut errors = ValidationErrors::default();
    let number =
        |errors: &mut ValidationErrors, field: &str, value: Option<&str>, max: i64, default: i64| match value
        {
            None | Some("") => default,
            Some(v) => match v.parse::<i64>() {
                Ok(n) if (1..=max).contains(&n) => n,
                _ => {
                    errors
                        .add(field, format!("{} must be a whole number from 1 to {max}", capitalized(field)));
                    default
                }
            },
        };
    let page = number(&mut errors, "page", query.page.as_deref(), 1_000_000, 1);
    let limit = number(&mut errors, "limit", query.limit.as_deref(), 100, 10);
    let status = query.status.filter(|s| !s.is_empty());
    if status.as_deref().is_some_and(|s| !["draft", "scheduled", "published"].contains(&s)) {
        errors.add("status", "Status must be draft, scheduled or published");
    }
    errors.into_result(())?;
    let languages = state.current().await?.languages.clone();
    if admin.is_none() && lang != languages.default_language() {
        let category = query.category.filter(|c| !c.is_empty());
        let (posts, total) = state
            .run(move |conn| {
                let (visible, _) =
                    post_languages::visible_in(conn, &table::listed(conn)?, &lang, &crate::db::now())?;
                let matching: Vec<Post> = visible
                    .into_iter()
                    .filter(|p| category.as_ref().is_none_or(|c| &p.category_slug == c))
                    .collect();
                let total = matching.len() as i64;
                let shown = matching.iter().skip(((page - 1) * limit) as usize).take(limit as usize);
                let posts = shown.map(|p| whole_in(conn, p.id, &lang)).collect::<Result<Vec<_>>>()?;
                Ok((posts.into_iter().flatten().collect(), total))
            })
            .await?;
        return Ok(axum::Json(PostList { posts, total }));
    }
    let filter = Filter {
        visible_at: admin.is_none().then(crate::db::now),
        status: status.filter(|_| admin.is_some()),
        category: query.category.filter(|c| !c.is_empty()),
        query: query
            .q
            .filter(|q| !q.trim().is_empty() && admin.is_some())
            .map(|q| q.trim().chars().take(200).collect()),
    };
    let (posts, total) = state
        .run(move |conn| {
            let (mut posts, total) = table::list(conn, &filter, limit, (page - 1) * limit)?;
            // An admin's list carries each article's other languages (the Translations overview).
            if admin.is_some() {
                let key = |p: &Post| p.id.to_string();
                languages::of_each(conn, post_languages::KIND, &mut posts, key, |p, t| {
                    p.translated = Some(t)
                })?;
            }
            Ok((posts, total))
        })
        .await?;
    Ok(axum::Json(PostList { posts, total }))
}

fn capitalized(field: &str) -> String {
    let mut chars = field.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// One post by its slug
///
/// Visitors get a published post whose time has come; admins any post (the editor's check
/// whether a slug is taken).
#[utoipa::path(get, path = "/api/posts/slug/{slug}", params(("slug" = String, Path), LangQuery), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The post, with its address in each language it is published in", body = PostResponse),
        (status = 404, description = "No such post (or not published yet)", body = ErrorBody),
        (status = 422, description = "Not a language of the site", body = ErrorBody)))]
async fn post_by_slug(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Slug(slug): Slug,
    Lang(lang): Lang,
) -> Result<axum::Json<PostResponse>> {
    let languages = state.current().await?.languages.clone();
    // Which article visitors of the language see at this slug, and its addresses, are the
    // snapshot's (made once a version): a request reads only the article itself.
    let snapshot = state.snapshot_in(&lang).await?;
    let shown = snapshot.blog.find(&slug).map(|i| &snapshot.blog.posts[i]);
    let alternates = shown.map(|p| p.alternates.clone());
    if admin.is_none() && lang != languages.default_language() {
        let Some(id) = shown.map(|p| p.id) else { return Err(AppError::not_found("Post")) };
        let found = state.run(move |conn| whole_in(conn, id, &lang)).await?;
        return found
            .map(|post| axum::Json(PostResponse { post: Post { alternates, ..post } }))
            .ok_or_else(|| AppError::not_found("Post"));
    }
    let is_admin = admin.is_some();
    let post = state
        .run(move |conn| match table::by_slug(conn, &slug)? {
            // The editor opens an article by its slug: an admin reads its other languages too.
            Some(post) if is_admin => with_translations(conn, post).map(Some),
            found => Ok(found),
        })
        .await?;
    let post = post.map(|post| Post {
        alternates: alternates.filter(|_| shown.is_some_and(|s| s.id == post.id)),
        ..post
    });
    let now = crate::db::now();
    let visible = |p: &Post| {
        admin.is_some()
            || p.published_at
                .as_deref()
                .is_some_and(|at| p.status == crate::domain::posts::Status::Published && at <= now.as_str())
    };
    match post.filter(visible) {
        Some(post) => Ok(axum::Json(PostResponse { post })),
        None => Err(AppError::not_found("Post")),
    }
}

/// One post by its id, for the editor; its ETag is its version
#[utoipa::path(get, path = "/api/posts/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 200, description = "The post", body = PostResponse,
            headers(("etag" = String, description = "The post's version, quoted"))),
        (status = 404, description = "No such post", body = ErrorBody)))]
async fn post_by_id(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<Tagged<PostResponse>> {
    let post = state.run(move |conn| with_translations(conn, stored(conn, id)?)).await?;
    Ok(Tagged(post.version, PostResponse { post }))
}

/// The post `id` whole (its body rendered) as visitors of `lang` read it.
fn whole_in(conn: &rusqlite::Connection, id: i64, lang: &str) -> Result<Option<Post>> {
    let Some(post) = table::get(conn, id)? else { return Ok(None) };
    let texts: Texts = translations::of_item(conn, post_languages::KIND, &id.to_string())?
        .into_iter()
        .filter(|t| t.lang == lang)
        .map(|t| (t.field, t.value))
        .collect();
    Ok(Some(post_languages::post_in(&post, &texts, true)))
}

/// The post with its other languages, as an admin reads it.
fn with_translations(conn: &rusqlite::Connection, mut post: Post) -> Result<Post> {
    post.translated = Some(languages::of(conn, post_languages::KIND, &post.id.to_string(), &post)?);
    Ok(post)
}

/// Writes the article's `changes` in other languages (`others`), each checked as its default
/// language's are, over the post as stored now in that language.
fn translate(
    tx: &rusqlite::Transaction,
    post: &Post,
    changes: TranslationsInput,
    others: &[String],
    now: &str,
) -> Result<()> {
    let key = post.id.to_string();
    languages::write(
        tx,
        (post_languages::KIND, &key, SLUG_TAKEN),
        changes,
        others,
        |lang, stored, change, errors| {
            let before = post_languages::post_in(post, stored, false);
            let (changes, after) = post_languages::check_change(post, stored, lang, change, now, errors);
            languages::Checked { changes, slugs: Some((before.slug, after.slug)) }
        },
        |slug| Ok(slug != post.slug && table::slug_taken(tx, slug, Some(post.id))?),
        |lang, old, stored| {
            // The old address keeps answering (301) once visitors of the language could see it.
            if post_languages::is_visible(&post_languages::post_in(post, stored, false), now) {
                translations::keep_old_slug(tx, post_languages::KIND, lang, old, &key)?;
            }
            Ok(())
        },
    )
}

/// An article in the trash keeps its slug, so that it can come back at its address.
const SLUG_TAKEN: &str = "Another post already has this slug (look in the trash too): choose another";

fn slug_taken() -> AppError {
    AppError::Conflict(SLUG_TAKEN.into())
}

/// The post `id` as stored, or the API's 404.
fn stored(conn: &rusqlite::Connection, id: i64) -> Result<Post> {
    table::get(conn, id)?.ok_or_else(|| AppError::not_found("Post"))
}

/// Changes the post `id` by `input` in the write's transaction, if `expected` holds; `restored`
/// names the change when it puts a revision back ("restored"), else it is named by what it did.
pub(crate) fn change(
    tx: &rusqlite::Transaction,
    id: i64,
    input: PostInput,
    expected: &Expected,
    now: &str,
    restored: Option<&'static str>,
    others: &[String],
) -> Result<Written<Post>> {
    let mut input = input;
    let changes = input.translations.take().unwrap_or_default();
    let before = stored(tx, id)?;
    expected.check_revised(tx, ("post", &id.to_string()), before.version, "this article", &before)?;
    let fields = input.parse(Some(&table::fields(&before)), now)?;
    if table::slug_taken(tx, &fields.slug, Some(id))? {
        return Err(slug_taken());
    }
    let html = if fields.body_markdown == before.body_markdown {
        before.body_html.clone()
    } else {
        markdown::render(&fields.body_markdown)
    };
    let body = Body { html: &html, read_time: markdown::read_time(&fields.body_markdown) };
    table::update(tx, id, &before, &fields, &body)?;
    let post = stored(tx, id)?;
    translate(tx, &post, changes, others, now)?;
    let action = restored.unwrap_or(match (before.status, post.status) {
        (Status::Draft, Status::Published) if post.published_at.as_deref() > Some(now) => "scheduled",
        (Status::Draft, Status::Published) => "published",
        (Status::Published, Status::Draft) => "unpublished",
        _ => "changed",
    });
    Ok(revised(tx, post, action)?.from(before.version, &without_rendered_body(&before)))
}

/// `post` as written, with the revision it keeps; answered with its other languages.
fn revised(tx: &rusqlite::Connection, post: Post, action: &'static str) -> Result<Written<Post>> {
    let (id, version, kept) = (post.id, post.version, without_rendered_body(&post));
    let subject = subject(&post);
    Ok(Written::logged(with_translations(tx, post)?, action, subject).revised("post", id, version, &kept))
}

/// The post as the activity log names it.
fn subject(post: &Post) -> String {
    format!("Article “{}”", post.title)
}

/// Write a post
#[utoipa::path(post, path = "/api/posts", security(("bearer" = [])), request_body = PostInput,
    responses(
        (status = 201, description = "Created", body = PostResponse),
        (status = 409, description = "Another post has this slug", body = ErrorBody)))]
async fn create_post(
    editor: Editor,
    Json(mut input): Json<PostInput>,
) -> Result<(StatusCode, Tagged<PostResponse>)> {
    let now = crate::db::now();
    let changes = input.translations.take().unwrap_or_default();
    let fields = input.parse(None, &now)?;
    let html = markdown::render(&fields.body_markdown);
    let others = editor.other_languages().await?;
    let post = editor
        .write(move |tx| {
            if table::slug_taken(tx, &fields.slug, None)?
                || translations::value_taken(tx, post_languages::KIND, "slug", &fields.slug, "")?
            {
                return Err(slug_taken());
            }
            let body = Body { html: &html, read_time: markdown::read_time(&fields.body_markdown) };
            let post = stored(tx, table::insert(tx, &fields, &body, None)?)?;
            translate(tx, &post, changes, &others, &now)?;
            revised(tx, post, "created")
        })
        .await?;
    Ok((StatusCode::CREATED, Tagged(post.version, PostResponse { post })))
}

/// Change, publish, schedule or unpublish a post
#[utoipa::path(patch, path = "/api/posts/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    request_body = PostInput,
    responses(
        (status = 200, description = "Changed", body = PostResponse),
        (status = 409, description = "Another post has this slug", body = ErrorBody),
        Stale))]
async fn update_post(
    editor: Editor,
    Id(id): Id,
    Json(input): Json<PostInput>,
) -> Result<Tagged<PostResponse>> {
    let now = crate::db::now();
    let expected = editor.expected.clone().or_body(input.version);
    let others = editor.other_languages().await?;
    let post = editor.write(move |tx| change(tx, id, input, &expected, &now, None, &others)).await?;
    Ok(Tagged(post.version, PostResponse { post }))
}

/// Delete a post
///
/// It goes to the trash, from where it can come back for 30 days (`/api/admin/trash`).
#[utoipa::path(delete, path = "/api/posts/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 204, description = "In the trash"),
        Stale))]
async fn delete_post(editor: Editor, Id(id): Id) -> Result<StatusCode> {
    let (expected, actor) = (editor.expected.clone(), editor.admin.username.clone());
    editor
        .write(move |tx| {
            let post = stored(tx, id)?;
            expected.check_revised(tx, ("post", &id.to_string()), post.version, "this article", &post)?;
            table::trash(tx, id, &actor)?;
            Ok(Written::logged((), "deleted", subject(&post)))
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct MarkdownInput {
    #[schema(max_length = 100000)]
    markdown: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct MarkdownPreview {
    /// Sanitized HTML, exactly as the pages show it.
    pub html: String,
}

/// Render Markdown as the pages do (the editor's live preview)
#[utoipa::path(post, path = "/api/admin/markdown/preview", security(("bearer" = [])), request_body = MarkdownInput,
    responses((status = 200, description = "The HTML", body = MarkdownPreview)))]
async fn preview_markdown(
    _admin: Admin,
    Json(input): Json<MarkdownInput>,
) -> Result<axum::Json<MarkdownPreview>> {
    let markdown = input.markdown.unwrap_or_default();
    if markdown.chars().count() > 100_000 {
        let mut errors = ValidationErrors::default();
        errors.add("markdown", "The text must be at most 100000 characters");
        return Err(errors.into());
    }
    let html = tokio::task::spawn_blocking(move || markdown::render(&markdown))
        .await
        .map_err(|err| AppError::Internal(err.into()))?;
    Ok(axum::Json(MarkdownPreview { html }))
}
