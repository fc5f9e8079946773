// A mailto: link to one address. The address is percent-encoded (but its @) so that nothing in it
// can start the link's header part: `lead@x.co?bcc=spy@evil.example` stays one odd address
// instead of becoming a hidden Bcc (the server refuses such addresses too).

export function mailto(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
