import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { noticeTemplates, templatesJsonSchema, TEMPLATES_FILE, TEMPLATES_SCHEMA_FILE, validateTemplates } from '../../lib/status/templates';
import { validateStatus } from '../../lib/status/status';
import { noticeFromTemplate } from '../../desk/form';
import { timetable } from '../../lib/timetable/model';

/*
 * The notice templates the status desk fills (content/notice-templates.json): every one makes a
 * notice the status's rules accept, in both languages, with no blank left; a bad edit is refused
 * naming the file, the template and the field; the JSON Schema beside it is the rules'.
 */
const now = Date.parse('2026-11-24T12:00:00Z'); // 18:00 in Bangladesh
const problemsOf = (input: unknown) => {
  try {
    validateTemplates(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the templates were accepted');
};

test('every template fills to a notice the status accepts, both languages, no blank left, for all routes or one', () => {
  const signal = { number: 2, from: '2026-11-24 18:00', until: '2026-11-25 06:00' };
  for (const template of noticeTemplates) {
    for (const routes of [[], [timetable.routes[0]!.id]]) {
      const notice = noticeFromTemplate(template, { end: signal.until, signal: 2, routes, pontoon: 3 }, now);
      for (const text of [notice.title.en, notice.title.bn, notice.text.en, notice.text.bn]) expect(text, template.id).not.toMatch(/[{}]/);
      // Bengali digits in the Bangla, as the site writes numbers.
      expect(`${notice.title.bn} ${notice.text.bn}`, template.id).not.toMatch(/[0-9]/);
      expect(() => validateStatus({ updated: '2026-11-24 18:00', signal, notices: [notice], sailings: [] }, 'form', now)).not.toThrow();
    }
  }
  expect(noticeTemplates.filter((template) => template.signal)).toHaveLength(1);
});

test('a bad template is refused, each problem naming the file, the template and the field', () => {
  const file = JSON.parse(readFileSync(TEMPLATES_FILE, 'utf8')) as { templates: Record<string, unknown>[] };
  const [first, second] = file.templates as [Record<string, unknown>, Record<string, unknown>];
  const title = first.title as { en: string; bn: string };
  expect(problemsOf({ templates: [{ ...first, title: { ...title, bn: '' } }] })).toContain(
    `${TEMPLATES_FILE}: template 1 ("${String(first.id)}"), title.bn: the Bangla title is empty`,
  );
  expect(problemsOf({ templates: [{ ...first, title: { ...title, en: `${title.en} {when}` } }] })).toContain(
    `template 1 ("${String(first.id)}"), title.en: unknown blank {when}`,
  );
  expect(problemsOf({ templates: [first, { ...second, id: first.id }] })).toContain(`template 2 ("${String(first.id)}"), id:`);
  expect(problemsOf({ templates: [{ ...first, severity: 'urgent' }] })).toContain('severity: severity must be one of');
  expect(problemsOf({ templates: [{ ...first, colour: 'red' }] })).toContain('unknown key "colour"');
});

test('the JSON Schema beside the templates is the one their rules give', () => {
  expect(JSON.parse(readFileSync(TEMPLATES_SCHEMA_FILE, 'utf8'))).toEqual(templatesJsonSchema());
});
