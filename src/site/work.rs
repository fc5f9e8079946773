//! The case studies as visitors see them at one version: the published ones of active projects,
//! in the work showcase's order, each with what its page needs of its project (title, category,
//! description, image). A site has a handful, so their bodies are kept here too.

use std::collections::HashMap;

use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use crate::db::{self, content};
use crate::domain::case_studies::Figure;
use crate::domain::projects::ProjectFields;

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
}

impl Study {
    /// The page's title for search results and cards: its SEO title, else the project's.
    pub fn head_title(&self) -> String {
        if self.seo_title.is_empty() { format!("{}: case study", self.title) } else { self.seo_title.clone() }
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
    pub fn load(conn: &Connection) -> rusqlite::Result<Work> {
        let projects: HashMap<i64, ProjectFields> =
            content::list::<ProjectFields>(conn, false)?.into_iter().map(|p| (p.id, p.fields)).collect();
        let studies: Vec<Study> = db::case_studies::visible(conn)?
            .into_iter()
            .filter_map(|c| {
                let project = projects.get(&c.project_id)?;
                Some(Study {
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
