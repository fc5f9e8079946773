//! The case studies of an export, each checked by the API's own parser and belonging to a project
//! of the same export. Apart because a case study is keyed by its project, not by an id of its own.

use serde::Deserialize;
use serde_json::Value;

use super::records::{timestamp, typed, version};
use crate::domain::case_studies::{CaseStudyFields, CaseStudyInput};
use crate::domain::projects::Project;

/// A case study of the export, checked by the API's own parser, of a project of the export.
pub struct ImportedCaseStudy {
    pub project_id: i64,
    pub version: i64,
    pub fields: CaseStudyFields,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CaseStudyMeta {
    project_id: i64,
    created_at: String,
    updated_at: String,
    #[serde(default)]
    version: Option<i64>,
}

pub fn case_study(i: usize, value: &Value, projects: &[Project]) -> Result<ImportedCaseStudy, String> {
    let at = format!("caseStudies[{i}]");
    let meta: CaseStudyMeta = typed(value, &at)?;
    timestamp(&meta.created_at).map_err(|e| format!("{at}.createdAt: {e}"))?;
    timestamp(&meta.updated_at).map_err(|e| format!("{at}.updatedAt: {e}"))?;
    let project = projects
        .iter()
        .find(|p| p.id == meta.project_id)
        .ok_or_else(|| format!("{at}.projectId: no project of the export has the id {}", meta.project_id))?;
    let input: CaseStudyInput = typed(value, &at)?;
    let fields = input.parse(None, &project.fields.title).map_err(|e| format!("{at}: {e}"))?;
    Ok(ImportedCaseStudy {
        project_id: meta.project_id,
        version: version(meta.version, &at)?,
        fields,
        created_at: meta.created_at,
        updated_at: meta.updated_at,
    })
}
