-- The Spanish of the content a new site ships with (issue #30; docs/DESIGN.md, "HTTP contract,
-- phase 3": languages): the services, projects, client stories and client logos of V2 and the
-- three articles of V7 (as V12 left them), as rows of `translations` (V19). Each row records as
-- its `source` the English it was written from, and is written only where that English is still
-- the seeded text: a site whose owner changed a field gets no Spanish for words it no longer has
-- (the field shows as missing in Spanish, not as a stale translation), and an item in the trash
-- gets none. A project's title is its client's name, the same in Spanish.
--
-- Each article also gets a Spanish slug and status: its Spanish version is published where the
-- English one still is, under its seeded slug, and its Spanish body was written above. These are
-- the article's own in Spanish, written from no English text (an empty source: never out of date).

-- The service cards.
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'title', 'Renovación de redes sociales', title from services
where id = 1 and title = 'Social Media Revamps' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'description',
    'Le damos nueva vida a perfiles cansados, empezando por el grid: bios más claras, una estética coherente y destacadas que convierten el primer scroll en un nuevo seguidor.',
    description
from services
where id = 1 and deleted_at is null
  and description = 'We rebuild tired profiles from the grid up: sharper bios, cohesive visuals and highlights that turn a first scroll into a follow.';
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'title', 'Paquetes UGC', title from services
where id = 2 and title = 'UGC Packages' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'description',
    'Videos auténticos de creadores, grabados para tu producto, con guiones que enganchan en los primeros dos segundos y con licencia para tus anuncios y tu contenido orgánico.',
    description
from services
where id = 2 and deleted_at is null
  and description = 'Authentic creator videos shot for your product, scripted to hook in the first two seconds and licensed for your ads and organic feeds.';
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'title', 'Publicación y manejo de redes', title from services
where id = 3 and title = 'Posting & Management' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'description',
    'Un calendario mensual, captions con el tono de tu marca y respuestas diarias a tu comunidad. Nos encargamos de todo para que tus cuentas se mantengan activas mientras tú te ocupas de tu negocio.',
    description
from services
where id = 3 and deleted_at is null
  and description = 'A monthly calendar, on-brand captions and daily community replies, handled end to end so your accounts stay active while you run the business.';
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'title', 'Creación de contenido', title from services
where id = 4 and title = 'Content Creation' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'description',
    'Fotos y video corto producidos en Miami por un equipo que piensa en Reels, TikToks y Stories, no solo en fotos bonitas.',
    description
from services
where id = 4 and deleted_at is null
  and description = 'Photo and short-form video produced in Miami by a crew that thinks in Reels, TikToks and Stories, not just pretty pictures.';
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'title', 'Estrategia de crecimiento', title from services
where id = 5 and title = 'Growth Strategy' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'description',
    'Investigación de audiencia, pilares de contenido y reportes mensuales claros que conectan cada post con seguidores, leads e ingresos.',
    description
from services
where id = 5 and deleted_at is null
  and description = 'Audience research, content pillars and clear monthly reporting that tie every post back to followers, leads and revenue.';
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'title', 'Enfoque en negocios locales', title from services
where id = 6 and title = 'Local Business Focus' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'service', id, 'es', 'description',
    'Segmentación por barrio, creadores locales y contenido geolocalizado que ponen tu negocio en Miami frente a la gente que vive cerca.',
    description
from services
where id = 6 and deleted_at is null
  and description = 'Neighborhood targeting, local creators and geo-tagged content that put your Miami storefront in front of the people who live nearby.';

-- The work showcase.
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'title', 'Solana Cocina', title from projects
where id = 1 and title = 'Solana Cocina' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'category', 'Creación de contenido', category from projects
where id = 1 and category = 'Content Creation' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'description',
    'Una cocina latina en Wynwood con comida buenísima y un feed apagado. Reels semanales con el chef y sesiones de fotos de sus platos subieron el alcance un 340% en 90 días y llenaron las noches de martes.',
    description
from projects
where id = 1 and deleted_at is null
  and description = 'A Wynwood Latin kitchen with great food and a quiet feed. Weekly chef-led Reels and plated-dish shoots took reach up 340% in 90 days and filled Tuesday nights.';
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'title', 'Casa Coral Hotel', title from projects
where id = 2 and title = 'Casa Coral Hotel' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'category', 'Renovación de redes sociales', category from projects
where id = 2 and category = 'Social Media Revamp' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'description',
    'Una renovación completa del perfil de un hotel Art Deco de 42 habitaciones en South Beach: grid nuevo, historias fijadas y una serie de Reels que multiplicaron por 2.6 las consultas de reservas directas en una sola temporada.',
    description
from projects
where id = 2 and deleted_at is null
  and description = 'A full profile revamp for a 42-room Art Deco hotel in South Beach: new grid, pinned stories and a Reels series that lifted direct booking inquiries 2.6x in one season.';
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'title', 'Lumeira Skin', title from projects
where id = 3 and title = 'Lumeira Skin' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'category', 'Campaña UGC', category from projects
where id = 3 and category = 'UGC Campaign' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'description',
    'Treinta videos de creadores para el lanzamiento de una marca de skincare limpio de Miami, probados como anuncios pagados y como posts orgánicos. Los hooks ganadores bajaron el costo por compra un 38% en seis semanas.',
    description
from projects
where id = 3 and deleted_at is null
  and description = 'Thirty creator videos for a Miami clean-skincare launch, tested as paid ads and organic posts. The winning hooks cut cost per purchase by 38% in six weeks.';
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'title', 'Tidal Form Studio', title from projects
where id = 4 and title = 'Tidal Form Studio' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'category', 'Campaña con influencers', category from projects
where id = 4 and category = 'Influencer Campaign' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'description',
    'Doce creadores fitness de la zona llevaron la nueva clase de un estudio de reformer en Brickell a sus audiencias: 190 personas reservaron su primera clase y el Instagram del estudio ganó 4,200 seguidores.',
    description
from projects
where id = 4 and deleted_at is null
  and description = 'Twelve local fitness creators took a Brickell reformer studio''s new class to their audiences, booking 190 first-time riders and growing Instagram by 4,200 followers.';
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'title', 'Bayline Realty Group', title from projects
where id = 5 and title = 'Bayline Realty Group' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'category', 'Estrategia de crecimiento', category from projects
where id = 5 and category = 'Growth Strategy' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'description',
    'Un sistema de contenido con Reels de recorridos por propiedades, carruseles con novedades del mercado y videos que presentan a cada agente convirtió el feed de un equipo inmobiliario en su principal fuente de leads: 57 leads calificados en el tercer trimestre.',
    description
from projects
where id = 5 and deleted_at is null
  and description = 'A content system of walkthrough Reels, market-update carousels and agent spotlights that turned a realty team''s feed into its top lead source: 57 qualified leads in Q3.';
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'title', 'Palmetto Roasting Co.', title from projects
where id = 6 and title = 'Palmetto Roasting Co.' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'category', 'Marketing local', category from projects
where id = 6 and category = 'Local Marketing' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'project', id, 'es', 'description',
    'Posts geolocalizados, visitas de creadores del barrio y una serie de latte art para un tostador de café de la Pequeña Habana: +62% de clientes en el local y una cata de café de fin de semana con cupos agotados, en dos meses.',
    description
from projects
where id = 6 and deleted_at is null
  and description = 'Geo-targeted posts, neighborhood creator visits and a latte-art series for a Little Havana roaster: +62% foot traffic and a sold-out weekend cupping in two months.';

-- The client stories: the quote and the job title (name and company are names).
insert into translations (kind, item_id, lang, field, value, source)
select 'testimonial', id, 'es', 'quote',
    'MYTH entendió nuestra comida antes de siquiera sacar una cámara. Los Reels se sienten como nosotros, no como un anuncio, y ahora llegan clientes pidiendo el plato que vieron esa misma mañana. Los martes eran nuestra noche más floja; ahora estamos llenos.',
    quote
from testimonials
where id = 1 and deleted_at is null
  and quote = 'MYTH understood our food before they ever picked up a camera. The Reels feel like us, not like an ad, and we now have guests walking in and ordering the dish they saw that morning. Tuesday used to be our slowest night; now it''s fully booked.';
insert into translations (kind, item_id, lang, field, value, source)
select 'testimonial', id, 'es', 'quote',
    'Llevábamos años publicando sin un plan de verdad. En una sola temporada, la renovación se pagó sola con las reservas directas, y los reportes mensuales por fin nos dicen qué posts generan ingresos. Son una verdadera extensión de nuestro equipo.',
    quote
from testimonials
where id = 2 and deleted_at is null
  and quote = 'We had been posting for years without a real plan. Within one season the revamp paid for itself in direct bookings, and the monthly reports finally tell us which posts drive revenue. They are a true extension of our team.';

insert into translations (kind, item_id, lang, field, value, source)
select 'testimonial', id, 'es', 'position', 'Dueña y chef ejecutiva', position
from testimonials
where id = 1 and deleted_at is null and position = 'Owner & Executive Chef';
insert into translations (kind, item_id, lang, field, value, source)
select 'testimonial', id, 'es', 'position', 'Director de marketing', position
from testimonials
where id = 2 and deleted_at is null and position = 'Director of Marketing';

-- The client logos' alt text.
insert into translations (kind, item_id, lang, field, value, source)
select 'clientLogo', id, 'es', 'alt', 'Logo de Solana Cocina', alt from client_logos
where id = 1 and alt = 'Solana Cocina logo' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'clientLogo', id, 'es', 'alt', 'Logo de Casa Coral Hotel', alt from client_logos
where id = 2 and alt = 'Casa Coral Hotel logo' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'clientLogo', id, 'es', 'alt', 'Logo de Lumeira Skin', alt from client_logos
where id = 3 and alt = 'Lumeira Skin logo' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'clientLogo', id, 'es', 'alt', 'Logo de Tidal Form Studio', alt from client_logos
where id = 4 and alt = 'Tidal Form Studio logo' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'clientLogo', id, 'es', 'alt', 'Logo de Bayline Realty Group', alt from client_logos
where id = 5 and alt = 'Bayline Realty Group logo' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'clientLogo', id, 'es', 'alt', 'Logo de Palmetto Roasting Co.', alt from client_logos
where id = 6 and alt = 'Palmetto Roasting Co. logo' and deleted_at is null;

-- Article 1: miami-social-media-marketing-2024
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'title',
    'Marketing en redes sociales en Miami: lo que funciona hoy',
    title
from posts
where id = 1 and deleted_at is null
  and title = 'Social Media Marketing in Miami: What Works Now';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'slug', 'marketing-en-redes-sociales-en-miami', '' from posts
where id = 1 and slug = 'miami-social-media-marketing-2024' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'excerpt',
    'Audiencias bilingües, temporadas turísticas y una ciudad que vive en Instagram: una guía práctica para los negocios de Miami que quieren un alcance que se convierta en clientes.',
    excerpt
from posts
where id = 1 and deleted_at is null
  and excerpt = 'Bilingual audiences, tourism seasons and a city that lives on Instagram: a practical playbook for Miami businesses that want reach that turns into customers.';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'category', 'Marketing local', category from posts
where id = 1 and category = 'Local Marketing' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'bodyMarkdown',
    'Miami es una de las ciudades más sociales de Estados Unidos. Aquí la gente descubre restaurantes en Instagram, reserva clases de fitness desde un TikTok y escoge un hotel porque un Reel hizo ver el rooftop como el mejor lugar del mundo al atardecer. Esa es una buena noticia para los negocios locales, y también la razón por la que la vara está tan alta: tus clientes ven pasar a diario el mejor contenido del mundo, y el tuyo tiene que estar a la altura.

Nos pasamos la semana creando contenido para restaurantes, hoteles, estudios y tiendas de Miami, y probando qué es lo que de verdad mueve los seguidores, las reservas y las visitas al local. Esto es lo que está funcionando hoy, y lo que haríamos primero si estuviéramos manejando tus cuentas.

## 1. El video corto es la puerta de entrada

Los Reels y los TikToks son donde la gente nueva te encuentra. Los posts estáticos siguen importando para el grid y para quienes ya te siguen, pero hoy el descubrimiento pasa en el video corto y vertical. Las cuentas que más rápido crecen en Miami publican de tres a cinco videos cortos por semana, y saben que los primeros dos segundos lo son todo.

- **Empieza por el final.** Muestra primero el plato servido, el cepillado recién hecho o la vista al mar, y después cuenta cómo llegaste ahí.
- **Mantenlo en menos de 30 segundos**, a menos que la historia de verdad necesite más. El porcentaje de gente que lo ve completo es una de las señales que más pesan para los algoritmos.
- **Pon texto en pantalla.** La mayoría de la gente ve los videos sin sonido, sobre todo a la hora del almuerzo en Brickell o en el Metrorail.

## 2. Háblale a una ciudad bilingüe

Cerca de dos tercios de los residentes de Miami-Dade hablan español en casa, y una gran parte de los visitantes viene de América Latina. Aun así, la mayoría de los negocios locales publica solo en inglés. No hace falta traducir cada caption. Es mejor planificar una mezcla:

- Captions bilingües en tus posts más importantes (menús, ofertas, eventos).
- Videos en español para las audiencias que sabes que responden a ellos, con gente de tu equipo o creadores que lo hablen con naturalidad.
- Texto en pantalla en inglés con una línea en español debajo para los momentos de orgullo local.

Mezclar los dos idiomas como de verdad se habla en Miami muchas veces se siente más auténtico que cualquiera de los dos por separado. La audiencia se da cuenta cuando una marca suena como la ciudad.

## 3. Planifica según las temporadas de Miami, no solo según el calendario

Miami tiene su propio ritmo. La temporada alta de invierno, Art Basel en diciembre, Miami Music Week y Ultra en marzo, el spring break, el verano tranquilo y húmedo y la temporada de huracanes cambian quién está scrolleando y qué quiere ver. Un calendario de contenido que solo sigue los feriados nacionales se pierde los momentos que más importan aquí.

### Un ritmo de temporadas sencillo

- **De noviembre a abril:** apuéstale a los visitantes. Muestra por qué eres una parada obligatoria, geolocaliza todo y trabaja con creadores que tienen audiencias de turistas.
- **De mayo a octubre:** enfócate en la gente de aquí. Ofertas de fidelidad, contenido detrás de cámaras, especiales de "verano para locales" e historias de la comunidad hacen que los clientes de siempre sigan viniendo cuando bajan los turistas.
- **Semanas de grandes eventos:** planifica el contenido con dos o tres semanas de anticipación, porque cuando el evento empieza, la gente ya hizo sus planes.

## 4. El SEO local ahora también vive en las redes

La gente busca en Instagram y TikTok igual que en Google: "mejor cafecito Pequeña Habana", "brunch Wynwood", "pilates Brickell". Las plataformas leen tus captions, el texto en pantalla, el audio y las etiquetas de ubicación para decidir quién ve tu contenido en esas búsquedas.

- Usa el nombre del barrio en los captions y en el texto en pantalla, no solo el de la ciudad.
- Etiqueta tu ubicación exacta en cada post y cada Story.
- Deja claro en tu bio qué haces y dónde: "Cocina peruana en Coral Gables, abierto hasta tarde" le gana a un eslogan ingenioso.
- Mantén tu Perfil de Negocio de Google en sintonía con tus redes, con las mismas fotos, los mismos horarios y el mismo tono.

## 5. Para la mayoría de los negocios locales, los creadores le ganan a las celebridades

Los acuerdos con grandes influencers se ven emocionantes, pero pocas veces se pagan solos para un negocio local. Los microcreadores, con entre 5,000 y 50,000 seguidores, que de verdad viven en tu zona suelen dar más interacción, más confianza y un costo mucho menor. Además, crean contenido que puedes reutilizar en tus propias cuentas y en tus anuncios.

> Las mejores campañas locales se sienten como la recomendación de un amigo, no como un anuncio. Escoge creadores a los que tus clientes de verdad les harían caso.

## 6. Manejar tu comunidad también es marketing

Responder comentarios y mensajes directos en pocas horas es una de las tácticas de crecimiento más baratas que existen. Le dice a la plataforma que tu contenido genera conversación, y convierte a un seguidor curioso en una reserva. Configura respuestas guardadas para las preguntas frecuentes (horarios, reservas, parqueo, precios) y asegúrate de que alguien se encargue de la bandeja de entrada todos los días, fines de semana incluidos.

## 7. Mide lo que paga las cuentas

Los likes están bien. Las ventas están mejor. Decide desde el principio con qué números vas a juzgar tus redes sociales, y revísalos cada mes:

- **El alcance y el crecimiento de seguidores** te dicen si gente nueva te está encontrando.
- **Los guardados, los compartidos y las visitas al perfil** te dicen si el contenido convence.
- **Los clics en enlaces, las llamadas, los mensajes directos, las reservas y los códigos promocionales canjeados** te dicen si está generando dinero.

Usa enlaces rastreables y un código de oferta exclusivo para redes, así puedes conectar los posts con las ventas. Después haz más de lo que funciona y deja de hacer, sin mucho ruido, lo que no.

## Por dónde empezar este mes

Si esto te parece mucho, empieza por poco: arregla tu bio y tus destacadas, comprométete a publicar tres videos cortos por semana durante un mes, geolocaliza todo y responde cada comentario. Mide los resultados después de cuatro semanas. La mayoría de los negocios de Miami que hacen solo eso notan una diferencia real, y vas a saber exactamente dónde invertir después.

Y si prefieres tener un equipo que haga esto todos los días, para eso estamos. Cuéntanos de tu negocio y te enviamos un plan personalizado, sin costo.',
    body_markdown
from posts
where id = 1 and deleted_at is null
  and body_markdown = 'Miami is one of the most social cities in the United States. People here discover restaurants on Instagram, book fitness classes from a TikTok, and choose a hotel because a Reel made the rooftop look like the best place on earth at sunset. That is good news for local businesses, and also the reason the bar is so high: your customers scroll past the best content in the world every day, and yours has to hold its own next to it.

We spend our weeks making content for Miami restaurants, hotels, studios and shops, and testing what actually moves followers, bookings and foot traffic. Here is what is working now, and what we would do first if we were running your accounts.

## 1. Short-form video is the front door

Reels and TikToks are where new people find you. Static posts still matter for the grid and for people who already follow you, but discovery now happens in short vertical video. The accounts that grow fastest in Miami publish three to five short videos a week, and they treat the first two seconds as the whole game.

- **Open on the payoff.** Show the plated dish, the finished blowout or the ocean view first, then explain how you got there.
- **Keep it under 30 seconds** unless the story genuinely needs more. Completion rate is one of the strongest signals the algorithms read.
- **Put text on screen.** Most people watch with the sound off, especially on Brickell lunch breaks and Metrorail rides.

## 2. Speak to a bilingual city

Around two thirds of Miami-Dade residents speak Spanish at home, and a large share of visitors come from Latin America. Yet most local businesses post only in English. You do not need to translate every caption. A better approach is to plan a mix:

- Bilingual captions on your highest-value posts (menus, offers, events).
- Spanish-first videos for audiences you know respond to them, featuring staff or creators who speak it naturally.
- On-screen text in English with a Spanish line underneath for local pride moments.

Code-switching the way Miami actually talks often feels more authentic than either language alone. Audiences notice when a brand sounds like the city.

## 3. Plan around Miami''s seasons, not just the calendar

Miami has its own rhythm. Winter high season, Art Basel in December, Miami Music Week and Ultra in March, spring break, the quiet, humid summer and hurricane season all change who is scrolling and what they want to see. A content calendar that only follows national holidays misses the moments that matter most here.

### A simple seasonal rhythm

- **November to April:** lean into visitors. Show what makes you a must-visit, geotag everything and partner with creators who have tourist audiences.
- **May to October:** turn to locals. Loyalty offers, behind-the-scenes content, "locals'' summer" specials and community stories keep regulars coming back when tourists thin out.
- **Big event weeks:** plan content two to three weeks ahead, because by the time the event starts, people have already made their plans.

## 4. Local SEO now lives on social, too

People search Instagram and TikTok like they search Google: "best cafecito Little Havana", "brunch Wynwood", "pilates Brickell". The platforms read your captions, on-screen text, audio and location tags to decide who sees your content for those searches.

- Use the neighborhood name in captions and on-screen text, not only the city.
- Tag your exact location on every post and Story.
- Keep your bio clear about what you do and where: "Peruvian kitchen in Coral Gables, open late" beats a clever slogan.
- Keep your Google Business Profile in sync with your social profiles, with the same photos, hours and tone.

## 5. Creators beat celebrities for most local businesses

Big influencer deals look exciting but rarely pay back for a local business. Micro-creators with 5,000 to 50,000 followers who actually live in your part of town usually deliver better engagement, more trust and much lower cost. They also make content you can reuse on your own accounts and in ads.

> The best local campaigns feel like a friend''s recommendation, not an advertisement. Pick creators your customers would actually take advice from.

## 6. Community management is marketing

Replying to comments and DMs within a few hours is one of the cheapest growth tactics there is. It signals to the platform that your content sparks conversation, and it turns a curious follower into a booking. Set up saved replies for the common questions (hours, reservations, parking, prices) and make sure someone owns the inbox every day, including weekends.

## 7. Measure what pays the bills

Likes are nice. Revenue is better. Decide up front which numbers you will judge your social media by, and review them monthly:

- **Reach and follower growth** tell you whether new people are finding you.
- **Saves, shares and profile visits** tell you whether the content is persuasive.
- **Link clicks, calls, DMs, reservations and promo-code redemptions** tell you whether it is making money.

Use trackable links and a dedicated offer code for social so you can connect posts to sales. Then do more of what works and quietly stop doing what does not.

## Where to start this month

If this feels like a lot, start small: clean up your bio and highlights, commit to three short videos a week for a month, geotag everything, and answer every comment. Measure the results after four weeks. Most Miami businesses that do just that see a real difference, and you will know exactly where to invest next.

And if you would rather have a team that does this every day, that is what we are here for. Tell us about your business and we will send you a free, custom plan.';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'status', 'published', '' from posts
where id = 1 and slug = 'miami-social-media-marketing-2024' and status = 'published' and deleted_at is null
  and exists (select 1 from translations t
              where t.kind = 'post' and t.item_id = 1 and t.lang = 'es' and t.field = 'bodyMarkdown');

-- Article 2: ugc-content-strategy-guide
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'title',
    'Guía de estrategia de contenido UGC para marcas locales',
    title
from posts
where id = 2 and deleted_at is null
  and title = 'The UGC Content Strategy Guide for Local Brands';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'slug', 'guia-de-estrategia-de-contenido-ugc', '' from posts
where id = 2 and slug = 'ugc-content-strategy-guide' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'excerpt',
    'El contenido generado por usuarios les gana a los anuncios pulidos en confianza y en costo. Así se le da un brief a un creador, se planifica un mes de UGC y se mide lo que genera.',
    excerpt
from posts
where id = 2 and deleted_at is null
  and excerpt = 'User-generated content outperforms polished ads on trust and cost. Here is how to brief creators, plan a month of UGC and measure what it earns.';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'category', 'Estrategia de contenido', category from posts
where id = 2 and category = 'Content Strategy' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'bodyMarkdown',
    'El contenido generado por usuarios, o UGC, es todo video o foto que hace gente real y no el equipo interno de una marca. Una parte surge de forma natural, cuando los clientes publican sobre ti por su cuenta. Pero la mayoría del UGC que usan los negocios hoy en día es por encargo: les pagas a creadores para que hagan contenido sobre tu producto que se sienta auténtico, y te quedas con los derechos para usarlo en tus cuentas y en tus anuncios.

El UGC funciona porque se ve como el resto del feed. La gente confía más en una persona que le habla a la cámara desde su cocina que en una foto de producto impecable, y los números lo confirman: en nuestras campañas para marcas de Miami, los anuncios hechos por creadores suelen costar entre un 30 y un 50 por ciento menos por compra que los hechos en estudio. Te explicamos cómo construir una estrategia de UGC que dé esos resultados de forma constante, no solo una vez.

## Paso 1: Decide qué tiene que lograr el contenido

Cada video UGC debe tener una sola misión. Antes de enviarle el brief a cualquier creador, anota cuál de estas necesitas más ahora mismo:

- **Reconocimiento:** presentar tu marca a gente que nunca ha oído hablar de ella. Con un buen hook, entretenido, para un público amplio.
- **Consideración:** responder las dudas que frenan la compra. Demos, comparaciones, "lo que pedí", rutinas.
- **Conversión:** empujar a la acción a quienes ya te conocen. Ofertas, testimonios, unboxings con un llamado a la acción claro.

Un restaurante local que lanza un nuevo menú de brunch necesita reconocimiento y consideración. Una marca de skincare que corre anuncios pagados necesita un flujo constante de variaciones pensadas para convertir. El objetivo define todo lo que sigue: qué creadores, qué formatos y cómo mides el éxito.

## Paso 2: Escoge creadores por afinidad, no por número de seguidores

Cuando compras contenido y no alcance, el tamaño de la audiencia de un creador importa mucho menos que cómo se desenvuelve frente a la cámara y cuánto se parece a tu cliente. Algunos de los creadores de UGC que mejores resultados nos dan tienen menos de 2,000 seguidores.

### Qué buscar

- **Naturalidad.** Mira tres de sus videos. ¿Los seguirías viendo si no conocieras a esa persona?
- **Afinidad con la audiencia.** La edad, el barrio, el idioma y el estilo de vida deben reflejar a los clientes que quieres.
- **Lo básico de producción.** Buena luz, audio limpio y un encuadre estable. Un teléfono está bien; el descuido, no.
- **Confiabilidad.** ¿Cumple con las fechas de entrega y recibe bien los comentarios? Pide referencias de otras marcas.

Para los negocios de Miami, muchas veces juntamos a un creador que habla inglés y a uno que habla español con el mismo brief. El mismo producto contado de dos maneras llega a dos audiencias, y enseguida descubres cuál responde.

## Paso 3: Escribe un brief que deje espacio para la personalidad

Un mal brief es o demasiado vago ("haz un video divertido sobre nuestro café") o tan guionizado que el resultado suena a anuncio leído. Un buen brief fija lo que tiene que cumplirse y deja libre todo lo demás.

- **El mensaje único:** lo único que quien lo vea debe recordar.
- **Tres hooks posibles:** frases o imágenes de arranque que el creador puede escoger o adaptar.
- **Momentos que no pueden faltar:** el producto en uso, la fachada del local, el resultado.
- **Lo que hay que evitar:** menciones a la competencia, afirmaciones que no puedes hacer, un lenguaje que no va con tu marca.
- **Especificaciones técnicas:** formato vertical 9:16, duración, material en bruto o editado, con subtítulos o sin ellos.
- **Derechos de uso:** dónde y por cuánto tiempo vas a usar el contenido, incluidos los anuncios pagados.

> Pide un resultado, no un guion. Los creadores saben cómo hablarle a su audiencia; tu trabajo es asegurarte de que digan lo que vende.

## Paso 4: Planifica un mes, no un video suelto

Las marcas a las que les va bien con el UGC lo tratan como un sistema. Un solo video casi nunca te dice nada; veinte videos con distintos hooks y enfoques te dicen exactamente a qué responden tus clientes. Un plan mensual realista para una marca local se ve así:

1. **Semana 1:** dale el brief a entre cuatro y seis creadores, cada uno con un enfoque distinto del mismo mensaje.
2. **Semana 2:** recibe y revisa el contenido, pide pequeños ajustes y corta cada video en dos o tres variaciones con hooks diferentes.
3. **Semana 3:** publica las mejores piezas de forma orgánica y corre el resto como pequeñas pruebas pagadas.
4. **Semana 4:** lee los resultados, deja corriendo a los ganadores y dales a los creadores del mes siguiente un brief basado en lo que funcionó.

En unos pocos meses, esto construye una biblioteca de contenido probado y una idea clara de qué mensajes, qué caras y qué formatos mueven a tu audiencia.

## Paso 5: Ten los derechos en regla

El contenido que encontraste en la cuenta de un cliente no es tuyo para usarlo en anuncios. Pide siempre permiso por escrito y, en el trabajo por encargo, pon las condiciones de uso en el acuerdo: qué plataformas, orgánico o pagado, por cuánto tiempo y si puedes editarlo. Los derechos de uso pagado por doce meses suelen costar más que los de uso solo orgánico, y valen la pena para todo lo que pienses escalar.

## Paso 6: Mide cada video según su misión

Juzga el UGC por el objetivo que fijaste en el paso uno, no por los likes.

- **Videos de reconocimiento:** hook rate (cuánta gente sigue viendo después de los tres primeros segundos), tiempo promedio de reproducción y costo por mil impresiones.
- **Videos de consideración:** guardados, compartidos, visitas al perfil y clics en enlaces.
- **Videos de conversión:** costo por compra, por reserva o por lead, y retorno de la inversión publicitaria.

Cuando un video gana, no te limites a dejarlo corriendo más tiempo. Averigua por qué: ¿fue el hook, el creador, el lugar o la oferta? Después dales a nuevos creadores un brief para volver a probar ese elemento. Así es como un golpe de suerte se convierte en una estrategia que se puede repetir.

## Errores comunes que debes evitar

- Editar el UGC de más hasta que parece un comercial y pierde la confianza que lo hacía funcionar.
- Juzgar a un creador por un solo video. Dales un segundo brief a los creadores que prometen.
- Correr el mismo anuncio durante meses. Hasta el mejor UGC cansa; renueva los hooks cada dos a cuatro semanas.
- Olvidarte de lo orgánico. Tus mejores videos pagados suelen funcionar muy bien como Reels, y viceversa.

## En resumen

El UGC no es una moda; es la forma en que la gente decide hoy qué comprar. Las marcas locales tienen una ventaja: clientes reales, lugares reales e historias reales que las marcas nacionales gastan fortunas en tratar de imitar. Arma un sistema mensual sencillo, pide resultados en tus briefs, mide cada video según su misión y vas a tener contenido que se gana su lugar en el feed.

Nuestro equipo maneja paquetes UGC para marcas de Miami todos los meses, desde el casting de creadores hasta las pruebas pagadas. Si quieres un plan hecho a la medida de tu negocio, escríbenos y te armamos uno sin costo.',
    body_markdown
from posts
where id = 2 and deleted_at is null
  and body_markdown = 'User-generated content, or UGC, is video and photography made by real people rather than by a brand''s in-house team. Some of it happens naturally, when customers post about you on their own. Most of what businesses use in 2024, though, is commissioned: you pay creators to make authentic-feeling content about your product, and you get the rights to use it on your accounts and in your ads.

UGC works because it looks like the rest of the feed. People trust a person talking to camera in their kitchen more than a glossy product shot, and the numbers back that up: in our campaigns for Miami brands, creator-made ads regularly cost 30 to 50 percent less per purchase than studio-made ones. Here is how to build a UGC strategy that delivers those results consistently, not just once.

## Step 1: Decide what the content has to do

Every UGC video should have one job. Before you brief a single creator, write down which of these you need most right now:

- **Awareness:** introduce your brand to people who have never heard of it. Hook-driven, entertaining, broad.
- **Consideration:** answer the questions that stop people buying. Demos, comparisons, "what I ordered", routines.
- **Conversion:** push people who already know you to act. Offers, testimonials, unboxings with a clear call to action.

A local restaurant launching a new brunch menu needs awareness and consideration. A skincare brand running paid ads needs a steady stream of conversion-focused variations. The goal shapes everything that follows: which creators, which formats, and how you measure success.

## Step 2: Choose creators for fit, not follower count

When you are buying content rather than reach, a creator''s audience size matters far less than their on-camera presence and how closely they resemble your customer. Some of our best-performing UGC creators have fewer than 2,000 followers.

### What to look for

- **Natural delivery.** Watch three of their videos. Would you keep watching if you did not know them?
- **Audience match.** Age, neighborhood, language and lifestyle should mirror the customers you want.
- **Production basics.** Good light, clean audio and steady framing. A phone is fine; carelessness is not.
- **Reliability.** Do they meet deadlines and take feedback well? Ask for references from other brands.

For Miami businesses, we often pair an English-speaking and a Spanish-speaking creator on the same brief. The same product told two ways reaches two audiences, and you quickly learn which one responds.

## Step 3: Write a brief that leaves room for personality

A bad brief is either too vague ("make a fun video about our café") or so scripted that the result sounds like an ad read. A good brief fixes what must be true and frees everything else.

- **The one message:** the single thing a viewer should remember.
- **Three possible hooks:** opening lines or visuals the creator can choose from or adapt.
- **Must-show moments:** the product in use, the storefront, the result.
- **Things to avoid:** competitor mentions, claims you cannot make, off-brand language.
- **Technical specs:** 9:16 vertical, length, raw footage or edited, captions or not.
- **Usage rights:** where and for how long you will use the content, including paid ads.

> Brief the outcome, not the script. Creators know how to talk to their audience; your job is to make sure they say the thing that sells.

## Step 4: Plan a month, not a one-off

The brands that win with UGC treat it as a system. One video rarely tells you anything; twenty videos across several hooks and angles tell you exactly what your customers respond to. A realistic monthly plan for a local brand looks like this:

1. **Week 1:** brief four to six creators, each with a different angle on the same message.
2. **Week 2:** receive and review the content, request small edits, and cut each video into two or three variations with different hooks.
3. **Week 3:** publish the strongest pieces organically and run the rest as small paid tests.
4. **Week 4:** read the results, keep the winners running, and brief next month''s creators on what worked.

Over a few months this builds a library of proven content and a clear picture of which messages, faces and formats move your audience.

## Step 5: Get the rights right

Content you found on a customer''s account is not yours to use in ads. Always get written permission, and for commissioned work, put usage terms in the agreement: which platforms, organic or paid, how long, and whether you can edit it. Paid usage rights for twelve months usually cost more than organic-only rights, and they are worth it for anything you plan to scale.

## Step 6: Measure each video on its job

Judge UGC by the goal you set in step one, not by likes.

- **Awareness videos:** hook rate (how many people watch past three seconds), average watch time and cost per thousand impressions.
- **Consideration videos:** saves, shares, profile visits and link clicks.
- **Conversion videos:** cost per purchase, booking or lead, and return on ad spend.

When a video wins, do not just run it longer. Work out why: was it the hook, the creator, the setting or the offer? Then brief new creators to test that element again. That is how a single lucky hit becomes a repeatable strategy.

## Common mistakes to avoid

- Over-editing UGC until it looks like a commercial and loses the trust that made it work.
- Judging a creator on one video. Give promising creators a second brief.
- Running the same ad for months. Even great UGC fatigues; refresh hooks every two to four weeks.
- Forgetting organic. Your best paid videos often make strong Reels, and vice versa.

## The bottom line

UGC is not a trend; it is how people now decide what to buy. Local brands have an advantage here: real customers, real places and real stories that national brands spend fortunes trying to imitate. Build a simple monthly system, brief for outcomes, measure each video on its job, and you will have content that earns its place in the feed.

Our team runs UGC packages for Miami brands every month, from creator casting to paid testing. If you want a plan built around your business, get in touch and we will put one together for free.';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'status', 'published', '' from posts
where id = 2 and slug = 'ugc-content-strategy-guide' and status = 'published' and deleted_at is null
  and exists (select 1 from translations t
              where t.kind = 'post' and t.item_id = 2 and t.lang = 'es' and t.field = 'bodyMarkdown');

-- Article 3: miami-restaurants-tourism-social-media
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'title',
    'Cómo los restaurantes de Miami conquistan a los turistas en redes sociales',
    title
from posts
where id = 3 and deleted_at is null
  and title = 'How Miami Restaurants Win Tourists on Social Media';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'slug', 'restaurantes-de-miami-turistas-redes-sociales', '' from posts
where id = 3 and slug = 'miami-restaurants-tourism-social-media' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'excerpt',
    'Los visitantes deciden dónde comer antes de aterrizar. Lo que publica un restaurante de Miami, cuándo y en qué idioma decide si entra en su lista.',
    excerpt
from posts
where id = 3 and deleted_at is null
  and excerpt = 'Visitors choose where to eat before they land. What Miami restaurants post, when, and in which language decides whether they make the list.';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'category', 'Enfoque por industria', category from posts
where id = 3 and category = 'Industry Focus' and deleted_at is null;
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'bodyMarkdown',
    'Millones de personas visitan Miami cada año, y una cantidad sorprendente de ellas ya decidió dónde va a comer antes de que su avión aterrice. Guardaron un Reel de una sartén chisporroteando en Wynwood, un TikTok de una ventanita de cafecito en la Pequeña Habana, un carrusel de un rooftop en Brickell a la hora dorada. Las redes sociales se han convertido en la guía no oficial de restaurantes de la ciudad y, para los restaurantes, hoy son la vitrina más importante que existe.

Trabajamos con restaurantes y marcas de hospitalidad de Miami todas las semanas. Estas son las tácticas que, de forma confiable, ponen a un restaurante en la lista de un visitante, y que hacen que la gente de aquí siga viniendo cuando los turistas se van a casa.

## Entiende cómo planifican de verdad los visitantes

Los turistas investigan en tres momentos, y tu contenido tiene que estar listo para cada uno:

- **Semanas antes del viaje:** guardan posts y videos en colecciones llamadas "Miami" o "Miami eats". Aquí gana el contenido que se siente como una experiencia que no se pueden perder.
- **El día antes o esa misma mañana:** buscan por barrio y por tipo de cocina: "mejor comida cubana Miami", "brunch South Beach". Unos captions claros, las etiquetas de ubicación y los posts recientes deciden si apareces.
- **Parados en la acera:** revisan tu perfil para ver si el lugar se ve lleno, qué pedir y cómo reservar. Tus posts fijados, tus destacadas y tu bio cierran el trato.

## Crea contenido que la gente guarde

Para un restaurante, los guardados son la interacción más valiosa que existe. Un guardado es una visita futura. Los posts que se guardan son útiles, no solo bonitos.

### Formatos que se ganan los guardados

- **Videos de "qué pedir":** tres platos en quince segundos, cada uno con su nombre en pantalla.
- **El momento estrella:** el postre flameado, el ceviche preparado en la mesa, el cóctel que echa humo. Si tienes uno, fílmalo desde todos los ángulos y publícalo seguido.
- **Guías de barrio:** "nuestra tarde perfecta en Coconut Grove", con tu restaurante como punto de partida. A los visitantes les encanta tener un plan.
- **Carruseles prácticos:** horarios, reservas, parqueo, código de vestimenta y rango de precios en un solo post para deslizar.

> La comida que se ve bien se gana likes. La comida que se ve bien y le dice a la gente exactamente qué pedir se gana guardados, y los guardados se convierten en mesas llenas.

## Habla los idiomas de tus clientes

Los visitantes de Miami vienen de todo Estados Unidos, de América Latina y de Europa, y muchos de los propios residentes de la ciudad se sienten más en casa en español. Los captions bilingües en tus posts clave, los videos en español con tu equipo o con creadores y los menús fáciles de leer en los dos idiomas marcan una diferencia real. Si tu restaurante tiene muchos seguidores brasileños o europeos, una línea en portugués o en francés en un post fijado también rinde mucho.

## Deja que los visitantes hablen por ti

Los turistas confían en otros turistas. Motiva y comparte el contenido de tus clientes reales, y haz que sea fácil crearlo:

- Diseña un rincón, una pared o una presentación de plato que la gente quiera fotografiar.
- Pon tu @ donde la gente lo vea: menús, recibos, servilletas, el espejo del baño.
- Comparte a diario las Stories de tus clientes y guarda las mejores en una destacada de "Clientes".
- Invita a creadores gastronómicos locales a una degustación cada uno o dos meses. Entre sus seguidores están justamente los visitantes que buscas.

## Sincroniza tu contenido con el calendario turístico

Las temporadas de visitantes en Miami son predecibles, así que tu contenido también puede serlo. La temporada alta de invierno, el spring break, Miami Music Week, el Boat Show y Art Basel traen olas de visitantes con gustos y presupuestos distintos. Publica contenido sobre cada evento dos o tres semanas antes, cuando la gente todavía está planificando, y corre pequeñas promociones pagadas dirigidas a quienes viajan a Miami en esas fechas. Tanto Meta como TikTok te permiten segmentar por intención de viaje y por ubicación.

## Optimiza tu perfil para el vistazo desde la acera

Cuando alguien entra a tu perfil, tienes unos pocos segundos para convencerlo. Haz que cuenten:

- **Bio:** tipo de cocina, barrio y una razón para venir, más un enlace directo para reservar.
- **Posts fijados:** tu plato estrella, un video de "qué pedir" y tu mejor reseña de un cliente.
- **Destacadas:** Menú, Reservas, Ubicación, Eventos y Clientes, con portadas claras y con la identidad de tu marca.
- **Actividad reciente:** publica por lo menos unas cuantas veces por semana. Una cuenta que dejó de publicar hace dos meses parece un restaurante que podría haber cerrado.

## No te olvides de la gente de aquí

Los turistas llenan las mesas en temporada alta; la gente de aquí es la que mantiene las luces prendidas en agosto. Las mismas cuentas pueden servir para los dos públicos. Incluye contenido para tus clientes de siempre: tu equipo en primer plano, una noche para locales, un menú de verano, ofertas de fidelidad y eventos de la comunidad. Los locales se convierten en tus embajadores más creíbles, y sus recomendaciones son lo que encuentran los visitantes cuando buscan.

## Mide mesas ocupadas, no solo seguidores

El número de seguidores es una métrica de vanidad si no se convierte en comensales. Sigue los números que conectan tus redes sociales con tu libro de reservas:

- Visitas al perfil y clics en el enlace a tu página de reservas.
- Reservas por canal, con un enlace de reserva exclusivo para redes.
- Solicitudes de cómo llegar y llamadas desde tu perfil.
- Canjes de una oferta exclusiva de redes, como un cóctel de bienvenida para quienes mencionen tu Reel.

Revísalos cada mes junto con tus ventas, y dedícales más esfuerzo a los tipos de contenido que llenan mesas.

## Para cerrar

Los restaurantes que conquistan a los turistas en redes sociales no son necesariamente los que tienen el presupuesto más grande. Son los que lo hacen fácil: fácil de descubrir, fácil de decidir, fácil de reservar. Filma tus momentos estrella, publica en los idiomas de tus clientes, planifica según el calendario turístico y haz que tu perfil responda cada pregunta antes de que se la hagan.

Si quieres un equipo que haga todo esto por ti, desde las sesiones de fotos y video hasta el manejo de la comunidad, nos encantaría conocer tu restaurante. Escríbenos y recibe una propuesta personalizada, sin costo.',
    body_markdown
from posts
where id = 3 and deleted_at is null
  and body_markdown = 'Millions of people visit Miami every year, and a striking number of them have already decided where to eat before their plane lands. They have saved a Reel of a sizzling skillet in Wynwood, a TikTok of a cafecito window in Little Havana, a carousel of a rooftop in Brickell at golden hour. Social media has become the city''s unofficial restaurant guide, and for restaurants it is now the most important shop window there is.

We work with Miami restaurants and hospitality brands every week. These are the tactics that reliably put a restaurant on a visitor''s list, and keep the locals coming back when the tourists go home.

## Understand how visitors actually plan

Tourists research in three moments, and your content should be ready for each:

- **Weeks before the trip:** they save posts and videos into collections called "Miami" or "Miami eats". Content that feels like a must-do experience wins here.
- **The day before or the morning of:** they search by neighborhood and cuisine: "best Cuban food Miami", "brunch South Beach". Clear captions, location tags and recent posts decide whether you show up.
- **Standing on the sidewalk:** they check your profile to see whether it looks busy, what to order and how to book. Your pinned posts, highlights and bio close the deal.

## Make content people save

For restaurants, saves are the most valuable engagement there is. A save is a future visit. The posts that get saved are useful, not just pretty.

### Formats that earn saves

- **"What to order" videos:** three dishes in fifteen seconds, each named on screen.
- **The signature moment:** the flaming dessert, the tableside ceviche, the cocktail that smokes. If you have one, film it from every angle and post it often.
- **Neighborhood guides:** "our perfect afternoon in Coconut Grove" with your restaurant as the anchor. Visitors love a plan.
- **Practical carousels:** hours, reservations, parking, dress code and price range in one swipeable post.

> Food that looks good gets likes. Food that looks good and tells people exactly what to order gets saves, and saves become covers.

## Speak the languages of your guests

Miami''s visitors come from across the United States, Latin America and Europe, and many of the city''s own residents are most at home in Spanish. Bilingual captions on your key posts, Spanish-language videos from staff or creators, and menus that are easy to read in both languages make a real difference. For restaurants with a strong Brazilian or European following, a line of Portuguese or French in a pinned post goes a long way, too.

## Let visitors do the talking

Tourists trust other tourists. Encourage and reshare content from real guests, and make it easy to create:

- Design one corner, wall or plate presentation that people want to photograph.
- Put your handle where people will see it: menus, receipts, napkins, the bathroom mirror.
- Reshare guest Stories daily and save the best into a "Guests" highlight.
- Invite local food creators for a tasting every month or two. Their audiences include exactly the visitors you want.

## Time your content to the tourist calendar

Miami''s visitor seasons are predictable, so your content can be too. Winter high season, spring break, Miami Music Week, the Boat Show and Art Basel all bring waves of visitors with different tastes and budgets. Publish event-related content two to three weeks before each one, when people are still planning, and run small paid promotions targeting people who are travelling to Miami in that window. Both Meta and TikTok let you target people by travel intent and location.

## Optimise the profile for the sidewalk check

When someone taps through to your profile, you have a few seconds to convince them. Make those seconds count:

- **Bio:** cuisine, neighborhood and one reason to come, plus a direct booking link.
- **Pinned posts:** your signature dish, a "what to order" video and your best guest review.
- **Highlights:** Menu, Book, Location, Events and Guests, with clear, branded covers.
- **Recent activity:** post at least a few times a week. An account that went quiet two months ago looks like a restaurant that might be closed.

## Do not forget the locals

Tourists fill tables in high season; locals keep the lights on in August. The same social accounts can serve both. Mix in content for regulars: staff spotlights, a locals'' night, a summer menu, loyalty offers and community events. Locals become your most credible ambassadors, and their recommendations are what visitors find when they search.

## Measure covers, not just followers

Follower counts are a vanity metric if they do not turn into guests. Track the numbers that connect social media to your reservation book:

- Profile visits and link clicks to your booking page.
- Reservations by source, using a dedicated booking link for social.
- Direction requests and calls from your profile.
- Redemptions of a social-only offer, such as a welcome cocktail for people who mention your Reel.

Review them monthly alongside your sales, and shift effort toward the content types that fill tables.

## Putting it together

The restaurants that win tourists on social media are not necessarily the ones with the biggest budgets. They are the ones that make it easy: easy to discover, easy to decide, easy to book. Film your signature moments, post in the languages of your guests, plan around the tourist calendar, and make your profile answer every question before it is asked.

If you would like a team that does this for you, from shoots to community management, we would love to hear about your restaurant. Get in touch for a free, custom proposal.';
insert into translations (kind, item_id, lang, field, value, source)
select 'post', id, 'es', 'status', 'published', '' from posts
where id = 3 and slug = 'miami-restaurants-tourism-social-media' and status = 'published' and deleted_at is null
  and exists (select 1 from translations t
              where t.kind = 'post' and t.item_id = 3 and t.lang = 'es' and t.field = 'bodyMarkdown');
