// The field types GTFS values are read as, each tested the way the validator tests it (time zones,
// language tags, currencies, URLs, e-mail addresses, times, dates, decimals, mixed case).

let timeZones: Set<string> | undefined;
export function isTimeZone(value: string): boolean {
  timeZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (timeZones.has(value)) return true;
  // Aliases (Asia/Calcutta) and UTC are in the tz database too; offsets and abbreviations are not.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A well-formed BCP 47 tag, the test Java's Locale.Builder.setLanguageTag applies. */
export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
export const sameLanguage = (a: string, b: string): boolean =>
  isLanguageTag(a) && isLanguageTag(b) && Intl.getCanonicalLocales(a)[0] === Intl.getCanonicalLocales(b)[0];

let currencies: Set<string> | null | undefined;
export function isCurrency(value: string): boolean {
  currencies ??= typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
  return currencies ? currencies.has(value) : /^[A-Z]{3}$/.test(value);
}
/** ISO 4217 minor units where they are not 2 (what Java's Currency.getDefaultFractionDigits gives). */
const MINOR_UNITS: Record<string, number> = {
  ...Object.fromEntries(
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map((c) => [
      c,
      0,
    ]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((c) => [c, 3])),
  CLF: 4,
  UYW: 4,
  ...Object.fromEntries(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'].map((c) => [c, -1])),
};
export const minorUnits = (currency: string): number => MINOR_UNITS[currency] ?? 2;

/** Top-level domains reserved never to resolve (RFC 2606, RFC 6761): not in the IANA list the validator checks. */
const RESERVED_TLDS = new Set(['example', 'invalid', 'localhost', 'test', 'local', 'localdomain', 'internal', 'onion']);
function isHostName(host: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return true;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) &&
    /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld) &&
    !RESERVED_TLDS.has(tld)
  );
}
/** What Apache Commons' UrlValidator accepts: http, https or ftp, a public host name, no spaces. */
export function isUrl(value: string): boolean {
  if (/[\s<>"{}|\\^`]/.test(value) || !/^(https?|ftp):\/\//i.test(value)) return false;
  try {
    return isHostName(new URL(value).hostname);
  } catch {
    return false;
  }
}
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return at > 0 && /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(value.slice(0, at)) && isHostName(value.slice(at + 1).toLowerCase());
}

/** Seconds after midnight of H:MM:SS (hours may pass 24), or undefined. */
export function parseTime(value: string): number | undefined {
  const match = /^(\d{1,3}):(\d\d):(\d\d)$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number];
  return minutes < 60 && seconds < 60 ? hours * 3600 + minutes * 60 + seconds : undefined;
}
export function isDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const [year, month, day] = [value.slice(0, 4), value.slice(4, 6), value.slice(6)].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
export const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** BigDecimal's scale: digits after the point, less the exponent. */
export function decimalScale(value: string): number {
  const [mantissa = '', exponent = '0'] = value.split(/[eE]/);
  const fraction = mantissa.split('.')[1] ?? '';
  return fraction.length - Number(exponent);
}
export const hasOnlyPrintableAscii = (s: string): boolean => [...s].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) < 127);
export const formatSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The validator's mixed-case rule: a single word must not be all lower case; of two or more words
 * without digits, at least one must mix cases ("DHAKA SADARGHAT", "dhaka" fail; scripts without
 * case, such as Bengali, fail the second test too, so names in Bangla belong in translations.txt).
 */
export function lacksMixedCase(value: string): boolean {
  const tokens = value.split(/[^\p{L}]+/u);
  while (tokens.length > 1 && tokens.at(-1) === '') tokens.pop(); // Java's split drops trailing empties
  if (tokens.length === 1) {
    const token = tokens[0] ?? '';
    return token.length > 1 && !/\d/.test(token) && /^\p{Ll}+$/u.test(token);
  }
  let words = 0;
  for (const token of tokens) {
    if (token.length === 1 || /\d/.test(token)) continue;
    words++;
    if (/\p{Lu}/u.test(token) && /\p{Ll}/u.test(token)) return false;
  }
  return words >= 2;
}
