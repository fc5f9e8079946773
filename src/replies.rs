//! A reply to a lead, written in the admin area and sent through the site's SMTP server
//! (docs/DESIGN.md, "Leads"). It is recorded in the lead's timeline as `sending` before the
//! answer, then sent in the background with the notifications' retries, and its entry says
//! `sent` or `failed` (with what the mail server said) once that is known.

use lettre::Message;
use lettre::message::Mailbox;
use lettre::message::header::ContentType;

use crate::db::Db;
use crate::domain::contact::Submission;
use crate::domain::leads::{Delivery, Reply};
use crate::domain::mail::MailSettings;
use crate::domain::settings::Settings;

/// Plain text, from the agency's address (`smtp_from` when set, as the mail server may only
/// accept that one, else the site's contact e-mail), answered to the contact e-mail, to the lead.
pub fn compose(
    mail: &MailSettings,
    settings: &Settings,
    lead: &Submission,
    reply: &Reply,
) -> anyhow::Result<Message> {
    let public = &settings.public;
    let sender = if mail.smtp_from.is_empty() { &public.contact_email } else { &mail.smtp_from };
    let one_line =
        |text: &str| text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect::<String>();
    let message = Message::builder()
        .from(Mailbox::new(Some(public.site_name.clone()), sender.parse()?))
        .reply_to(Mailbox::new(Some(public.site_name.clone()), public.contact_email.parse()?))
        .to(Mailbox::new(Some(one_line(&lead.name)), lead.email.parse()?))
        .subject(one_line(&reply.subject))
        // One id for every try, so a mail client shows a retried message once.
        .message_id(None)
        .header(ContentType::TEXT_PLAIN)
        .body(reply.body.clone())?;
    Ok(message)
}

/// Sends `message` in the background and records how it ended on the timeline entry `event`.
pub fn send(db: Db, mail: MailSettings, message: Message, event: i64) {
    tokio::spawn(async move {
        let (delivery, error) = match crate::notify::deliver(&mail, message, "reply to a lead", event).await {
            Ok(()) => (Delivery::Sent, String::new()),
            Err(err) => {
                tracing::warn!(event, error = %err, "reply to a lead not sent");
                (Delivery::Failed, err)
            }
        };
        let recorded = db
            .run(move |conn| {
                Ok::<_, crate::db::DbError>(crate::db::leads::set_delivery(conn, event, delivery, &error)?)
            })
            .await;
        if let Err(err) = recorded {
            tracing::warn!(event, error = %err, "cannot record how a reply's sending ended");
        }
    });
}
