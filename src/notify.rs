//! An e-mail to the owner for each new inquiry. It is sent after the inquiry is stored, in the
//! background: a slow or broken mail server never delays the visitor's answer and never loses the
//! lead, which is already in the database. A failed send is retried a few times with backoff.

use crate::domain::languages::Languages;
use std::time::Duration;

use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::db::Db;
use crate::domain::contact::Submission;
use crate::domain::mail::{MailSettings, Security};
use crate::domain::setting_keys::Overrides;
use crate::domain::settings::Settings;

/// Waits before the second, third and fourth tries.
const RETRY_DELAYS: [Duration; 3] = [Duration::from_secs(1), Duration::from_secs(5), Duration::from_secs(25)];
const SMTP_TIMEOUT: Duration = Duration::from_secs(20);

/// Sends the notification of `submission` in the background, if notifications are set up.
pub fn new_inquiry(db: Db, overrides: Overrides, submission: Submission) {
    tokio::spawn(async move {
        let loaded: Result<_, crate::db::DbError> = db
            .run(move |conn| {
                let pairs = crate::db::settings::all(conn)?;
                Ok((MailSettings::load(&pairs, &overrides), Settings::from_pairs(&pairs)))
            })
            .await;
        let (mail, settings) = match loaded {
            Ok(loaded) => loaded,
            Err(err) => {
                return tracing::warn!(error = %err, "cannot read the mail settings; no notification sent");
            }
        };
        if !mail.is_enabled() {
            return;
        }
        let message = match compose(&mail, &settings, &submission) {
            Ok(message) => message,
            Err(err) => return tracing::warn!(error = %err, "cannot write the notification e-mail"),
        };
        send_with_retries(&mail, message, submission.id).await;
    });
}

async fn send_with_retries(mail: &MailSettings, message: Message, id: i64) {
    if let Err(err) = deliver(mail, message, "inquiry notification", id).await {
        tracing::error!(id, error = %err, "notification not sent; the inquiry is stored");
    }
}

/// Sends `message`, trying again after a temporary failure (after 1, 5 and 25 s), not after a
/// permanent one; Err is what the mail server (or the connection) said last. `what` and `id` name
/// the message in the log.
pub async fn deliver(mail: &MailSettings, message: Message, what: &str, id: i64) -> Result<(), String> {
    let transport = transport(mail).map_err(|err| {
        tracing::warn!(error = %err, host = %mail.smtp_host, "cannot set up SMTP");
        format!("cannot set up SMTP with {}: {err}", mail.smtp_host)
    })?;
    let mut delays = RETRY_DELAYS.iter();
    loop {
        let err = match transport.send(message.clone()).await {
            Ok(_) => {
                tracing::info!(id, what, "mail sent");
                return Ok(());
            }
            Err(err) => err,
        };
        match delays.next().filter(|_| !err.is_permanent()) {
            Some(delay) => {
                tracing::warn!(id, what, error = %err, "mail failed; trying again");
                tokio::time::sleep(*delay).await;
            }
            None => return Err(err.to_string()),
        }
    }
}

fn transport(
    mail: &MailSettings,
) -> Result<AsyncSmtpTransport<Tokio1Executor>, lettre::transport::smtp::Error> {
    let builder = match mail.smtp_security {
        Security::StartTls => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&mail.smtp_host)?,
        Security::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(&mail.smtp_host)?,
        Security::None => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&mail.smtp_host),
    };
    let mut builder = builder.port(mail.smtp_port).timeout(Some(SMTP_TIMEOUT));
    if !mail.smtp_username.is_empty() {
        builder =
            builder.credentials(Credentials::new(mail.smtp_username.clone(), mail.smtp_password.clone()));
    }
    Ok(builder.build())
}

/// Plain text only: nothing a visitor typed can become markup in the owner's mail client.
pub fn compose(mail: &MailSettings, settings: &Settings, s: &Submission) -> anyhow::Result<Message> {
    let site = &settings.public.site_name;
    let one_line =
        |text: &str| text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect::<String>();
    let mut builder = Message::builder()
        .from(Mailbox::new(Some(format!("{site} website")), mail.sender().parse()?))
        .to(mail.notify_email.parse()?)
        .subject(format!("New inquiry: {}", one_line(&s.subject)))
        // One id for every try, so a mail client shows a retried message once.
        .message_id(None)
        .header(ContentType::TEXT_PLAIN);
    if let Ok(address) = s.email.parse() {
        builder = builder.reply_to(Mailbox::new(Some(one_line(&s.name)), address));
    }
    let body = format!(
        "A new inquiry came in through the {site} contact form.\n\n\
         From:     {name} <{email}>\nSubject:  {subject}\nReceived: {at}\nLanguage: {lang}, the page it was sent from\n\n{message}\n\n\
         Reply to this e-mail to answer {name}, or read it in the admin area:\n{url}/admin/contact-submissions\n",
        name = one_line(&s.name),
        email = s.email,
        subject = one_line(&s.subject),
        at = s.created_at,
        lang = Languages::english_name(&s.lang),
        message = s.message,
        url = settings.public.public_url.trim_end_matches('/'),
    );
    Ok(builder.body(body)?)
}
