// translations.txt: each translation names a table and field the feed has, and a record of it, by
// its key or by the value it translates (TranslationFieldAndReferenceValidator). A translation of
// a field its table does not have is the checker's own code (translation_unknown_field_name).
import type { Feed } from '../feed';
import { quoted, type Row, type Table } from '../load';
import { KNOWN_FILES, TABLES, TRANSLATION_KEYS } from '../tables';

/** Whether the record a translation names by record_id (and record_sub_id) is in the table. */
function recordFound(target: Table, file: string, keys: string[], recordId: string, recordSubId: string): boolean {
  const [key, subKey] = keys;
  if (key === undefined) return target.rows.length > 0;
  if (!TRANSLATION_KEYS[file]) return false;
  if (subKey === undefined) return target.rows.some((record) => record.s[key] === recordId);
  const sub = subKey === 'stop_sequence' ? (/^[+-]?\d+$/.test(recordSubId) ? Number(recordSubId) : NaN) : recordSubId;
  return target.rows.some((record) => record.s[key] === recordId && record.v[subKey] === sub);
}

/** A translation by record_id and record_sub_id: both present as the table's key needs, and naming a record. */
function checkRecordReference(feed: Feed, row: Row, file: string, keys: string[]): void {
  const { table, usable, rowNotice } = feed;
  const translations = table('translations.txt');
  const { record_id: recordId = '', record_sub_id: recordSubId = '' } = row.s;
  const presence: [string, string, boolean][] = [
    ['record_id', recordId, keys.length >= 1],
    ['record_sub_id', recordSubId, keys.length >= 2],
  ];
  const mismatch = presence.find(([, value, expected]) => Boolean(value) !== expected);
  if (mismatch) {
    const [field, value] = mismatch;
    if (value) {
      const why = `for ${file}, whose records are ${keys.length ? `keyed by ${keys.join(', ')}` : 'not keyed'}`;
      rowNotice('translation_unexpected_value', translations, row, field, `${field} ${quoted(row.s[field])} must be empty ${why}`);
    } else
      rowNotice(
        'missing_required_field',
        translations,
        row,
        field,
        `${field} is required to name a record of ${file} (${keys.join(', ')})`,
      );
    return;
  }
  if (!usable(file) || recordFound(table(file), file, keys, recordId, recordSubId)) return;
  const named = [recordId && `record_id ${quoted(recordId)}`, recordSubId && `record_sub_id ${quoted(recordSubId)}`]
    .filter(Boolean)
    .join(', ');
  const how = TRANSLATION_KEYS[file] ? '' : ` (rows of ${file} are translated by field_value)`;
  rowNotice('translation_foreign_key_violation', translations, row, 'record_id', `${named} matches no record of ${file}${how}`);
}

/** One translation: its table, its field, and the record it translates. */
function checkTranslation(feed: Feed, row: Row): void {
  const { contents, table, usable, rowNotice } = feed;
  const translations = table('translations.txt');
  const {
    table_name: tableName,
    field_name: fieldName = '',
    record_id: recordId,
    record_sub_id: recordSubId,
    field_value: fieldValue,
  } = row.s;
  const unexpected = (field: string, why: string) =>
    rowNotice('translation_unexpected_value', translations, row, field, `${field} ${quoted(row.s[field])} must be empty ${why}`);
  if (fieldValue) {
    if (recordId) unexpected('record_id', 'when field_value is given');
    if (recordSubId) unexpected('record_sub_id', 'when field_value is given');
  }
  const file = `${tableName}.txt`;
  if (!KNOWN_FILES.has(file) || !contents.has(file)) {
    rowNotice(
      'translation_unknown_table_name',
      translations,
      row,
      'table_name',
      `table_name ${quoted(tableName)} names no table of the feed`,
    );
    return;
  }
  const target = table(file);
  const spec = TABLES[file];
  if (spec && !(fieldName in spec.fields)) {
    rowNotice('translation_unknown_field_name', translations, row, 'field_name', `${file} has no field ${quoted(fieldName)}`);
    return;
  }
  if (fieldValue) {
    // The validator stops here; a value no record has translates nothing, so the checker says so.
    if (spec && usable(file) && !target.rows.some((record) => record.s[fieldName] === fieldValue)) {
      rowNotice(
        'translation_foreign_key_violation',
        translations,
        row,
        'field_value',
        `no row of ${file} has ${fieldName} ${quoted(fieldValue)}`,
      );
    }
    return;
  }
  const keys = TRANSLATION_KEYS[file] ?? spec?.key;
  if (keys) checkRecordReference(feed, row, file, keys);
}

export function checkTranslations(feed: Feed): void {
  if (!feed.usable('translations.txt')) return;
  for (const row of feed.table('translations.txt').rows) checkTranslation(feed, row);
}
