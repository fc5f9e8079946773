-- The default content of the home page (docs/PRODUCT.md §1): six services, six case cards, two client
-- stories and six client logos. Owners edit all of it in the admin area; images live in ui/public/images.

insert into services (title, description, icon, position, is_active) values
    ('Social Media Revamps',
     'We rebuild tired profiles from the grid up: sharper bios, cohesive visuals and highlights that turn a first scroll into a follow.',
     'sparkles', 1, 1),
    ('UGC Packages',
     'Authentic creator videos shot for your product, scripted to hook in the first two seconds and licensed for your ads and organic feeds.',
     'clapperboard', 2, 1),
    ('Posting & Management',
     'A monthly calendar, on-brand captions and daily community replies, handled end to end so your accounts stay active while you run the business.',
     'calendar-check', 3, 1),
    ('Content Creation',
     'Photo and short-form video produced in Miami by a crew that thinks in Reels, TikToks and Stories, not just pretty pictures.',
     'camera', 4, 1),
    ('Growth Strategy',
     'Audience research, content pillars and clear monthly reporting that tie every post back to followers, leads and revenue.',
     'trending-up', 5, 1),
    ('Local Business Focus',
     'Neighborhood targeting, local creators and geo-tagged content that put your Miami storefront in front of the people who live nearby.',
     'map-pin', 6, 1);

insert into projects (title, category, description, image, position, is_active) values
    ('Solana Cocina', 'Content Creation',
     'A Wynwood Latin kitchen with great food and a quiet feed. Weekly chef-led Reels and plated-dish shoots took reach up 340% in 90 days and filled Tuesday nights.',
     '/images/work/solana-cocina.svg', 1, 1),
    ('Casa Coral Hotel', 'Social Media Revamp',
     'A full profile revamp for a 42-room Art Deco hotel in South Beach: new grid, pinned stories and a Reels series that lifted direct booking inquiries 2.6x in one season.',
     '/images/work/casa-coral-hotel.svg', 2, 1),
    ('Lumeira Skin', 'UGC Campaign',
     'Thirty creator videos for a Miami clean-skincare launch, tested as paid ads and organic posts. The winning hooks cut cost per purchase by 38% in six weeks.',
     '/images/work/lumeira-skin.svg', 3, 1),
    ('Tidal Form Studio', 'Influencer Campaign',
     'Twelve local fitness creators took a Brickell reformer studio''s new class to their audiences, booking 190 first-time riders and growing Instagram by 4,200 followers.',
     '/images/work/tidal-form-studio.svg', 4, 1),
    ('Bayline Realty Group', 'Growth Strategy',
     'A content system of walkthrough Reels, market-update carousels and agent spotlights that turned a realty team''s feed into its top lead source: 57 qualified leads in Q3.',
     '/images/work/bayline-realty-group.svg', 5, 1),
    ('Palmetto Roasting Co.', 'Local Marketing',
     'Geo-targeted posts, neighborhood creator visits and a latte-art series for a Little Havana roaster: +62% foot traffic and a sold-out weekend cupping in two months.',
     '/images/work/palmetto-roasting-co.svg', 6, 1);

insert into testimonials (name, position, company, quote, avatar, is_active) values
    ('Daniela Ruiz', 'Owner & Executive Chef', 'Solana Cocina',
     'MYTH understood our food before they ever picked up a camera. The Reels feel like us, not like an ad, and we now have guests walking in and ordering the dish they saw that morning. Tuesday used to be our slowest night; now it''s fully booked.',
     '/images/people/daniela-ruiz.svg', 1),
    ('Marcus Bennett', 'Director of Marketing', 'Casa Coral Hotel',
     'We had been posting for years without a real plan. Within one season the revamp paid for itself in direct bookings, and the monthly reports finally tell us which posts drive revenue. They are a true extension of our team.',
     '/images/people/marcus-bennett.svg', 1);

insert into client_logos (src, alt, width, position, is_active) values
    ('/images/logos/solana-cocina.svg', 'Solana Cocina logo', 140, 1, 1),
    ('/images/logos/casa-coral-hotel.svg', 'Casa Coral Hotel logo', 150, 2, 1),
    ('/images/logos/lumeira-skin.svg', 'Lumeira Skin logo', 120, 3, 1),
    ('/images/logos/tidal-form-studio.svg', 'Tidal Form Studio logo', 136, 4, 1),
    ('/images/logos/bayline-realty-group.svg', 'Bayline Realty Group logo', 130, 5, 1),
    ('/images/logos/palmetto-roasting-co.svg', 'Palmetto Roasting Co. logo', 124, 6, 1);
