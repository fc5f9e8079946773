-- Blog posts written in the CMS (docs/DESIGN.md, "Blog posts"). The body is Markdown; `body_html` is
-- its rendering by the one renderer and sanitizer (`markdown.rs`), made when the post is saved
-- (null: not rendered yet, as for the articles below, which `upgrade` renders after migrating).
-- A published post whose `published_at` is in the future is scheduled: it appears by itself then.
-- `locale` leaves room for a Spanish version as rows of the same table.
create table posts (
    id              integer primary key,
    slug            text    not null unique,
    title           text    not null,
    excerpt         text    not null default '',
    body_markdown   text    not null default '',
    body_html       text,
    -- Minutes at 200 words a minute, counted when the body is rendered.
    read_time       integer not null default 1,
    category        text    not null,
    author          text    not null,
    cover_image     text,
    status          text    not null check (status in ('draft', 'published')),
    published_at    text,
    seo_title       text    not null default '',
    seo_description text    not null default '',
    locale          text    not null default 'en',
    created_at      text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at      text    not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
create index posts_by_publication on posts (status, published_at desc, id desc);

-- Slugs a published post had before: they answer 301 to its slug now.
create table post_slugs (
    slug    text    primary key,
    post_id integer not null references posts (id) on delete cascade
) without rowid;

create trigger posts_insert_bumps_site_version after insert on posts
    begin update site_version set version = version + 1; end;
create trigger posts_update_bumps_site_version after update on posts
    begin update site_version set version = version + 1; end;
create trigger posts_delete_bumps_site_version after delete on posts
    begin update site_version set version = version + 1; end;

-- The three articles of docs/PRODUCT.md, with their slugs and text (until now compiled into the UI).
insert into posts (slug, title, excerpt, body_markdown, category, author, cover_image, status, published_at, created_at, updated_at) values
    ('miami-social-media-marketing-2024', 'Social Media Marketing in Miami: What Works in 2024', 'Bilingual audiences, tourism seasons and a city that lives on Instagram: a practical playbook for Miami businesses that want reach that turns into customers.',
     'Miami is one of the most social cities in the United States. People here discover restaurants on Instagram, book fitness classes from a TikTok, and choose a hotel because a Reel made the rooftop look like the best place on earth at sunset. That is good news for local businesses, and also the reason the bar is so high: your customers scroll past the best content in the world every day, and yours has to hold its own next to it.

We spend our weeks making content for Miami restaurants, hotels, studios and shops, and testing what actually moves followers, bookings and foot traffic. Here is what is working in 2024, and what we would do first if we were running your accounts.

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

And if you would rather have a team that does this every day, that is what we are here for. Tell us about your business and we will send you a free, custom plan.',
     'Local Marketing', 'Alex Rivera', '/images/blog/miami-social-media-marketing-2024.svg', 'published', '2024-03-12T14:00:00.000Z', '2024-03-12T14:00:00.000Z', '2024-03-12T14:00:00.000Z'),
    ('ugc-content-strategy-guide', 'The UGC Content Strategy Guide for Local Brands', 'User-generated content outperforms polished ads on trust and cost. Here is how to brief creators, plan a month of UGC and measure what it earns.',
     'User-generated content, or UGC, is video and photography made by real people rather than by a brand''s in-house team. Some of it happens naturally, when customers post about you on their own. Most of what businesses use in 2024, though, is commissioned: you pay creators to make authentic-feeling content about your product, and you get the rights to use it on your accounts and in your ads.

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

Our team runs UGC packages for Miami brands every month, from creator casting to paid testing. If you want a plan built around your business, get in touch and we will put one together for free.',
     'Content Strategy', 'Alex Rivera', '/images/blog/ugc-content-strategy-guide.svg', 'published', '2024-04-02T14:00:00.000Z', '2024-04-02T14:00:00.000Z', '2024-04-02T14:00:00.000Z'),
    ('miami-restaurants-tourism-social-media', 'How Miami Restaurants Win Tourists on Social Media', 'Visitors choose where to eat before they land. What Miami restaurants post, when, and in which language decides whether they make the list.',
     'Millions of people visit Miami every year, and a striking number of them have already decided where to eat before their plane lands. They have saved a Reel of a sizzling skillet in Wynwood, a TikTok of a cafecito window in Little Havana, a carousel of a rooftop in Brickell at golden hour. Social media has become the city''s unofficial restaurant guide, and for restaurants it is now the most important shop window there is.

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

If you would like a team that does this for you, from shoots to community management, we would love to hear about your restaurant. Get in touch for a free, custom proposal.',
     'Industry Focus', 'Alex Rivera', '/images/blog/miami-restaurants-tourism-social-media.svg', 'published', '2024-05-21T14:00:00.000Z', '2024-05-21T14:00:00.000Z', '2024-05-21T14:00:00.000Z');
