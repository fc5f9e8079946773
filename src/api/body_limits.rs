//! The largest request body each route takes, in one table. Each route enforces its own (413 with
//! the contract's JSON); the table is what a reverse proxy in front must let through, and the tests
//! below hold the nginx and Caddy examples (examples/) to it, so an article or a photo is never
//! refused by the proxy's own HTML 413 first.

use crate::api::{case_studies, json, posts, site_content};
use crate::media::VIDEO_MAX_BYTES;

/// Room for a multipart form's boundaries, part headers and text fields around the file.
const MULTIPART_MARGIN: usize = 1024 * 1024;

/// A path of each route with a body limit of its own, with that limit; every other route takes
/// `json::BODY_LIMIT`.
pub const BODY_LIMITS: &[(&str, usize)] = &[
    ("/api/admin/media", VIDEO_MAX_BYTES + MULTIPART_MARGIN),
    ("/api/posts", posts::POST_BODY_LIMIT),
    ("/api/posts/7", posts::POST_BODY_LIMIT),
    ("/api/admin/markdown/preview", posts::POST_BODY_LIMIT),
    ("/api/projects/7/case-study", case_studies::BODY_LIMIT),
    ("/api/admin/site-content", site_content::BODY_LIMIT),
    ("/api/services/7", json::BODY_LIMIT),
    ("/api/contact", json::BODY_LIMIT),
];

#[cfg(test)]
mod tests {
    use super::*;

    const NGINX: &str = include_str!("../../examples/nginx/agency-site.conf");
    const CADDY: &str = include_str!("../../examples/caddy/Caddyfile");

    /// `64k`, `101m`, `512KiB`, `1MiB` in bytes (nginx's k and m are binary; Caddy's KiB/MiB too).
    fn bytes(size: &str) -> usize {
        let size = size.trim().trim_end_matches(';');
        let split = size.find(|c: char| !c.is_ascii_digit()).unwrap_or(size.len());
        let (number, unit) = size.split_at(split);
        let number: usize = number.parse().unwrap_or_else(|_| panic!("a size: {size}"));
        number
            * match unit {
                "" => 1,
                "k" | "K" | "KiB" => 1024,
                "m" | "M" | "MiB" => 1024 * 1024,
                other => panic!("{size}: the unit {other} is not binary (Caddy's KB and MB are decimal)"),
            }
    }

    /// nginx's limit for `path`: the longest prefix location's `client_max_body_size`, else the
    /// server block's.
    fn nginx_limit(path: &str) -> usize {
        let mut default = None;
        let mut best: Option<(usize, usize)> = None;
        let mut location: Option<&str> = None;
        for line in NGINX.lines().map(str::trim) {
            if let Some(prefix) = line.strip_prefix("location ").and_then(|l| l.strip_suffix(" {")) {
                location = Some(prefix.trim());
            } else if line == "}" {
                location = None;
            } else if let Some(size) = line.strip_prefix("client_max_body_size ") {
                match location {
                    None => default = Some(bytes(size)),
                    Some(prefix) if path.starts_with(prefix) => {
                        if best.is_none_or(|(len, _)| prefix.len() > len) {
                            best = Some((prefix.len(), bytes(size)));
                        }
                    }
                    Some(_) => {}
                }
            }
        }
        best.map(|(_, size)| size).or(default).expect("nginx sets client_max_body_size")
    }

    /// Whether a Caddy path pattern (`/a`, `/a/*`, `/a/*/b`) matches `path`.
    fn caddy_matches(pattern: &str, path: &str) -> bool {
        match pattern.split_once('*') {
            None => pattern == path,
            Some((head, tail)) => {
                path.starts_with(head) && path.len() >= head.len() + tail.len() && path.ends_with(tail)
            }
        }
    }

    /// Caddy's limit for `path`: the smallest `max_size` of the `request_body` blocks whose
    /// matcher (`@name [not] path …`) takes the path (each one that matches applies).
    fn caddy_limit(path: &str) -> usize {
        let mut matchers = std::collections::HashMap::new();
        let mut current: Option<bool> = None;
        let mut limit: Option<usize> = None;
        for line in CADDY.lines().map(str::trim) {
            if let Some(rest) = line.strip_prefix('@')
                && let Some((name, rule)) = rest.split_once(' ')
            {
                let (negated, patterns) = match rule.strip_prefix("not path ") {
                    Some(patterns) => (true, patterns),
                    None => (false, rule.strip_prefix("path ").expect("a path matcher")),
                };
                let hit = patterns.split_whitespace().any(|p| caddy_matches(p, path));
                matchers.insert(name.to_owned(), hit != negated);
            } else if let Some(rest) = line.strip_prefix("request_body") {
                let name = rest.trim().trim_end_matches('{').trim().trim_start_matches('@');
                current = Some(name.is_empty() || matchers[name]);
            } else if let (Some(true), Some(size)) = (current, line.strip_prefix("max_size ")) {
                limit = Some(limit.map_or(bytes(size), |l| l.min(bytes(size))));
                current = None;
            }
        }
        limit.expect("the Caddyfile limits request bodies")
    }

    #[test]
    fn the_nginx_example_lets_each_routes_largest_body_through() {
        for &(path, limit) in BODY_LIMITS {
            assert!(nginx_limit(path) >= limit, "{path}: nginx {} < {limit}", nginx_limit(path));
        }
        // Not the other way round either: what the server refuses anyway is refused at the edge.
        assert_eq!(nginx_limit("/api/contact"), json::BODY_LIMIT);
    }

    #[test]
    fn the_caddy_example_lets_each_routes_largest_body_through() {
        for &(path, limit) in BODY_LIMITS {
            assert!(caddy_limit(path) >= limit, "{path}: Caddy {} < {limit}", caddy_limit(path));
        }
        assert_eq!(caddy_limit("/api/contact"), json::BODY_LIMIT);
    }
}
