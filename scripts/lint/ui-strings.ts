import ts from 'typescript';

/** Attributes whose value a person reads or hears: always interface text when they hold words. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Attributes that hold names for code or CSS, never words for people. */
const CODE_ATTRIBUTES = new Set(['className', 'class', 'id', 'key', 'role', 'type', 'name', 'href', 'rel', 'target']);

/** Calls whose text arguments are for developers (logs, thrown errors read in Diagnostics) or the DOM. */
const CODE_CALLS =
  /^((log|console)\.\w+|logged|([A-Z]\w*)?Error|(\w+\.)*(querySelector(All)?|closest|matches|createElement|addEventListener|removeEventListener|setProperty|getPropertyValue))$/;

export interface StrayString {
  line: number;
  text: string;
}

const WORD = /^[\p{L}][\p{L}'’-]*[,.…:;!?)]*$/u;

/**
 * Whether a string reads as words for a person rather than a name for code: two or more words
 * with a capital start, sentence punctuation or three words; never CSS, a selector or an address.
 */
export function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (/[{};=<>]|:\/\/|^[.#[@/]/.test(trimmed) || /^[a-z-]+:\s/.test(trimmed)) return false;
  if (/^[a-z0-9-]+(,\s*[a-z0-9-]+)+$/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/).filter((w) => WORD.test(w));
  if (!words.some((w) => /\p{L}{2,}/u.test(w))) return false;
  if (trimmed.endsWith('…') && words.length > 0) return true;
  if (words.length < 2) return false;
  return /^\p{Lu}\p{Ll}/u.test(trimmed) || /[,.…:;!?]\s/.test(trimmed) || words.length >= 3;
}

function calleeName(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return undefined;
  return node.expression.getText();
}

/** Whether a literal sits where its text is for code: imports, log and error calls, object keys, types. */
function inCodePosition(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTypeNode(at)) return true;
    if (ts.isJsxAttribute(at)) return CODE_ATTRIBUTES.has(at.name.getText()) || at.name.getText().startsWith('data-');
    const callee = calleeName(at);
    if (callee !== undefined) return CODE_CALLS.test(callee);
    if (ts.isPropertyAssignment(at) && at.name === node) return true;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

/** DOM properties that show their value to a person. */
const TEXT_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder', 'ariaLabel', 'alt']);

const PASSING = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.PlusToken,
]);

/** The expression a literal's value flows into, past `a ? b : c`, `a ?? b`, `a || b` and brackets. */
function sinkOf(node: ts.Node): ts.Node {
  let at = node;
  while (
    ts.isParenthesizedExpression(at.parent) ||
    (ts.isConditionalExpression(at.parent) && at !== at.parent.condition) ||
    (ts.isBinaryExpression(at.parent) && PASSING.has(at.parent.operatorToken.kind))
  ) {
    at = at.parent;
  }
  return at;
}

/** Whether a value lands where a person reads it: a JSX child, a text attribute or DOM property. */
function isShown(node: ts.Node): boolean {
  const at = sinkOf(node);
  const parent = at.parent;
  if (ts.isJsxExpression(parent)) {
    const holder = parent.parent;
    return ts.isJsxAttribute(holder) ? TEXT_ATTRIBUTES.has(holder.name.getText()) : true;
  }
  if (ts.isBinaryExpression(parent) && parent.right === at && ts.isPropertyAccessExpression(parent.left)) {
    return TEXT_PROPERTIES.has(parent.left.name.text);
  }
  if (
    ts.isCallExpression(parent) &&
    parent.arguments[1] === at &&
    /\.setAttribute$/.test(parent.expression.getText())
  ) {
    const name = parent.arguments[0];
    return name !== undefined && ts.isStringLiteral(name) && TEXT_ATTRIBUTES.has(name.text);
  }
  return false;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('§');
  return undefined;
}

function strayIn(node: ts.Node): string | undefined {
  if (ts.isJsxText(node)) return /\p{L}{2,}/u.test(node.text) ? node.text.trim() : undefined;
  if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
    const name = node.name.getText();
    const value = node.initializer.text;
    if (TEXT_ATTRIBUTES.has(name) && /\p{L}{2,}/u.test(value)) return value;
    return undefined;
  }
  const text = literalText(node);
  if (text === undefined || ts.isJsxAttribute(node.parent)) return undefined;
  if (/\p{L}{2,}/u.test(text) && isShown(node)) return text;
  return isProse(text) && !inCodePosition(node) ? text : undefined;
}

/**
 * Lines a `// not interface text: <why>` comment vouches for (its own line and the next): for the
 * rare string the scanner takes for words though it is a name for code.
 */
function exemptLines(source: string): Set<number> {
  const lines = new Set<number>();
  source.split('\n').forEach((text, i) => {
    if (text.includes('// not interface text:')) lines.add(i + 1).add(i + 2);
  });
  return lines;
}

/** Interface text written into a source file rather than taken from the catalogue (lib/i18n). */
export function strayStrings(source: string, fileName: string): StrayString[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: StrayString[] = [];
  const exempt = exemptLines(source);
  const visit = (node: ts.Node): void => {
    const text = strayIn(node);
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (text !== undefined && !exempt.has(line)) {
      found.push({ line, text });
      if (!ts.isJsxAttribute(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
