// Handlebars, set up for plain-text mail: nothing is HTML-escaped, a missing
// value renders empty, and a template may use merge fields and the `if` and
// `unless` blocks only. What a text uses is read from Handlebars' own parse
// tree, so the check at save and the rendering agree on every detail.
import Handlebars from 'handlebars';
import {
  MERGE_FIELDS,
  type MailTemplateKey,
  type MergeField,
  type MergeValues,
  msg,
  TEMPLATE_FIELDS,
} from '@colophon/shared/contracts';

const engine = Handlebars.create();
const BLOCKS = new Set(['if', 'unless']);
const COMPILE_OPTIONS = {
  noEscape: true,
  strict: false,
  knownHelpers: { if: true, unless: true },
  knownHelpersOnly: true,
} as const;

const isMergeField = (name: string): name is MergeField =>
  (MERGE_FIELDS as readonly string[]).includes(name);

type AnyNode = hbs.AST.Node;

/** The problems of one text, as message codes (empty: the text may be saved). */
export function templateProblems(key: MailTemplateKey, text: string): string[] {
  let program: hbs.AST.Program;
  try {
    program = engine.parse(text);
  } catch (error) {
    return [msg('template.syntax', { line: errorLine(error), open: '{{', close: '}}' })];
  }
  const problems = new Set<string>();
  const allowed = TEMPLATE_FIELDS[key];
  const field = (node: AnyNode) => {
    const path = node.type === 'PathExpression' ? (node as hbs.AST.PathExpression) : null;
    const name = path?.original ?? '';
    if (!path || path.data || !isMergeField(name)) {
      problems.add(msg('template.unknownField', { name: `{{${name || '…'}}}` }));
    } else if (!allowed.includes(name)) {
      problems.add(msg('template.fieldNotInLetter', { name: `{{${name}}}` }));
    }
  };
  const walk = (node: AnyNode): void => {
    switch (node.type) {
      case 'Program':
        (node as hbs.AST.Program).body.forEach(walk);
        return;
      case 'ContentStatement':
      case 'CommentStatement':
        return;
      case 'MustacheStatement': {
        const m = node as hbs.AST.MustacheStatement;
        if (m.params.length || m.hash?.pairs.length) problems.add(unsupported(m.path));
        else field(m.path);
        return;
      }
      case 'BlockStatement': {
        const b = node as hbs.AST.BlockStatement;
        const name =
          b.path.type === 'PathExpression' ? (b.path as hbs.AST.PathExpression).original : '';
        if (!BLOCKS.has(name) || b.params.length !== 1 || b.hash?.pairs.length) {
          problems.add(unsupported(b.path, '#'));
          return;
        }
        field(b.params[0]!);
        if (b.program) walk(b.program);
        if (b.inverse) walk(b.inverse);
        return;
      }
      default:
        // Partials, decorators and anything newer: not part of a letter.
        problems.add(msg('template.unsupported', { name: node.type }));
    }
  };
  walk(program);
  return [...problems];
}

function unsupported(path: AnyNode, prefix = ''): string {
  const name = path.type === 'PathExpression' ? (path as hbs.AST.PathExpression).original : '…';
  return msg('template.unsupported', { name: `{{${prefix}${name}}}` });
}

/** The line Handlebars names in a parse error ("Parse error on line 3", "… - 3:5"). */
function errorLine(error: unknown): number {
  const withLine = error as { lineNumber?: unknown; message?: unknown };
  if (typeof withLine.lineNumber === 'number') return withLine.lineNumber;
  const text = typeof withLine.message === 'string' ? withLine.message : '';
  const match = /line (\d+)/.exec(text) ?? / - (\d+):\d+/.exec(text);
  return match ? Number(match[1]) : 1;
}

/** `{ 'author.name': 'A' }` → `{ author: { name: 'A' } }`, as Handlebars looks paths up. */
function nested(values: MergeValues): Record<string, unknown> {
  const out: Record<string, Record<string, string> | string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const [head, tail] = key.split('.', 2) as [string, string | undefined];
    if (tail === undefined) out[head] = value;
    else {
      const group = out[head];
      out[head] = { ...(typeof group === 'object' ? group : {}), [tail]: value };
    }
  }
  return out;
}

// Compiled templates by text: letters are few and rendered often (every notification mail).
const compiled = new Map<string, HandlebarsTemplateDelegate>();
const CACHE_MAX = 500;

function compile(text: string): HandlebarsTemplateDelegate {
  let template = compiled.get(text);
  if (!template) {
    template = engine.compile(text, COMPILE_OPTIONS);
    if (compiled.size >= CACHE_MAX) compiled.clear();
    compiled.set(text, template);
  }
  return template;
}

/** The body with its values merged; a field left empty leaves no run of blank lines. */
export function renderBody(text: string, values: MergeValues): string {
  return compile(text)(nested(values))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The subject with its values merged, on one line. */
export function renderSubject(text: string, values: MergeValues): string {
  return compile(text)(nested(values)).replace(/\s+/g, ' ').trim();
}
