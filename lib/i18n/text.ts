/**
 * Tiny text helpers shared by the server and the trip finder island (which ships this module, so
 * it stays dependency-free).
 */

/** Puts values into a text: fillText('{from} to {to}', { from: 'Dhaka', to: 'Barishal' }). Unknown
 * names are left in place, so a text can be filled in two steps. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * A query value with only what must be escaped escaped: Bangla letters stay as they are (a URL in
 * HTML may hold them; the browser encodes them when it follows the link), which keeps a Bangla
 * message a third of the size of its percent-encoded form.
 */
export function queryValue(text: string): string {
  return encodeURIComponent(text).replace(/(?:%[C-F][0-9A-F](?:%[89AB][0-9A-F])+)+/gi, (sequence) => decodeURIComponent(sequence));
}

export type BookingLinks = { tel: string; sms: string; whatsapp: string };

/** Call, SMS and WhatsApp links to a phone number (E.164), the messages prefilled. Links only. */
export function bookingHrefs(phone: string, message: string): BookingLinks {
  const text = queryValue(message);
  return { tel: `tel:${phone}`, sms: `sms:${phone}?body=${text}`, whatsapp: `https://wa.me/${phone.replace(/\D/g, '')}?text=${text}` };
}
