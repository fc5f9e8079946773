//! The admin area's addresses: every one the UI's router has is the app (200, unindexed, with no
//! public data inlined), any other under /admin the app's Not Found page with a 404.

use super::head::Meta;

/// The admin's screens under /admin/, as the UI names them (`paths.admin` in
/// ui/src/config/paths.ts, which its router and links use): `:id` stands for a project's id,
/// `:slug` for a post's slug. The UI is built apart from the server, so a test compares the two
/// lists rather than one reading the other.
const ADMIN_SCREENS: [&str; 20] = [
    "login",
    "register",
    "account",
    "dashboard",
    "services",
    "projects",
    "projects/:id/case-study",
    "testimonials",
    "client-logos",
    "blog-posts",
    "blog-posts/new",
    "blog-posts/edit/:slug",
    "contact-submissions",
    "content-preview",
    "site-content",
    "translations",
    "media",
    "trash",
    "users",
    "settings",
];

pub fn meta(site: &str) -> Meta {
    Meta::website(format!("Admin | {site}"), format!("The {site} admin area."), "/admin").unindexed()
}

/// Whether `path` (without a trailing slash) is a page of the admin area.
pub fn is_admin_page(path: &str) -> bool {
    path == "/admin" || path.strip_prefix("/admin/").is_some_and(is_admin_screen)
}

/// Whether `rest` (what follows /admin/) is one of `ADMIN_SCREENS`.
fn is_admin_screen(rest: &str) -> bool {
    ADMIN_SCREENS.iter().any(|screen| {
        let mut parts = rest.split('/');
        screen.split('/').all(|want| {
            parts.next().is_some_and(|part| match want {
                ":id" => is_id(part),
                ":slug" => is_slug(part),
                name => part == name,
            })
        }) && parts.next().is_none()
    })
}

/// A project's id as the case study's editor names it (`/admin/projects/{id}/case-study`).
fn is_id(text: &str) -> bool {
    !text.is_empty() && text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit())
}

/// The editor's address names the post by its slug (`/admin/blog-posts/edit/{slug}`).
fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 80
        && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn admin_screens_include_the_editor_of_a_post() {
        for screen in [
            "dashboard",
            "client-logos",
            "account",
            "media",
            "blog-posts",
            "blog-posts/new",
            "blog-posts/edit/ugc-2",
            "projects/12/case-study",
        ] {
            assert!(is_admin_screen(screen), "{screen}");
        }
        for other in [
            "nope",
            "blog-posts/x",
            "blog-posts/",
            "blog-posts/12",
            "blog-posts/edit/",
            "blog-posts/edit/A b",
            "media/1",
            "projects/x/case-study",
            "projects//case-study",
            "projects/12",
        ] {
            assert!(!is_admin_screen(other), "{other}");
        }
    }

    /// The quoted paths of `paths.admin` in ui/src/config/paths.ts (its functions left out).
    fn ui_admin_paths(source: &str) -> BTreeSet<String> {
        let start = source.find("\n  admin: {").expect("paths.ts has paths.admin");
        let block = &source[start..];
        let block = &block[..block.find("\n  },").expect("paths.admin ends")];
        block
            .lines()
            .filter_map(|line| line.trim().split_once(": '"))
            .filter_map(|(_, rest)| rest.split_once('\''))
            .map(|(path, _)| path.to_owned())
            .collect()
    }

    #[test]
    fn the_admin_screens_are_the_ui_routers() {
        let ui = ui_admin_paths(include_str!("../../../ui/src/config/paths.ts"));
        let server: BTreeSet<String> = std::iter::once("/admin".to_owned())
            .chain(ADMIN_SCREENS.iter().map(|screen| format!("/admin/{screen}")))
            .collect();
        assert_eq!(server, ui, "ADMIN_SCREENS and paths.admin in ui/src/config/paths.ts differ");
        for path in &ui {
            let example = path.replace(":id", "12").replace(":slug", "a-post");
            assert!(is_admin_page(&example), "{example}");
        }
    }
}
