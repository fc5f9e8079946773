-- The language of the page an inquiry was sent from (docs/DESIGN.md, "HTTP contract, phase 3":
-- leads carry `lang`), so the agency answers in it. Inquiries from before the site had languages
-- came from the English site.
alter table contact_submissions add column lang text not null default 'en';
