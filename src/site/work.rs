//! The case studies as visitors see them at one version: the published ones of active projects,
//! in the work showcase's order, each with what its page needs of its project (title, category,
//! description, image). A site has a handful, so their bodies are kept here too.

use std::collections::{BTreeMap, HashMap};

use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use crate::db::{self, content};
use crate::domain::case_studies::{CaseStudy, Figure};
use crate::domain::content::ContentFields;
use crate::domain::languages::Languages;
use crate::domain::posts::Status;
use crate::domain::projects::ProjectFields;
use crate::site::study_languages;
use crate::site::words::Words;

/// A visible case study as its page shows it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Study {
    pub project_id: i64,
    pub slug: String,
    pub title: String,
    pub category: String,
    pub description: String,
    pub image: String,
    pub client: String,
    pub results: Vec<Figure>,
    pub gallery: Vec<String>,
    pub video: Option<String>,
    pub body_html: String,
    pub seo_title: String,
    pub seo_description: String,
    pub updated_at: String,
    /// The page's address in each language it is published in, this one's included.
    pub alternates: BTreeMap<String, String>,
}

impl Study {
    /// The page's title for search results and cards: its SEO title, else the project's
    /// ("{title}: case study", in `words`' language).
    pub fn head_title(&self, words: &Words) -> String {
        if self.seo_title.is_empty() {
            words.case_study.replace("{title}", &self.title)
        } else {
            self.seo_title.clone()
        }
    }

    pub fn head_description(&self) -> &str {
        if self.seo_description.is_empty() { &self.description } else { &self.seo_description }
    }

    pub fn link(&self) -> StudyLink {
        StudyLink { project_id: self.project_id, slug: self.slug.clone(), title: self.title.clone() }
    }

    /// The picture of its social card and structured data: the project's image unless it is a
    /// video, else the gallery's first.
    pub fn picture(&self) -> Option<&str> {
        std::iter::once(&self.image).chain(&self.gallery).find(|url| !is_video(url)).map(String::as_str)
    }

    /// Every address of the library the page shows.
    pub fn media_urls(&self) -> impl Iterator<Item = &String> {
        std::iter::once(&self.image).chain(&self.gallery).chain(&self.video)
    }
}

/// Which project's card links to which page (`caseStudies` in the pages' data).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StudyLink {
    pub project_id: i64,
    pub slug: String,
    pub title: String,
}

#[derive(Debug, Default)]
pub struct Work {
    pub studies: Vec<Study>,
    by_slug: HashMap<String, usize>,
}

impl Work {
    /// The case studies visitors of `lang` see (`study_languages` for another language's).
    pub fn load(conn: &Connection, languages: &Languages, lang: &str) -> rusqlite::Result<Work> {
        let default = languages.default_language();
        // Each language's view of every case study of an active project, by project.
        let all = db::case_studies::all(conn)?;
        let mut views: BTreeMap<&str, HashMap<i64, CaseStudy>> = BTreeMap::new();
        for language in languages.all() {
            let texts = if language == default {
                HashMap::new()
            } else {
                db::translations::texts_of_kind(conn, study_languages::KIND, language)?
            };
            let view = all
                .iter()
                .map(|c| match texts.get(&c.project_id.to_string()) {
                    Some(texts) => (c.project_id, study_languages::study_in(c, texts, language == lang)),
                    None => (c.project_id, c.clone()),
                })
                .filter(|(_, c)| c.status == Status::Published)
                .collect();
            views.insert(language, view);
        }
        let project_texts = match lang == default {
            true => HashMap::new(),
            false => db::translations::texts_of_kind(conn, ProjectFields::ONE, lang)?,
        };
        let mut projects: HashMap<i64, ProjectFields> = HashMap::new();
        for mut project in content::list::<ProjectFields>(conn, false)? {
            if let Some(texts) = project_texts.get(&project.id.to_string()) {
                let text = |field: &str, default: &mut String| {
                    if let Some(text) = texts.get(field) {
                        *default = text.clone();
                    }
                };
                text("title", &mut project.fields.title);
                text("category", &mut project.fields.category);
                text("description", &mut project.fields.description);
            }
            projects.insert(project.id, project.fields);
        }
        let shown = views.get(lang).cloned().unwrap_or_default();
        let studies: Vec<Study> = all
            .iter()
            .filter_map(|c| shown.get(&c.project_id).cloned())
            .filter_map(|c| {
                let project = projects.get(&c.project_id)?;
                let alternates = views
                    .iter()
                    .filter_map(|(language, view)| {
                        let slug = &view.get(&c.project_id)?.slug;
                        Some((language.to_string(), languages.path_in(language, &format!("/work/{slug}"))))
                    })
                    .collect();
                Some(Study {
                    alternates,
                    project_id: c.project_id,
                    slug: c.slug,
                    title: project.title.clone(),
                    category: project.category.clone(),
                    description: project.description.clone(),
                    image: project.image.clone(),
                    client: c.client,
                    results: c.results,
                    gallery: c.gallery,
                    video: c.video,
                    body_html: c.body_html,
                    seo_title: c.seo_title,
                    seo_description: c.seo_description,
                    updated_at: c.updated_at,
                })
            })
            .collect();
        let by_slug = studies.iter().enumerate().map(|(i, s)| (s.slug.clone(), i)).collect();
        Ok(Work { studies, by_slug })
    }

    pub fn find(&self, slug: &str) -> Option<usize> {
        self.by_slug.get(slug).copied()
    }

    pub fn links(&self) -> Vec<StudyLink> {
        self.studies.iter().map(Study::link).collect()
    }
}

/// Whether an address names a video (the library's files end in their format).
fn is_video(url: &str) -> bool {
    let path = url.split(['?', '#']).next().unwrap_or(url).to_ascii_lowercase();
    path.ends_with(".mp4") || path.ends_with(".webm")
}
