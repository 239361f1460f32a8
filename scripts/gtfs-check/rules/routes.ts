// routes.txt: route names (RouteNameValidator, DuplicateRouteNameValidator), agency_id where
// several agencies share a feed, and networks given one way only (NetworkIdConsistencyValidator).
import type { Feed } from '../feed';
import { quoted, type Row } from '../load';

/** A route's short and long names and description. */
function checkRouteNames({ table, rowNotice }: Feed, row: Row): void {
  const routes = table('routes.txt');
  const { route_short_name: short, route_long_name: long, route_desc: desc } = row.s;
  if (!short && !long)
    rowNotice(
      'route_both_short_and_long_name_missing',
      routes,
      row,
      'route_long_name',
      'a route needs route_short_name or route_long_name',
    );
  if (short && short.length > 12)
    rowNotice(
      'route_short_name_too_long',
      routes,
      row,
      'route_short_name',
      `route_short_name ${quoted(short)} is longer than 12 characters`,
    );
  if (short && long && long.toLowerCase().startsWith(short.toLowerCase())) {
    const rest = long.slice(short.length);
    if (rest === '' || /^\s?[\s\-()]/.test(rest)) {
      rowNotice(
        'route_long_name_contains_short_name',
        routes,
        row,
        'route_long_name',
        `route_long_name ${quoted(long)} repeats route_short_name ${quoted(short)}`,
      );
    }
  }
  if (desc) {
    const names: [string, string][] = [];
    if (short) names.push(['route_short_name', short]);
    if (long) names.push(['route_long_name', long]);
    const same = names.find(([, name]) => name.toLowerCase() === desc.toLowerCase());
    if (same)
      rowNotice('same_name_and_description_for_route', routes, row, 'route_desc', `route_desc repeats ${same[0]} ${quoted(same[1])}`);
  }
}

export function checkRoutes(feed: Feed): void {
  const { table, usable, add, rowNotice } = feed;
  const routes = table('routes.txt');
  const agency = table('agency.txt');
  for (const row of routes.rows) checkRouteNames(feed, row);
  if (usable('agency.txt', 'routes.txt') && agency.rows.length > 0) {
    for (const row of routes.rows) {
      if (row.s.agency_id) continue;
      if (agency.rows.length > 1)
        rowNotice('missing_required_agency_id', routes, row, 'agency_id', 'agency_id is required when the feed has several agencies');
      else rowNotice('missing_recommended_field', routes, row, 'agency_id', 'agency_id is recommended');
    }
  }
  if (usable('routes.txt')) {
    const first = new Map<string, Row>();
    for (const row of routes.rows) {
      const key = JSON.stringify([row.s.route_long_name ?? '', row.s.route_short_name ?? '', row.v.route_type, row.s.agency_id ?? '']);
      const earlier = first.get(key);
      if (earlier)
        rowNotice(
          'duplicate_route_name',
          routes,
          row,
          'route_long_name',
          `the same names, route_type and agency as route_id ${quoted(earlier.s.route_id)} on line ${earlier.line}`,
        );
      else first.set(key, row);
    }
  }
  if (routes.columns.has('network_id') && usable('routes.txt', 'route_networks.txt', 'networks.txt')) {
    for (const other of ['route_networks.txt', 'networks.txt']) {
      if (table(other).status !== 'missing') {
        add(
          'route_networks_specified_in_more_than_one_file',
          'routes.txt',
          1,
          'network_id',
          `routes.txt has network_id and the feed has ${other}: networks must be given one way only`,
        );
      }
    }
  }
}
