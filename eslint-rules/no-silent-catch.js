// A swallowed error leaves no trace: the user sees nothing and the log has nothing to show
// (issue 12). This guard reads the syntax tree, not the text, so layout (Prettier's trailing
// comma, a handler on its own line) cannot hide a silent catch from it (issue 35).

/** A value a handler hands back instead of the error: a literal, `undefined`, `void 0`, `[]` or `{}`. */
function isDefault(node) {
  if (!node) return false;
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'Identifier':
      return node.name === 'undefined';
    case 'UnaryExpression':
      return node.operator === 'void' && node.argument.type === 'Literal';
    case 'ArrayExpression':
      return node.elements.length === 0;
    case 'ObjectExpression':
      return node.properties.length === 0;
    default:
      return false;
  }
}

/** A block that does nothing but leave: empty, or one `return [default]`, `continue` or `break`. */
function onlyLeaves(block) {
  if (block.body.length === 0) return true;
  if (block.body.length > 1) return false;
  const [statement] = block.body;
  if (statement.type === 'ContinueStatement' || statement.type === 'BreakStatement') return true;
  return statement.type === 'ReturnStatement' && (!statement.argument || isDefault(statement.argument));
}

/** The rejection handler a call passes, if any: `.catch(fn)` or `.then(ok, fn)`. */
function rejectionHandler(call) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return null;
  if (callee.property.name === 'catch') return call.arguments[0] ?? null;
  if (callee.property.name === 'then') return call.arguments[1] ?? null;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow catches that drop an error without handling, logging or a comment saying why.' },
    schema: [],
    messages: {
      block:
        'Silent catch: handle the error, log it with a specific message (lib/log), or say why in a comment inside the block.',
      handler:
        'Silent rejection handler: handle the error, or log it with a specific message (logged(area, message) from lib/log).',
    },
  },
  create(context) {
    const source = context.sourceCode;
    // A comment inside the block is the author saying why the error may go: that is the exemption.
    const explained = (block) => source.getCommentsInside(block).length > 0;
    return {
      CatchClause(node) {
        if (onlyLeaves(node.body) && !explained(node.body)) context.report({ node, messageId: 'block' });
      },
      CallExpression(node) {
        const fn = rejectionHandler(node);
        if (!fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) return;
        const silent =
          fn.body.type === 'BlockStatement' ? onlyLeaves(fn.body) && !explained(fn.body) : isDefault(fn.body);
        if (silent) context.report({ node: fn, messageId: 'handler' });
      },
    };
  },
};
