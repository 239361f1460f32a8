// Primary keys (duplicate_key, more_than_one_entity) and foreign keys (foreign_key_violation):
// the validator's @PrimaryKey and @ForeignKey annotations, and the two references that may point
// at either of two tables (service_id, network_id).
import type { Feed } from '../feed';
import { quoted, type Row, type Table } from '../load';
import { FOREIGN_KEYS, TABLES } from '../tables';

export function checkPrimaryKeys({ table, add, rowNotice }: Feed): void {
  for (const [file, spec] of Object.entries(TABLES)) {
    const t = table(file);
    if (t.status !== 'ok') continue;
    if (spec.singleRow) {
      const second = t.rows[1];
      if (second) add('more_than_one_entity', file, second.line, undefined, `${file} must have one row and has ${t.rows.length}`);
      continue;
    }
    const first = new Map<string, Row>();
    for (const row of t.rows) {
      if (spec.key.length === 1 && row.v[spec.key[0]!] === undefined) continue;
      const key = JSON.stringify(spec.key.map((field) => row.v[field] ?? ''));
      const earlier = first.get(key);
      if (earlier) rowNotice('duplicate_key', t, row, spec.key.join(','), `the same ${spec.key.join(', ')} as line ${earlier.line}`);
      else first.set(key, row);
    }
  }
}

/** The non-empty values of a column. */
const keysOf = (t: Table, field: string) => new Set(t.rows.flatMap((row) => row.s[field] || []));

export function checkForeignKeys({ table, usable, rowNotice }: Feed): void {
  const violation = (t: Table, row: Row, field: string, parents: string, value: string) =>
    rowNotice('foreign_key_violation', t, row, field, `${field} ${quoted(value)} matches no ${parents}`);
  for (const [childFile, field, parentFile, parentField] of FOREIGN_KEYS) {
    const child = table(childFile);
    if (!child.columns.has(field) || !usable(childFile, parentFile)) continue;
    const keys = keysOf(table(parentFile), parentField);
    for (const row of child.rows) {
      const value = row.s[field];
      if (value && !keys.has(value)) violation(child, row, field, `${parentField} in ${parentFile}`, value);
    }
  }
  if (usable('calendar.txt', 'calendar_dates.txt')) {
    const services = new Set([...keysOf(table('calendar.txt'), 'service_id'), ...keysOf(table('calendar_dates.txt'), 'service_id')]);
    for (const t of [table('trips.txt'), table('timeframes.txt')]) {
      if (!usable(t.file)) continue;
      for (const row of t.rows) {
        const service = row.s.service_id;
        if (service && !services.has(service)) {
          violation(t, row, 'service_id', 'service_id in calendar.txt or calendar_dates.txt', service);
        }
      }
    }
  }
  const fareLegRules = table('fare_leg_rules.txt');
  if (fareLegRules.columns.has('network_id') && usable('fare_leg_rules.txt', 'routes.txt', 'networks.txt')) {
    const networks = new Set([...keysOf(table('routes.txt'), 'network_id'), ...keysOf(table('networks.txt'), 'network_id')]);
    for (const row of fareLegRules.rows) {
      const network = row.s.network_id;
      if (network && !networks.has(network)) {
        violation(fareLegRules, row, 'network_id', 'network_id in routes.txt or networks.txt', network);
      }
    }
  }
}
