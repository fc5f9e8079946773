//! The few words the server writes itself into pages and feeds (titles, descriptions, the feed's
//! chrome), per language (docs/DESIGN.md "Phase 3": every page in the site's languages). A
//! language without its own words uses the default English ones; `{site}` is the site's name.
//! The UI's visitor strings are its own catalogues'; these are only what exists before any script.

pub struct Words {
    pub home_title: &'static str,
    pub home_description: &'static str,
    /// The blog's name in titles: "{site} Blog".
    pub blog: &'static str,
    /// ", page {n}" after a list's name.
    pub page_n: &'static str,
    pub blog_description: &'static str,
    pub not_found_title: &'static str,
    pub not_found_description: &'static str,
    pub post_not_found_title: &'static str,
    pub post_not_found_description: &'static str,
    pub moved_title: &'static str,
    pub moved_description: &'static str,
    pub privacy: &'static str,
    pub privacy_description: &'static str,
    pub terms: &'static str,
    pub terms_description: &'static str,
    /// "{n} min read".
    pub min_read: &'static str,
    /// The feed's `<language>`.
    pub feed_language: &'static str,
    /// A case study's title without an SEO title of its own.
    pub case_study: &'static str,
    /// The <noscript> of a page that has no text of its own to show without JavaScript.
    pub needs_javascript: &'static str,
}

const EN: Words = Words {
    home_title: "{site} | Content Creation & Social Media Agency in Miami",
    home_description: "{site} is a Miami content creation and social media agency: social media revamps, UGC \
        packages, posting and management, content creation and growth strategy for local businesses.",
    blog: "Blog",
    page_n: ", page {n}",
    blog_description: "Social media marketing, UGC and content strategy insights for Miami businesses.",
    not_found_title: "Page Not Found | {site}",
    not_found_description: "The page you are looking for has moved or never existed.",
    post_not_found_title: "Post Not Found | {site} Blog",
    post_not_found_description: "The blog post you're looking for doesn't exist.",
    moved_title: "Moved | {site} Blog",
    moved_description: "This article has moved.",
    privacy: "Privacy Policy",
    privacy_description: "How {site} handles the personal data of visitors and clients.",
    terms: "Terms of Service",
    terms_description: "The terms of use of the {site} website.",
    min_read: "{n} min read",
    feed_language: "en-us",
    case_study: "{title}: case study",
    needs_javascript: "{site} needs JavaScript to show this page.",
};

const ES: Words = Words {
    home_title: "{site} | Agencia de contenido y redes sociales en Miami",
    home_description: "{site} es una agencia de creación de contenido y redes sociales en Miami: renovamos \
        tus redes, creamos paquetes UGC, publicamos y gestionamos tus cuentas y diseñamos estrategias de \
        crecimiento para negocios locales.",
    blog: "Blog",
    page_n: ", página {n}",
    blog_description: "Ideas de marketing en redes sociales, UGC y estrategia de contenido para negocios de Miami.",
    not_found_title: "Página no encontrada | {site}",
    not_found_description: "La página que buscas cambió de lugar o nunca existió.",
    post_not_found_title: "Artículo no encontrado | Blog de {site}",
    post_not_found_description: "El artículo que buscas no existe.",
    moved_title: "Se mudó | Blog de {site}",
    moved_description: "Este artículo cambió de dirección.",
    privacy: "Política de privacidad",
    privacy_description: "Cómo {site} trata los datos personales de sus visitantes y clientes.",
    terms: "Términos del servicio",
    terms_description: "Las condiciones de uso del sitio web de {site}.",
    min_read: "{n} min de lectura",
    feed_language: "es-us",
    case_study: "{title}: caso de éxito",
    needs_javascript: "{site} necesita JavaScript para mostrar esta página.",
};

/// The words of `lang`, or the default English ones.
pub fn of(lang: &str) -> &'static Words {
    match lang {
        "es" => &ES,
        _ => &EN,
    }
}

/// `words` with the site's name (and a number) put in.
pub fn fill(words: &str, site: &str) -> String {
    words.replace("{site}", site)
}

/// `words` with `{n}` put in.
pub fn with_n(words: &str, n: impl std::fmt::Display) -> String {
    words.replace("{n}", &n.to_string())
}

/// A blog's title in a language: "{site} Blog" in English, "Blog de {site}" in Spanish.
pub fn blog_of(lang: &str, site: &str) -> String {
    match lang {
        "es" => format!("Blog de {site}"),
        _ => format!("{site} Blog"),
    }
}
