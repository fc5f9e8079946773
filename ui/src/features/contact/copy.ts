// The contact form's own words beyond its field rules (validation.ts): the promise of a reply, the
// thank-you that replaces the form, and the note beside the button when sending failed. The site
// content's contact section has only a heading and an intro, so these are fixed here.

/** When a visitor hears back; the form and the thank-you both say it. */
export const REPLY_TIME = 'within one business day';

export const CONTACT_COPY = {
  replyNote: `We reply ${REPLY_TIME}.`,
  send: 'Send Message',
  sending: 'Sending...',
  // A no-break space keeps the dash off the start of a line.
  thanksHeading: (name: string) => `Thanks, ${name}\u00a0— we have your message.`,
  thanksText: (email: string) => `We'll reply to ${email} ${REPLY_TIME}.`,
  sendAnother: 'Send another message',
  notSent: 'Your message was not sent',
  /** The 422's note when its per-field messages are shown under their fields. */
  checkFields: 'Please correct the fields marked above, then send it again.',
  /** The success toast of docs/PRODUCT.md §4. */
  sentToast: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
} as const;
