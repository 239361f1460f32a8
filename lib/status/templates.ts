/**
 * The notice templates the counter fills instead of typing (content/notice-templates.json, which the
 * operator edits): each a notice's kind, title and text in both languages with blanks the status
 * desk fills from the clerk's choices. Checked by `npm run check` like the rest of content/: every
 * problem names the file, the template and the field.
 *
 * Blanks, written {name} in a title or a text:
 *   {until}   the notice's end, as people say it ("tomorrow 6:00 am" / "আগামীকাল ভোর ৬:০০")
 *   {signal}  the storm signal's number, in the language's digits
 *   {routes}  the routes chosen, by their towns ("Dhaka – Barishal"), or "all our routes"
 *   {pontoon} the pontoon number chosen, in the language's digits
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { idPattern } from '../i18n/patterns';
import { SIGNAL_NOTICE_PREFIX, severities, strictObjectError, translated } from './notices';
import { MAX_NOTICE_TEXT_LENGTH, MAX_TITLE_LENGTH } from './text-rules';

export const TEMPLATES_FILE = 'content/notice-templates.json';
export const TEMPLATES_SCHEMA_FILE = 'content/notice-templates.schema.json';

export const templateBlanks = ['until', 'signal', 'routes', 'pontoon'] as const;
export type TemplateBlank = (typeof templateBlanks)[number];

const templateSchema = z.strictObject(
  {
    id: z.string({ error: 'id is missing' }).regex(idPattern, 'id must be lowercase letters and digits with dashes').meta({
      description: 'The template\'s name in files, lowercase with dashes ("fog"). The notices it makes take it as their id\'s start.',
    }),
    name: translated('name', 40).meta({ description: 'What the clerk chooses on the desk, a word or two ("Fog" / "কুয়াশা").' }),
    severity: z
      .enum(severities, { error: `severity must be one of ${severities.map((s) => `"${s}"`).join(', ')}` })
      .meta({ description: 'The notice\'s kind: "information", "disruption" or "suspended".' }),
    signal: z.boolean({ error: 'signal must be true or false' }).optional().meta({
      description:
        'true for the storm signal\'s template (its id must be "signal"): the desk adds it, filled, when a signal under which we do not sail is raised.',
    }),
    hours: z
      .number({ error: 'hours must be a number of hours, like 6' })
      .int('hours must be a whole number of hours')
      .min(1, 'hours must be at least 1')
      .max(72, 'hours must be at most 72')
      .optional()
      .meta({ description: 'How long the notice runs when the clerk chooses no end (default 6).' }),
    title: translated('title', MAX_TITLE_LENGTH).meta({
      description: 'Short, the main thing first. Blanks: {until}, {signal}, {routes}, {pontoon}.',
    }),
    text: translated('text', MAX_NOTICE_TEXT_LENGTH).meta({ description: 'What passengers should know and do. Same blanks.' }),
  },
  {
    error: (issue) =>
      strictObjectError(issue, 'each template must be { "id", "severity", "title": { "en", "bn" }, "text": { "en", "bn" } }'),
  },
);

export const templatesFileSchema = z
  .strictObject(
    {
      $schema: z.string().optional().meta({ description: "This file's JSON Schema, which gives your editor these notes: keep it." }),
      templates: z.array(z.unknown(), { error: 'templates must be a list ([ ... ])' }),
    },
    { error: (issue) => strictObjectError(issue, 'the file must be { "templates": [ ... ] }') },
  )
  .meta({ title: 'Notice templates', description: 'Notices the status desk fills from choices, in both languages.' });

export type NoticeTemplate = z.infer<typeof templateSchema>;

/** Refused templates: every problem, each naming the file, the template and the field. */
export class TemplateProblems extends Error {
  constructor(readonly problems: string[]) {
    super(`The notice templates are not valid:\n${problems.join('\n')}`);
  }
}

/** Checks templates (parsed JSON); throws TemplateProblems listing every problem. */
export function validateTemplates(input: unknown, file = TEMPLATES_FILE): NoticeTemplate[] {
  const problems: string[] = [];
  const parsed = templatesFileSchema.safeParse(input);
  if (!parsed.success) {
    throw new TemplateProblems(parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`));
  }
  const templates: NoticeTemplate[] = [];
  const seen = new Set<string>();
  parsed.data.templates.forEach((entry, index) => {
    const id = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
    const where = `${file}: template ${index + 1}${typeof id === 'string' ? ` ("${id}")` : ''}`;
    const result = templateSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where}, ${issue.path.join('.') || 'entry'}: ${issue.message}`);
      return;
    }
    const template = result.data;
    if (template.signal && `${template.id}-` !== SIGNAL_NOTICE_PREFIX) {
      problems.push(`${where}, id: the signal's template must have the id "${SIGNAL_NOTICE_PREFIX.slice(0, -1)}"`);
    }
    if (seen.has(template.id)) problems.push(`${where}, id: "${template.id}" is used by another template (duplicate id)`);
    seen.add(template.id);
    templates.push(template);
    for (const part of ['title', 'text'] as const) {
      for (const language of ['en', 'bn'] as const) {
        for (const [, blank] of template[part][language].matchAll(/\{(\w*)\}?/g)) {
          if (!(templateBlanks as readonly string[]).includes(blank!)) {
            problems.push(
              `${where}, ${part}.${language}: unknown blank {${blank}} (blanks are ${templateBlanks.map((name) => `{${name}}`).join(', ')})`,
            );
          }
        }
      }
    }
  });
  if (parsed.data.templates.filter((entry) => (entry as { signal?: unknown })?.signal === true).length > 1) {
    problems.push(`${file}: templates: only one template may be the signal's ("signal": true)`);
  }
  if (problems.length) throw new TemplateProblems(problems);
  return templates;
}

/** The operator's templates, read and checked once. */
export const noticeTemplates: NoticeTemplate[] = validateTemplates(JSON.parse(readFileSync(TEMPLATES_FILE, 'utf8')) as unknown);

/** A template's text with its blanks filled (the values already in the language's words and digits). */
export function fillTemplate(text: string, values: Record<TemplateBlank, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name as TemplateBlank] ?? match);
}

/** The template's JSON Schema, kept beside the file for an editor (scripts/maintenance/write-schemas.ts). */
export function templatesJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(templatesFileSchema.extend({ templates: z.array(templateSchema) }), { target: 'draft-2020-12', io: 'input' });
}
