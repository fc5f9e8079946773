//! What a handler asks of a request besides its body: who calls (`Admin`, `SuperAdmin`, `Editor`
//! for an admin who changes what is stored, `Reauth` for one proving themselves again, and
//! `MaybeAdmin` for public reads that show more to admins), `Throttle<B>` to count the call
//! against a rate limit, and `Id` or `Slug` from the path. The user is loaded on every request,
//! so a deleted user's token stops working at once.

use std::marker::PhantomData;
use std::net::IpAddr;

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;

use crate::api::versions::Expected;
use crate::db::users::{self, UserRow};
use crate::error::AppError;
use crate::limits::Bucket;
use crate::state::AppState;

pub struct Admin(pub UserRow);

pub struct SuperAdmin(pub UserRow);

/// An admin changing what the site stores: `write` runs the change as `AppState::write` does,
/// logged under this admin's name, so no handler can log a change under another. `expected` is
/// the version the change was based on, from `If-Match` (`api::versions`).
pub struct Editor {
    pub state: AppState,
    pub admin: UserRow,
    pub expected: Expected,
}

impl Editor {
    pub async fn write<T, F>(&self, work: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&rusqlite::Transaction) -> Result<crate::state::Written<T>, AppError> + Send + 'static,
    {
        self.state.write(&self.admin.username, work).await
    }
}

impl Editor {
    /// The languages of the site but the default, which translations are written in.
    pub async fn other_languages(&self) -> Result<Vec<String>, AppError> {
        Ok(self.state.current().await?.languages.others().map(str::to_owned).collect())
    }
}

impl FromRequestParts<AppState> for Editor {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Admin(admin) = Admin::from_request_parts(parts, state).await?;
        Ok(Editor { state: state.clone(), admin, expected: Expected::from_headers(&parts.headers) })
    }
}

/// None without a valid admin token: a public read answers a stale or foreign token as it
/// answers a visitor (an old token left in a browser must not break the public pages).
pub struct MaybeAdmin(pub Option<UserRow>);

fn unauthorized() -> AppError {
    AppError::Unauthorized("Your session is missing or has expired. Please log in again.".into())
}

async fn user_from(parts: &Parts, state: &AppState) -> Result<Option<UserRow>, AppError> {
    let Some(value) = parts.headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let token = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")))
        .map(str::trim)
        .ok_or_else(unauthorized)?;
    // `current` follows a token secret rotated by the CLI (checked at most once a second).
    let session = state.current().await?.tokens.verify(token).ok_or_else(unauthorized)?;
    let user = state.run(move |conn| Ok(users::find(conn, session.user_id)?)).await?;
    match user {
        // A password change since the token was issued ends it.
        Some(user) if user.is_admin && user.session_version == session.version => Ok(Some(user)),
        _ => Err(unauthorized()),
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        user_from(parts, state).await?.map(Admin).ok_or_else(unauthorized)
    }
}

impl FromRequestParts<AppState> for SuperAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Admin(user) = Admin::from_request_parts(parts, state).await?;
        if user.is_super_admin {
            Ok(SuperAdmin(user))
        } else {
            Err(AppError::Forbidden("Only the super admin can do this.".into()))
        }
    }
}

impl FromRequestParts<AppState> for MaybeAdmin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match user_from(parts, state).await {
            Err(AppError::Unauthorized(_)) => Ok(MaybeAdmin(None)),
            other => other.map(MaybeAdmin),
        }
    }
}

/// Handlers ask for `Throttle<B>` to be counted against bucket B of the caller's address; it
/// carries the address for limits the handler applies itself (login, accepted inquiries).
pub struct Throttle<B> {
    pub ip: IpAddr,
    bucket: PhantomData<B>,
}

pub struct AuthBucket;
pub struct ContactAttemptsBucket;
pub struct VisitBucket;

pub trait BucketOf {
    const BUCKET: Bucket;
}
impl BucketOf for AuthBucket {
    const BUCKET: Bucket = Bucket::Auth;
}
impl BucketOf for ContactAttemptsBucket {
    const BUCKET: Bucket = Bucket::ContactAttempts;
}
impl BucketOf for VisitBucket {
    const BUCKET: Bucket = Bucket::Visits;
}

impl<B: BucketOf + Send> FromRequestParts<AppState> for Throttle<B> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let ip = state.limits.client_ip(parts);
        state.limits.check(B::BUCKET, ip)?;
        Ok(Throttle { ip, bucket: PhantomData })
    }
}

/// An admin about to prove themselves again (a password or a two-factor code, to change either):
/// counted against the address's sign-in bucket, and refused while the account's wrong proofs
/// hold it (`limits::failures`). `ip` is where a wrong proof is counted; what a proof and a proved
/// change then do is `api::account`'s.
pub struct Reauth {
    pub state: AppState,
    pub user: UserRow,
    pub ip: IpAddr,
}

impl FromRequestParts<AppState> for Reauth {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Throttle { ip, .. } = Throttle::<AuthBucket>::from_request_parts(parts, state).await?;
        let Admin(user) = Admin::from_request_parts(parts, state).await?;
        state.limits.reauth_allowed(user.id)?;
        Ok(Reauth { state: state.clone(), user, ip })
    }
}

/// The answer of a `Reauth` call held by its limits, for the API document.
#[derive(utoipa::IntoResponses)]
#[response(
    status = 429,
    description = "Too many wrong passwords or codes for this account, or tries from this address: wait Retry-After seconds"
)]
pub struct ReauthHeld(pub crate::error::ErrorBody);

/// A positive whole-number id from the path; anything else names no item, so it is a 404.
pub struct Id(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let axum::extract::Path(raw) = axum::extract::Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| AppError::NotFound("No item with this id".into()))?;
        // Plain digits only: "+1" or " 1" must not name item 1.
        Some(raw.as_str())
            .filter(|r| !r.is_empty() && r.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|r| r.parse::<i64>().ok())
            .filter(|id| *id > 0)
            .map(Id)
            .ok_or_else(|| AppError::NotFound("No item with this id".into()))
    }
}

/// A text segment of the path (an article's or a case study's slug), percent-decoded. One that is
/// not UTF-8 text names nothing: a 404 in JSON, like any unknown slug, never axum's plain text.
pub struct Slug(pub String);

impl<S: Send + Sync> FromRequestParts<S> for Slug {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let axum::extract::Path(slug) =
            axum::extract::Path::<String>::from_request_parts(parts, state).await.map_err(|_| {
                AppError::NotFound(
                    "Nothing has this address: a slug is letters, digits and dashes, as in the item's link"
                        .into(),
                )
            })?;
        Ok(Slug(slug))
    }
}

/// Paging of a list (`?limit=&offset=`); both are optional.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Page {
    /// How many to return (1–500); all of them when absent, unless the list says otherwise.
    #[param(value_type = Option<i64>, minimum = 1, maximum = 500)]
    pub limit: Option<String>,
    /// How many of the first to skip (0 or more).
    #[param(value_type = Option<i64>, minimum = 0)]
    pub offset: Option<String>,
}

impl Page {
    /// The limit (None when absent) and the offset, or 422 naming the bad one.
    pub fn bounds(&self) -> Result<(Option<i64>, i64), AppError> {
        let mut errors = crate::domain::validation::ValidationErrors::default();
        let limit = self.limit.as_deref().map(|l| match l.parse::<i64>() {
            Ok(n) if (1..=500).contains(&n) => n,
            _ => {
                errors.add("limit", "Limit must be a whole number from 1 to 500");
                0
            }
        });
        let offset = match self.offset.as_deref().map(str::parse::<i64>) {
            None => 0,
            Some(Ok(n)) if n >= 0 => n,
            Some(_) => {
                errors.add("offset", "Offset must be a whole number from 0");
                0
            }
        };
        Ok(errors.into_result((limit, offset))?)
    }
}

/// `?lang=`: the language a public read answers in (docs/DESIGN.md "HTTP contract, phase 3":
/// languages), the default one when absent; one the site does not speak is refused (422).
pub struct Lang(pub String);

/// The query of a public read that answers in a language.
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// A language of the site (the `languages` setting); each field falls back to the default
    /// language's text where it has no translation.
    #[param(example = "es")]
    pub lang: Option<String>,
}

impl FromRequestParts<AppState> for Lang {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let asked = parts
            .uri
            .query()
            .unwrap_or("")
            .split('&')
            .find_map(|pair| pair.strip_prefix("lang="))
            .map(str::to_owned);
        let current = state.current().await?;
        match asked {
            None => Ok(Lang(current.languages.default_language().to_owned())),
            Some(lang) if current.languages.speaks(&lang) => Ok(Lang(lang)),
            Some(lang) => Err(current.languages.unknown(&lang).into()),
        }
    }
}
