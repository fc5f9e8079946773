//! An article in a language other than the default (docs/DESIGN.md "HTTP contract, phase 3":
//! languages): its texts are translations (`domain::translations`, kind `post`) over the default
//! language's, each falling back to it, and it has its own slug, status and publication time
//! there, so it may be published in Spanish only, or scheduled in each language on its own.

use std::collections::{BTreeMap, HashMap};

use rusqlite::Connection;

use crate::db;
use crate::domain::languages::Languages;
use crate::domain::posts::{Post, PostFields, PostInput, Status};
use crate::domain::slugs::slugify;
use crate::domain::translations::{Texts, TranslationChange};
use crate::markdown;

/// How translations name articles.
pub const KIND: &str = "post";

/// What an article has of its own in each language besides its texts: written from no source
/// text, they are never out of date.
pub const PER_LANGUAGE: [&str; 3] = ["slug", "status", "publishedAt"];

/// The post as `texts`, its translations into one language, make it: a draft there until
/// published there, at its own time or else the default language's. The body is rendered when
/// `with_body` (an article's page, the API's answer); lists leave it out.
pub fn post_in(post: &Post, texts: &Texts, with_body: bool) -> Post {
    let text = |field: &str, default: &str| texts.get(field).cloned().unwrap_or_else(|| default.to_owned());
    let category = text("category", &post.category);
    let body = texts.get("bodyMarkdown").filter(|body| !body.is_empty());
    Post {
        slug: text("slug", &post.slug),
        title: text("title", &post.title),
        excerpt: text("excerpt", &post.excerpt),
        // A list keeps no body in either language: a snapshot holds a blog's whole list, and a
        // thousand bodies would be megabytes held for nothing.
        body_markdown: match (with_body, body) {
            (true, Some(body)) => body.clone(),
            _ => post.body_markdown.clone(),
        },
        body_html: match (with_body, body) {
            (true, Some(body)) => markdown::render(body),
            _ => post.body_html.clone(),
        },
        read_time: body.map_or(post.read_time, |body| markdown::read_time(body)),
        category_slug: slugify(&category),
        category,
        status: own_status(texts),
        published_at: own_published_at(post, texts).map(str::to_owned),
        seo_title: text("seoTitle", &post.seo_title),
        seo_description: text("seoDescription", &post.seo_description),
        translated: None,
        ..post.clone()
    }
}

/// An article's status in a language: a draft there until published there.
fn own_status(texts: &Texts) -> Status {
    texts.get("status").and_then(|s| Status::parse(s)).unwrap_or(Status::Draft)
}

/// When an article appears in a language: its own time there, else the default language's.
fn own_published_at<'a>(post: &'a Post, texts: &'a Texts) -> Option<&'a str> {
    texts.get("publishedAt").or(post.published_at.as_ref()).map(String::as_str)
}

/// Whether visitors of the post's language see it at `now`.
pub fn is_visible(post: &Post, now: &str) -> bool {
    post.status == Status::Published && post.published_at.as_deref().is_some_and(|at| at <= now)
}

/// The posts visitors of `lang` (not the default language) see at `now`, newest first, without
/// bodies; and when the next one scheduled there appears. `listed` is every post not in the
/// trash (`db::posts::listed`). Each body is read only to count its words, never kept: a
/// snapshot is made after every save, and a thousand bodies are megabytes.
pub fn visible_in(
    conn: &Connection,
    listed: &[Post],
    lang: &str,
    now: &str,
) -> rusqlite::Result<(Vec<Post>, Option<String>)> {
    let texts = db::translations::fields_of_kind(conn, KIND, lang, &LISTED)?;
    let mut read_times = HashMap::new();
    db::translations::each_text(conn, KIND, lang, "bodyMarkdown", |item, body| {
        read_times.insert(item.to_owned(), markdown::read_time(body));
    })?;
    let mut next: Option<String> = None;
    let mut posts: Vec<Post> = Vec::new();
    for post in listed {
        let Some(texts) = texts.get(&post.id.to_string()) else { continue };
        let mut post = post_in(post, texts, false);
        if let Some(minutes) = read_times.get(&post.id.to_string()) {
            post.read_time = *minutes;
        }
        if post.status == Status::Published
            && let Some(at) = post.published_at.clone().filter(|at| at.as_str() > now)
        {
            next = Some(next.map_or(at.clone(), |n| n.min(at)));
        }
        if is_visible(&post, now) {
            posts.push(post);
        }
    }
    posts.sort_by(|a, b| (&b.published_at, b.id).cmp(&(&a.published_at, a.id)));
    Ok((posts, next))
}

/// What a blog's list shows of an article in a language: all its texts but the body.
const LISTED: [&str; 8] =
    ["title", "excerpt", "category", "seoTitle", "seoDescription", "slug", "status", "publishedAt"];

/// Where each article visible at `now` lives in each language it is visible in: by post id, the
/// language and the article's address there (`/blog/…`, `/es/blog/…`). `listed` is every post
/// not in the trash (`db::posts::listed`).
pub fn addresses(
    conn: &Connection,
    listed: &[Post],
    languages: &Languages,
    now: &str,
) -> rusqlite::Result<HashMap<i64, BTreeMap<String, String>>> {
    let mut found: HashMap<i64, BTreeMap<String, String>> = HashMap::new();
    let default = languages.default_language();
    for post in listed.iter().filter(|post| is_visible(post, now)) {
        found.entry(post.id).or_default().insert(default.to_owned(), format!("/blog/{}", post.slug));
    }
    for lang in languages.others() {
        let texts = db::translations::fields_of_kind(conn, KIND, lang, &PER_LANGUAGE)?;
        for post in listed {
            let Some(texts) = texts.get(&post.id.to_string()) else { continue };
            // As `is_visible` over `post_in`, without copying the article.
            let shown = own_status(texts) == Status::Published
                && own_published_at(post, texts).is_some_and(|at| at <= now);
            if shown {
                let slug = texts.get("slug").unwrap_or(&post.slug);
                let path = languages.path_in(lang, &format!("/blog/{slug}"));
                found.entry(post.id).or_default().insert(lang.to_owned(), path);
            }
        }
    }
    Ok(found)
}

/// The body of article `id` as its page in `lang` shows it: its translation rendered, else the
/// default language's.
pub fn body_html(
    conn: &Connection,
    id: i64,
    lang: &str,
    languages: &Languages,
) -> rusqlite::Result<Option<String>> {
    if lang != languages.default_language()
        && let Some(body) = db::translations::text(conn, KIND, &id.to_string(), lang, "bodyMarkdown")?
    {
        return Ok(Some(markdown::render(&body)));
    }
    db::posts::body_html(conn, id)
}

/// The fields of an article a change in another language may write, and whether each follows a
/// text of the default language (its source) or is the language's own (`PER_LANGUAGE`).
const WRITABLE: [(&str, bool); 9] = [
    ("title", true),
    ("excerpt", true),
    ("bodyMarkdown", true),
    ("category", true),
    ("seoTitle", true),
    ("seoDescription", true),
    ("slug", false),
    ("status", false),
    ("publishedAt", false),
];

/// Checks a change of the article `post` (as stored in the default language) in `lang`, whose
/// stored translations are `texts`: the same validation as the default language's (`PostInput`),
/// over the article as it stands in `lang`; what is the same in every language (the author, the
/// cover) is refused by name. Answers the translations to write, and the article after them.
pub fn check_change(
    post: &Post,
    texts: &Texts,
    lang: &str,
    change: std::collections::BTreeMap<String, String>,
    now: &str,
    errors: &mut crate::domain::validation::ValidationErrors,
) -> (Vec<TranslationChange>, Post) {
    let at = |field: &str| format!("translations.{lang}.{field}");
    // With its body: a change is told apart from the body as it stands in `lang`.
    let view = post_in(post, texts, true);
    let mut given = serde_json::Map::new();
    for (field, value) in change {
        if !WRITABLE.iter().any(|(name, _)| *name == field) {
            errors.add(
                &at(&field),
                format!("{field} is the same in every language: change it in the default language"),
            );
            continue;
        }
        let value = match (field.as_str(), value.trim().is_empty()) {
            // No time of its own: the default language's.
            ("publishedAt", true) => serde_json::Value::Null,
            _ => serde_json::Value::String(value),
        };
        given.insert(field, value);
    }
    let input: PostInput =
        match crate::domain::validation::from_json(serde_json::Value::Object(given.clone()), "") {
            Ok(input) => input,
            Err(shape) => {
                for (field, message) in shape.iter() {
                    errors.add(&at(field), message);
                }
                return (Vec::new(), view);
            }
        };
    let fields = match input.parse(Some(&db::posts::fields(&view)), now) {
        Ok(fields) => fields,
        Err(refused) => {
            for (field, message) in refused.iter() {
                errors.add(&at(field), message);
            }
            return (Vec::new(), view);
        }
    };
    let (before, english) = (db::posts::fields(&view), db::posts::fields(post));
    let mut changes = Vec::new();
    for (field, follows) in WRITABLE {
        let value = value_of(&fields, field);
        // A field not given may change too: publishing without a time publishes now.
        if value == value_of(&before, field) {
            continue;
        }
        let source = if follows { value_of(&english, field).unwrap_or_default() } else { String::new() };
        let value = value.filter(|text| !text.is_empty());
        changes.push(TranslationChange { lang: lang.to_owned(), field: field.to_owned(), value, source });
    }
    let mut texts = texts.clone();
    for change in &changes {
        match &change.value {
            Some(value) => texts.insert(change.field.clone(), value.clone()),
            None => texts.remove(&change.field),
        };
    }
    (changes, post_in(post, &texts, true))
}

/// A field of an article by the name the API gives it, as a translation stores it.
fn value_of(fields: &PostFields, name: &str) -> Option<String> {
    let text = match name {
        "title" => &fields.title,
        "excerpt" => &fields.excerpt,
        "bodyMarkdown" => &fields.body_markdown,
        "category" => &fields.category,
        "seoTitle" => &fields.seo_title,
        "seoDescription" => &fields.seo_description,
        "slug" => &fields.slug,
        "status" => return Some(fields.status.as_str().to_owned()),
        "publishedAt" => return fields.published_at.clone(),
        _ => return None,
    };
    Some(text.clone())
}
