-- The first article's title and opening promised "what works in 2024", which reads as stale on a
-- site that says © of a later year (design review, #19). Only an article still carrying the words it
-- was seeded with changes: an admin's own edits are never overwritten. `body_html` is cleared so
-- `upgrade` renders the new text with the one renderer, as it did for the seeded articles.
update posts
set title = 'Social Media Marketing in Miami: What Works Now',
    body_markdown = replace(body_markdown, 'Here is what is working in 2024,', 'Here is what is working now,'),
    body_html = null
where slug = 'miami-social-media-marketing-2024'
  and title = 'Social Media Marketing in Miami: What Works in 2024';
