-- A project's case-study page at /work/{slug} (docs/DESIGN.md, "Blog posts": case studies use the same
-- editor). One per project, gone with it. The body is Markdown rendered by the blog's renderer
-- and sanitizer when saved; `results` are short figures (`[{"value":"+240%","label":"reach"}]`)
-- and `gallery` addresses of images (`["/media/…"]`), both JSON arrays checked by the API.
-- Visitors see a published case study of an active project.
create table case_studies (
    project_id      integer primary key references projects (id) on delete cascade,
    slug            text    not null unique,
    status          text    not null check (status in ('draft', 'published')),
    client          text    not null default '',
    body_markdown   text    not null default '',
    body_html       text    not null default '',
    results         text    not null default '[]',
    gallery         text    not null default '[]',
    video           text,
    seo_title       text    not null default '',
    seo_description text    not null default '',
    locale          text    not null default 'en',
    created_at      text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at      text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

create trigger case_studies_insert_bumps_site_version after insert on case_studies
    begin update site_version set version = version + 1; end;
create trigger case_studies_update_bumps_site_version after update on case_studies
    begin update site_version set version = version + 1; end;
create trigger case_studies_delete_bumps_site_version after delete on case_studies
    begin update site_version set version = version + 1; end;
