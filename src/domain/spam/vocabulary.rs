//! The words spam uses and inquiries seldom do, in families, and the phrases that tell a pitch
//! to the agency from a client's request. Lowercase, matched on word boundaries; English and
//! Spanish.

/// One family of words that spam uses and inquiries seldom do.
pub struct Vocabulary {
    /// How the reason names it: "link-selling" spam.
    pub name: &'static str,
    /// Points for each phrase found, up to `most`.
    pub each: u32,
    pub most: u32,
    /// No client writes these (an opt-out line): not held to the cap the other families share.
    pub decisive: bool,
    pub phrases: &'static [&'static str],
}

const fn family(name: &'static str, each: u32, most: u32, phrases: &'static [&'static str]) -> Vocabulary {
    Vocabulary { name, each, most, decisive: false, phrases }
}

/// Words a genuine client may use once (an agency sells SEO; Miami has crypto start-ups) weigh
/// little on their own: only many of them, or a family no client uses (opt-out lines), weigh much.
pub const VOCABULARIES: &[Vocabulary] = &[
    family("link-selling", 3, 8, LINK_SELLING),
    Vocabulary { name: "opt-out", each: 6, most: 6, decisive: true, phrases: OPT_OUT },
    family("crypto or easy-money", 2, 6, EASY_MONEY),
    family("advance-fee fraud", 4, 8, ADVANCE_FEE),
    family("gambling, pharmacy or adult", 4, 8, VICE),
    family("invoice or account notice", 3, 6, NOTICES),
    family("reviews, followers or traffic selling", 3, 6, FAKE_REACH),
    family("sales outreach", 2, 6, OUTREACH),
    family("price pitch", 3, 6, PRICE_PITCH),
];

#[rustfmt::skip]
const LINK_SELLING: &[&str] = &[
    "backlink", "backlinks", "dofollow", "do-follow", "guest post", "guest posts", "guest posting",
    "link building", "link-building", "linkbuilding", "link exchange", "domain authority", "high da",
    "da/pa", "pbn", "sponsored post", "sponsored posts", "link back to", "directories",
    "enlaces dofollow", "artículo patrocinado", "artículos patrocinados", "enlaces de calidad",
];

#[rustfmt::skip]
const OPT_OUT: &[&str] = &[
    "unsubscribe", "opt out", "opt-out", "reply stop", "reply with stop", "reply \"stop\"",
    "to stop receiving", "not interested, just reply", "i won't follow up", "darse de baja",
    "darte de baja", "dejar de recibir",
];

#[rustfmt::skip]
const EASY_MONEY: &[&str] = &[
    "bitcoin", "btc", "usdt", "forex", "binary options", "crypto investment", "guaranteed profit",
    "guaranteed profits", "guaranteed returns", "profits guaranteed", "passive income", "airdrop",
    "trading platform", "double your", "nft", "presale", "work from home", "no experience needed",
    "earn $", "stolen funds", "ganancias garantizadas", "inversión garantizada", "ingresos pasivos",
    "wallet",
    "desde casa", "no necesita experiencia", "gane $", "inversión en bitcoin",
];

#[rustfmt::skip]
const ADVANCE_FEE: &[&str] = &[
    "business proposal", "transfer the funds", "million usd", "next of kin", "beneficiary", "gold dust",
    "serious buyers only", "your assistance",
    "propuesta de negocio", "transferir los fondos", "millones de dólares",
];

#[rustfmt::skip]
const VICE: &[&str] = &[
    "casino", "viagra", "cialis", "porn", "xxx", "escort", "escorts", "betting", "payday loan",
    "payday loans", "apuestas", "sexy", "hot girls", "serious relationship", "relaciones serias",
    "busco un hombre", "handsome",
];

#[rustfmt::skip]
const NOTICES: &[&str] = &[
    "invoice attached", "attached invoice", "overdue", "outstanding balance", "final notice",
    "domain expiration", "domain expiry", "domain registration", "verify your account", "click here",
    "wire transfer", "bank details", "has been shared with you", "will be deactivated",
    "will be suspended", "has been suspended", "legal action", "tax refund", "factura pendiente",
    "pago pendiente", "haga clic aquí", "haz clic aquí", "haga click aquí", "aviso final",
    "payment is due",
    "ha sido suspendida", "verifique su cuenta", "será cerrada", "será suspendida",
];

#[rustfmt::skip]
const FAKE_REACH: &[&str] = &[
    "5 star reviews", "5-star reviews", "negative reviews", "instagram followers", "real followers",
    "real visitors", "website traffic", "web traffic", "tráfico web", "email list", "verified contacts",
    "cold email", "press release distribution", "leads list", "base de datos", "listas de emails",
    "seguidores reales", "reseñas de 5 estrellas", "reseñas negativas", "visitas reales",
];

#[rustfmt::skip]
const OUTREACH: &[&str] = &[
    "white label", "white-label", "outsourcing", "we are a team of", "our team of",
    "i noticed your website", "i was checking your website", "i came across your website",
    "i just visited your website", "i just found your site", "your website is not", "your site is not",
    "rank higher", "more traffic to your", "boost your", "increase your sales", "grow your business",
    "first page of google", "page 1 of google", "top of google", "seo report", "seo audit",
    "free audit", "free trial", "free mockup", "free samples", "quick call", "limited time",
    "100% guaranteed", "special offer", "agencies like yours", "for agencies", "reply yes",
    "reply if interested", "reply if you want", "reply for details", "reply to claim",
    "reply for a sample", "reply with your", "dear website owner", "dear business owner",
    "hello website owner", "dear sir", "sir/madam", "dear purchasing manager", "dear customer",
    "dear friend", "revisé su sitio web", "su sitio web no", "aumentar sus ventas",
    "primera página de google", "oferta especial", "estimado cliente", "telegram", "t.me", "wechat",
    "微信",
    "por tiempo limitado", "haga crecer su negocio", "aumentan sus ventas", "responda para más detalles", "respóndame con su",
];

#[rustfmt::skip]
const PRICE_PITCH: &[&str] = &[
    "for only $", "for just $", "only $", "just $", "starting at $", "start at $", "starts at $",
    "per hour", "per article", "per post", "per link", "al mes por", "por solo", "precios desde",
];

/// Who a pitch is addressed to: the agency's own site or business.
#[rustfmt::skip]
pub const PITCH_RECIPIENT: &[&str] = &[
    "your website", "your site", "your blog", "your business", "your agency", "your company",
    "your brand", "your google", "your local ranking", "your instagram", "your tiktok", "your traffic",
    "your rankings", "your conversions", "your existing website", "agencies like yours",
    "businesses like yours", "su sitio", "su página", "su pagina", "su web", "su negocio", "su agencia",
    "su empresa", "sus redes", "sus ventas",
];

/// What a pitch offers.
#[rustfmt::skip]
pub const PITCH_OFFER: &[&str] = &[
    "we offer", "we provide", "we can", "i can", "we help", "i help", "we build", "we create",
    "we make", "we develop", "we sell", "we represent", "we use", "we analyzed", "i'd love to help",
    "i would love to help", "i'm a", "i am a", "we are a", "our clients", "our packages",
    "our services", "i built", "we built", "can i send", "want me to send", "ofrecemos", "podemos",
    "vendemos", "puedo", "soy especialista", "somos una",
    "creamos", "publicamos", "hacemos", "diseñamos", "le puedo",
];

/// What a client says of the business they write about, which a pitch never does.
#[rustfmt::skip]
pub const CLIENT_OWNS: &[&str] = &[
    "my business", "our business", "my website", "our website", "my site", "our site", "my company",
    "our company", "my shop", "my store", "our store", "my restaurant", "our restaurant", "my brand",
    "our brand", "our firm", "my practice", "our practice", "i need", "we need", "i want", "we want",
    "looking for a", "mi negocio", "nuestro negocio", "mi página", "mi pagina", "nuestra página",
    "mi web", "nuestra web", "mi empresa", "nuestra empresa", "mi tienda", "mi restaurante", "mi marca",
    "nuestra marca", "necesito", "necesitamos", "quiero", "queremos", "buscamos",
];
