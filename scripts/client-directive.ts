import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageName } from './source-highlight';

/**
 * Which kit and example files need the `"use client"` directive: a Next.js App Router app renders a file without
 * it as a server component, where React's state, effects and context do not exist and no function can be handed
 * to an element. A file needs the client when it
 *
 * - imports a value from `react` or `react-dom` that their server build does not export (`useState`,
 *   `useEffect`, `createContext`…; `useId`, `useMemo` and `useCallback` are fine);
 * - calls a hook from a package, or from a sibling file that needs the client itself;
 * - uses any other value from a sibling that needs the client, except as a component (`<Button>`): on a server
 *   page such a value is only a reference to client code;
 * - hands a function written in the file to an element or a component (`onFocus={(event) => …}`, a ref
 *   callback): a server component cannot pass one on;
 * - imports a package that runs client-only code when it loads and does not say so itself (react-day-picker).
 *
 * A file that needs none of these must not carry the directive: it stays a server component, and its markup is
 * rendered on the server with no JavaScript sent for it.
 */

/**
 * Packages the kit imports that run client-only code without a `"use client"` of their own, and why. A package
 * whose entry starts with the directive (the Radix primitives) is a client boundary already: importing it needs
 * nothing from the importer.
 */
export const clientOnlyPackages: Readonly<Record<string, string>> = {
  'react-day-picker': 'creates React contexts when its module loads',
  'embla-carousel-react': 'is a hook, useEmblaCarousel',
};

/** Packages the kit imports that work on the server as they are: plain functions, or components with no state. */
export const serverSafePackages: readonly string[] = [
  'clsx',
  'tailwind-merge',
  'class-variance-authority',
  // composeEventHandlers and other plain functions.
  '@radix-ui/primitive',
  '@radix-ui/react-slot',
  // Each icon module carries its own "use client".
  'lucide-react',
];

export interface ClientContext {
  /** The names `react` and `react-dom` export under the `react-server` condition, the ones a server component may use. */
  serverExports: { react: ReadonlySet<string>; 'react-dom': ReadonlySet<string> };
  /** Whether the file a relative import names (`./use-prefers-reduced-motion`, `../kit/slider`) needs the client. */
  siblingNeedsClient: (specifier: string) => boolean;
}

const directivePattern = /^(['"])use client\1;?[ \t]*(?:\r?\n|$)/;

/** Whether a file starts with the `"use client"` directive, in either quotes, with or without a semicolon. */
export function hasClientDirective(text: string): boolean {
  return directivePattern.test(text);
}

/**
 * The file with its directive written `"use client"`, no semicolon: the one form the shadcn CLI recognises
 * (`/^["']use client["']$/`) when it takes the directive out for an app that is not a server-components app.
 * Prettier writes a semicolon after every statement, the directive too, so the source files have one.
 */
export function withCliDirective(text: string): string {
  return text.replace(directivePattern, (line) => `"use client"${line.endsWith('\n') ? '\n' : ''}`);
}

const isHookName = (name: string) => /^use[A-Z0-9]/.test(name);

interface ImportedBinding {
  name: string;
  specifier: string;
  /** The name the module exports it as (`*` for a namespace, `default`). */
  imported: string;
}

/**
 * Why a kit or example file needs `"use client"`: one line per reason, with its line number, or none when it
 * renders on the server as it is.
 */
export function clientReasons(fileName: string, text: string, context: ClientContext): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const reasons = new Set<string>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const bindings = new Map<string, ImportedBinding>();

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    const found: ImportedBinding[] = [];
    if (clause.name) found.push({ name: clause.name.text, specifier, imported: 'default' });
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) found.push({ name: named.name.text, specifier, imported: '*' });
    if (named && ts.isNamedImports(named)) {
      for (const element of named.elements) {
        if (element.isTypeOnly) continue;
        found.push({
          name: element.name.text,
          specifier,
          imported: (element.propertyName ?? element.name).text,
        });
      }
    }
    if (found.length === 0) continue;
    const pkg = packageName(specifier);
    if (!specifier.startsWith('.') && pkg in clientOnlyPackages) {
      reasons.add(`imports ${pkg}, which ${clientOnlyPackages[pkg]} (line ${lineOf(statement)})`);
    }
    for (const binding of found) {
      bindings.set(binding.name, binding);
      const serverNames = context.serverExports[specifier as 'react' | 'react-dom'];
      if (serverNames && binding.imported !== '*' && binding.imported !== 'default') {
        if (!serverNames.has(binding.imported)) {
          reasons.add(
            `uses ${binding.imported} from ${specifier}, which server components do not have (line ${lineOf(statement)})`,
          );
        }
      }
    }
  }

  /** What an identifier use needs, if it names an import. */
  const checkUse = (identifier: ts.Identifier, name: string, asComponent: boolean) => {
    const binding = bindings.get(identifier.text);
    if (!binding) return;
    const { specifier } = binding;
    const serverNames = context.serverExports[specifier as 'react' | 'react-dom'];
    if (serverNames) {
      // `React.useState` through a namespace or default import.
      if (binding.imported === '*' || binding.imported === 'default') {
        if (name !== identifier.text && !serverNames.has(name))
          reasons.add(
            `uses ${name} from ${specifier}, which server components do not have (line ${lineOf(identifier)})`,
          );
      }
      return;
    }
    if (specifier.startsWith('.')) {
      if (asComponent || !context.siblingNeedsClient(specifier)) return;
      reasons.add(
        isHookName(name)
          ? `calls ${name} from ${specifier}, a client file (line ${lineOf(identifier)})`
          : `uses ${name} from ${specifier}, a client file, other than as a component (line ${lineOf(identifier)})`,
      );
      return;
    }
    if (isHookName(name)) reasons.add(`calls ${name} from ${specifier} (line ${lineOf(identifier)})`);
  };

  /** Names of functions the file writes itself (declarations, and variables set to an arrow or function). */
  const ownFunctions = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) ownFunctions.add(node.name.text);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      ownFunctions.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);

  const isFunctionValue = (expression: ts.Expression): boolean => {
    let value = expression;
    while (ts.isParenthesizedExpression(value) || ts.isAsExpression(value)) value = value.expression;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return true;
    return ts.isIdentifier(value) && ownFunctions.has(value.text);
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer)) {
      const value = node.initializer.expression;
      if (value && isFunctionValue(value)) {
        reasons.add(`passes a function to ${node.name.getText(source)} (line ${lineOf(node)})`);
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      checkUse(node.expression, node.name.text, false);
      return;
    }
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const asTag =
        (ts.isJsxOpeningElement(parent) ||
          ts.isJsxSelfClosingElement(parent) ||
          ts.isJsxClosingElement(parent)) &&
        parent.tagName === node;
      // A name in a type position (`ComponentProps<typeof Button>`) is erased.
      if (!ts.isTypeQueryNode(parent) && !ts.isTypeReferenceNode(parent) && !ts.isQualifiedName(parent))
        checkUse(node, node.text, asTag);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...reasons];
}

/**
 * What `react` and `react-dom`, as installed in `root`, export to server components: read by loading them under the
 * `react-server` condition, as Next.js does, so the list follows the React version in use.
 */
export function reactServerExports(root: string): ClientContext['serverExports'] {
  const script =
    "console.log(JSON.stringify([Object.keys(require('react')), Object.keys(require('react-dom'))]))";
  const [react, reactDom] = JSON.parse(
    execFileSync(process.execPath, ['--conditions=react-server', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as [string[], string[]];
  return { react: new Set(react), 'react-dom': new Set(reactDom) };
}

/**
 * The reasons of each of `files` (absolute paths) to need the client, following their relative imports of each
 * other and of any other file they name: a file that calls a hook from a client file is a client file too.
 */
export function clientReasonsOfFiles(
  files: readonly string[],
  serverExports: ClientContext['serverExports'],
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const reasonsOf = (file: string): string[] => {
    const known = found.get(file);
    if (known) return known;
    found.set(file, []); // an import cycle reads the file as a server file until its reasons are in
    const reasons = clientReasons(file, readFileSync(file, 'utf8'), {
      serverExports,
      siblingNeedsClient: (specifier) => {
        const base = path.resolve(path.dirname(file), specifier);
        const imported = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate));
        if (!imported) throw new Error(`${path.basename(file)} imports "${specifier}", which is not a file.`);
        return reasonsOf(imported).length > 0;
      },
    });
    found.set(file, reasons);
    return reasons;
  };
  return new Map(files.map((file) => [file, reasonsOf(file)]));
}
