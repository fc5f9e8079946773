//! The languages the site speaks (docs/DESIGN.md "HTTP contract, phase 3": languages): the
//! `languages` setting, such as `en,es`, the first being the default. Pages in the default
//! language keep their addresses; another lives under `/{lang}`.

use crate::domain::validation::ValidationErrors;

/// What a new site speaks, and what a site that never set the setting speaks.
pub const DEFAULT_LANGUAGES: &str = "en,es";

const INVALID: &str =
    "Languages must be language codes separated by commas, the default first, such as en,es";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Languages(Vec<String>);

impl Languages {
    /// The setting as an editor types it: two- or three-letter codes (ISO 639), each once.
    pub fn parse(errors: &mut ValidationErrors, field: &str, value: &str) -> String {
        let codes: Vec<String> = value.split(',').map(|code| code.trim().to_ascii_lowercase()).collect();
        let valid = codes.iter().enumerate().all(|(i, code)| {
            (2..=3).contains(&code.len())
                && code.bytes().all(|b| b.is_ascii_lowercase())
                && !codes[..i].contains(code)
        });
        if !valid || codes.len() > 8 {
            errors.add(field, INVALID);
        }
        codes.join(",")
    }

    /// The stored setting, read: a value no editor could have saved means the default language alone.
    pub fn of(setting: &str) -> Languages {
        let mut errors = ValidationErrors::default();
        let codes = Languages::parse(&mut errors, "languages", setting);
        if errors.is_empty() {
            Languages(codes.split(',').map(str::to_owned).collect())
        } else {
            Languages(vec![DEFAULT_LANGUAGES[..2].to_owned()])
        }
    }

    /// The first: its pages have no prefix, and every other language falls back to its text.
    pub fn default_language(&self) -> &str {
        &self.0[0]
    }

    pub fn all(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(String::as_str)
    }

    /// The languages whose pages live under `/{lang}`.
    pub fn others(&self) -> impl Iterator<Item = &str> {
        self.all().skip(1)
    }

    pub fn speaks(&self, lang: &str) -> bool {
        self.0.iter().any(|l| l == lang)
    }

    /// The language of a public address and the address without its prefix: `/es/blog` is
    /// (`es`, `/blog`), `/es` is (`es`, `/`), and any address without a known prefix is the
    /// default language's.
    pub fn split_path<'a>(&self, path: &'a str) -> (&str, &'a str) {
        for lang in self.others() {
            if let Some(rest) = path.strip_prefix('/').and_then(|p| p.strip_prefix(lang)) {
                if rest.is_empty() {
                    return (lang, "/");
                }
                if rest.starts_with('/') {
                    return (lang, rest);
                }
            }
        }
        (self.default_language(), path)
    }

    /// The address of the page at `path` (as the default language names it) in `lang`.
    pub fn path_in(&self, lang: &str, path: &str) -> String {
        match (lang == self.default_language(), path) {
            (true, _) => path.to_owned(),
            (false, "/") => format!("/{lang}"),
            (false, _) => format!("/{lang}{path}"),
        }
    }

    /// The language's BCP 47 locale for `og:locale` (`es` → `es_US`: the site is Miami's).
    pub fn og_locale(lang: &str) -> String {
        match lang {
            "en" | "es" => format!("{lang}_US"),
            other => other.to_owned(),
        }
    }

    /// How an English sentence names a language (`es`: Spanish); a code it does not know, as it is.
    pub fn english_name(lang: &str) -> &str {
        match lang {
            "en" => "English",
            "es" => "Spanish",
            "pt" => "Portuguese",
            "fr" => "French",
            "ht" => "Haitian Creole",
            other => other,
        }
    }

    /// A refusal of an unknown `?lang=`, naming the ones there are.
    pub fn unknown(&self, lang: &str) -> ValidationErrors {
        let mut errors = ValidationErrors::default();
        let known: Vec<&str> = self.all().collect();
        errors.add("lang", format!("'{lang}' is not a language of this site ({})", known.join(", ")));
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_is_codes_the_default_first() {
        let mut errors = ValidationErrors::default();
        assert_eq!(Languages::parse(&mut errors, "languages", " EN, es ,pt"), "en,es,pt");
        assert!(errors.is_empty());
        for bad in ["", "en,,es", "english", "en,en", "e1", "en;es"] {
            let mut errors = ValidationErrors::default();
            Languages::parse(&mut errors, "languages", bad);
            assert!(!errors.is_empty(), "{bad}");
        }
        assert_eq!(Languages::of("garbage!").all().collect::<Vec<_>>(), ["en"]);
    }

    #[test]
    fn addresses_split_and_join_by_prefix() {
        let languages = Languages::of("en,es");
        assert_eq!(languages.split_path("/es"), ("es", "/"));
        assert_eq!(languages.split_path("/es/blog/x"), ("es", "/blog/x"));
        assert_eq!(languages.split_path("/escape"), ("en", "/escape"));
        assert_eq!(languages.split_path("/en/blog"), ("en", "/en/blog"));
        assert_eq!(languages.path_in("es", "/"), "/es");
        assert_eq!(languages.path_in("es", "/work/x"), "/es/work/x");
        assert_eq!(languages.path_in("en", "/work/x"), "/work/x");
    }
}
