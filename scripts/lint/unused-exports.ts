import path from 'node:path';

import ts from 'typescript';

/**
 * The house rule "no unused exports": a name exported by a module of `lib/` or `components/`
 * must be imported somewhere (by another module, a test, a script or an entrypoint). A value
 * that only its own file uses loses its `export`; one nobody uses is dead code. Types may stay
 * exported when their own file uses them: they name the shapes of its exported signatures (knip's
 * `ignoreExportsUsedInFile` for types). Type-checked, so re-exports, `import * as ns`,
 * `import type` and `typeof import('./x')` all count as uses.
 */

export interface UnusedExport {
  file: string;
  line: number;
  name: string;
}

/** The original symbol behind an alias (an import, a re-export). */
function original(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function moduleOf(checker: ts.TypeChecker, specifier: ts.Expression): ts.Symbol | undefined {
  return checker.getSymbolAtLocation(specifier);
}

/** Every symbol some file imports or re-exports from another module; whole modules for namespace uses. */
function usedSymbols(program: ts.Program): { symbols: Set<ts.Symbol>; wholeModules: Set<ts.Symbol> } {
  const checker = program.getTypeChecker();
  const symbols = new Set<ts.Symbol>();
  const wholeModules = new Set<ts.Symbol>();
  const useAll = (specifier: ts.Expression) => {
    const m = moduleOf(checker, specifier);
    if (m) wholeModules.add(m);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) useAll(node.moduleSpecifier);
      if (clause?.name) {
        const s = checker.getSymbolAtLocation(clause.name);
        if (s) symbols.add(original(checker, s));
      }
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          const s = checker.getSymbolAtLocation(el.name);
          if (s) symbols.add(original(checker, s));
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) useAll(node.moduleSpecifier);
      else {
        for (const el of node.exportClause.elements) {
          const s = checker.getSymbolAtLocation(el.name);
          if (s) symbols.add(original(checker, s));
        }
      }
    } else if (
      ts.isImportTypeNode(node) ||
      (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
    ) {
      // `typeof import('./x')` and `await import('./x')`: the module is used as a whole.
      const arg = ts.isImportTypeNode(node) ? node.argument : node.arguments[0];
      if (arg && ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) useAll(arg.literal);
      else if (arg && ts.isStringLiteral(arg)) useAll(arg);
    }
    ts.forEachChild(node, visit);
  };
  for (const sf of program.getSourceFiles()) if (!sf.isDeclarationFile) visit(sf);
  return { symbols, wholeModules };
}

/** Symbols referred to in this file other than at their own declaration. */
function referencedIn(checker: ts.TypeChecker, sf: ts.SourceFile): Set<ts.Symbol> {
  const seen = new Set<ts.Symbol>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isIdentifier(node) &&
      !(node.parent && 'name' in node.parent && node.parent.name === node && ts.isDeclarationStatement(node.parent))
    ) {
      const s = checker.getSymbolAtLocation(node);
      if (s) seen.add(s);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return seen;
}

const isTypeDeclaration = (d: ts.Declaration) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d);

/** Exports of the checked files that no other file uses, sorted by file and line. */
export function unusedExports(
  program: ts.Program,
  isChecked: (fileName: string) => boolean,
  root: string,
): UnusedExport[] {
  const checker = program.getTypeChecker();
  const { symbols, wholeModules } = usedSymbols(program);
  const out: UnusedExport[] = [];
  for (const sf of program.getSourceFiles()) {
    if (sf.isDeclarationFile || !isChecked(sf.fileName)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol || wholeModules.has(moduleSymbol)) continue;
    let local: Set<ts.Symbol> | undefined;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = original(checker, exported);
      if (symbols.has(target) || symbols.has(exported)) continue;
      const decl = exported.declarations?.[0];
      if (!decl || decl.getSourceFile() !== sf) continue;
      if (isTypeDeclaration(decl) && (local ??= referencedIn(checker, sf)).has(exported)) continue;
      const line = sf.getLineAndCharacterOfPosition(decl.getStart()).line + 1;
      out.push({ file: path.relative(root, sf.fileName), line, name: exported.name });
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The project's program, from its tsconfig. */
export function projectProgram(root: string): ts.Program {
  const configFile = ts.findConfigFile(root, (f) => ts.sys.fileExists(f), 'tsconfig.json');
  if (!configFile) throw new Error(`No tsconfig.json in ${root}`);
  const { config } = ts.readConfigFile(configFile, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}
