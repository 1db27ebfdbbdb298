import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiPart, ApiRow } from '../src/pages/documentation/docTypes';

/**
 * The API tables of the documentation, read at build time from the kit files themselves with the TypeScript
 * compiler: each export's TSDoc, a component's own props (the ones its file declares, with their TSDoc and
 * `@defaultValue`), a function's parameters (`@param`), a type's fields, and what a component inherits. The kit
 * file is the one place any of it is written, and what an editor shows a developer who copies the file.
 */

type JSDocText = string | ts.NodeArray<ts.JSDocComment> | undefined;

/** The text of a TSDoc comment or tag on one line, with `{@link X}` as `X`. */
function docText(comment: JSDocText): string {
  return oneParagraph(ts.getTextOfJSDocComment(comment) ?? '');
}

function oneParagraph(text: string): string {
  return text
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[|\s][^}]*)?\}/g, '`$1`')
    .replace(/\s+/g, ' ')
    .replace(/^- /, '')
    .trim();
}

/**
 * The text of a TSDoc tag that may hold several paragraphs (`@remarks`): each on one line as `docText` gives it,
 * and a blank line between them, where the comment has one.
 */
function docParagraphs(comment: JSDocText): string {
  return (ts.getTextOfJSDocComment(comment) ?? '')
    .split(/\n\s*\n/)
    .map(oneParagraph)
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The `/** … *\/` comment written right before a declaration (on its statement, for a variable): the last one
 * only, so a file's opening overview never becomes its first export's description.
 */
function jsDocOf(node: ts.Node): ts.JSDoc[] {
  const owner = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  return ts
    .getJSDocCommentsAndTags(owner)
    .filter((doc): doc is ts.JSDoc => ts.isJSDoc(doc))
    .slice(-1);
}

/** A piece of source as one line, without its comments or a union's leading `|`. */
function codeText(node: ts.Node): string {
  return oneLine(node.getText().replace(/\/\*[\s\S]*?\*\//g, ''))
    .replace(/^\|\s*/, '')
    .replace(/;\s*\}/g, ' }');
}

function descriptionOf(node: ts.Node): string {
  return jsDocOf(node)
    .map((doc) => docText(doc.comment))
    .filter(Boolean)
    .join(' ');
}

function tagOf(
  node: ts.Node,
  name: string,
  read: (comment: JSDocText) => string = docText,
): string | undefined {
  for (const doc of jsDocOf(node)) {
    const tag = doc.tags?.find((candidate) => candidate.tagName.text === name);
    if (tag) return read(tag.comment);
  }
  return undefined;
}

/** Its `@remarks`, paragraphs kept: what a developer must supply or know, which the page and the registry show. */
const remarksOf = (node: ts.Node) => tagOf(node, 'remarks', docParagraphs);

function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/,\s*\)/g, ')')
    .replace(/\s+;/g, ';')
    .trim();
}

/** The compiler prints string literals in double quotes; the kit writes single ones. */
const singleQuoted = (text: string) => text.replace(/"([^"\\]*)"/g, "'$1'");

/** Types joined as a union, each once; `true | false` reads `boolean`. */
function joinTypes(types: string[]): string {
  const parts = [...new Set(types.flatMap((type) => type.split(' | ')))];
  const booleans = parts.includes('true') && parts.includes('false');
  const rest = parts.filter((part) => !booleans || (part !== 'true' && part !== 'false'));
  return (booleans ? [...rest, 'boolean'] : rest).join(' | ');
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** The function a declaration holds: a function declaration, or a variable set to an arrow or function. */
function functionOf(node: ts.Node): FunctionLike | undefined {
  if (ts.isFunctionDeclaration(node)) return node;
  if (ts.isVariableDeclaration(node) && node.initializer) {
    const value = node.initializer;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

/** "Radix Switch’s Root", "Radix Tabs’ List": a Radix part named after its package. */
function radixPartName(moduleName: string, part: string): string {
  const primitive = moduleName
    .replace(/^@radix-ui\/react-/, '')
    .split('-')
    .map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`)
    .join('');
  return `Radix ${primitive}${primitive.endsWith('s') ? '’' : '’s'} ${part}`;
}

// The elements whose name is read with a vowel sound first: an `<a>`, an `<img>`, an `<h3>`.
const anElements =
  /^(a|abbr|area|article|aside|audio|em|embed|h[1-6]|hr|i|iframe|img|input|ins|li|object|ol|option|output|s|svg)$/;

interface Base {
  /** "a `<button>`", "Radix Switch’s Root". */
  name: string;
  /** Props the base would give but the component leaves out. */
  except: string[];
  /** For a Radix part, its package and part: `@radix-ui/react-dialog Root`. */
  radixPart?: string;
}

/**
 * The props of a Radix part that its kit component passes on and that a reader needs in the table, shown as rows
 * without the kit file declaring them again: their type is Radix's, their description Radix's TSDoc or, where
 * Radix has none, the line below, and their default the kit component's own (a default in its parameter) or
 * Radix's `@defaultValue` or the one below. Any other prop of the part stays in the "Any other prop" line.
 */
const passedOn: Record<string, string[]> = {
  '@radix-ui/react-dialog Root': ['open', 'defaultOpen', 'onOpenChange'],
  '@radix-ui/react-dropdown-menu Root': ['open', 'defaultOpen', 'onOpenChange'],
  '@radix-ui/react-dropdown-menu Content': ['align', 'side', 'sideOffset', 'collisionPadding', 'loop'],
};

const passedOnDocs: Record<string, { description: string; defaultValue?: string }> = {
  open: { description: 'Open or not, when the page keeps the state (controlled).' },
  defaultOpen: {
    description: 'Open at first, when the component keeps the state (uncontrolled).',
    defaultValue: 'false',
  },
  onOpenChange: {
    description:
      'Called when it asks to open or close: with the trigger, a close button, Escape or a click outside.',
  },
  align: { description: 'Where it lines up along the trigger.', defaultValue: "'center'" },
  side: {
    description: 'Where it opens, when there is room; it flips when there is not.',
    defaultValue: "'bottom'",
  },
  sideOffset: { description: 'The gap between the trigger and it, in pixels.' },
  collisionPadding: {
    description: 'The least distance kept from the edges of the window, in pixels (or one per side).',
  },
  loop: { description: 'Arrow keys wrap round from the last item to the first, and back.' },
};

export class KitApiReader {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;

  constructor(files: readonly string[], tsconfigPath: string) {
    const config = ts.readConfigFile(tsconfigPath, (file) => ts.sys.readFile(file));
    if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfigPath));
    this.program = ts.createProgram([...files], { ...options, noEmit: true });
    this.checker = this.program.getTypeChecker();
  }

  /** The documented exports of one kit file, in the order the file declares them. */
  read(file: string): ApiPart[] {
    const source = this.program.getSourceFile(file);
    if (!source) throw new Error(`kit-api: ${file} is not part of the program.`);
    const declarations = this.exportedDeclarations(source);
    const propsTypes = new Set<ts.Node>();
    const parts: ApiPart[] = [];
    for (const [name, node] of declarations) {
      const fn = functionOf(node);
      if (fn && /^[A-Z]/.test(name)) {
        const part = this.component(name, node, fn, source);
        parts.push(part.data);
        if (part.propsDeclaration) propsTypes.add(part.propsDeclaration);
      } else if (fn) {
        parts.push(this.callable(name, node, fn, /^use[A-Z]/.test(name) ? 'hook' : 'function'));
      } else if (ts.isClassDeclaration(node)) {
        parts.push(this.classPart(name, node));
      } else if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
        parts.push(this.typePart(name, node));
      } else if (ts.isVariableDeclaration(node)) {
        parts.push(this.constant(name, node));
      }
      const remarks = remarksOf(node);
      const part = parts.at(-1);
      if (remarks && part?.name === name) part.remarks = remarks;
    }
    // A component's props type is documented as the component's rows, not again on its own.
    return parts.filter((part) => {
      const node = declarations.get(part.name);
      return part.kind !== 'type' || !node || !propsTypes.has(node);
    });
  }

  /** Every export of a file, by name, with its declaration, in source order. */
  private exportedDeclarations(source: ts.SourceFile): Map<string, ts.Node> {
    const found: [string, ts.Node][] = [];
    const local = new Map<string, ts.Node>();
    for (const statement of source.statements) {
      const named: [string, ts.Node][] = [];
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) named.push([declaration.name.text, declaration]);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement)) &&
        statement.name
      ) {
        named.push([statement.name.text, statement]);
      }
      for (const [name, node] of named) {
        local.set(name, node);
        if (isExported(statement)) found.push([name, node]);
      }
      // `export { buttonVariants };`
      if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
        if (ts.isNamedExports(statement.exportClause)) {
          for (const element of statement.exportClause.elements) {
            const node = local.get((element.propertyName ?? element.name).text);
            if (node) found.push([element.name.text, node]);
          }
        }
      }
    }
    found.sort(([, a], [, b]) => a.pos - b.pos);
    return new Map(found);
  }

  private component(
    name: string,
    node: ts.Node,
    fn: FunctionLike,
    source: ts.SourceFile,
  ): { data: ApiPart; propsDeclaration?: ts.Node } {
    const parameter = fn.parameters[0];
    const data: ApiPart = { name, kind: 'component', description: descriptionOf(node), rows: [] };
    if (!parameter) return { data };
    const propsType = this.checker.getTypeAtLocation(parameter);
    const members = propsType.isUnion() ? propsType.types : [propsType];
    // The props this file declares itself, in the order it declares them. Props of a union of shapes (an
    // icon-only button needs a name) are merged: their types joined, and required only where every shape needs them.
    const own = new Map<string, { row: ApiRow; position: number; types: string[]; shapes: number }>();
    for (const member of members) {
      for (const property of this.checker.getPropertiesOfType(member)) {
        const declaration = property.declarations?.find((candidate) => candidate.getSourceFile() === source);
        if (!declaration) continue;
        const row = this.row(property, declaration, parameter);
        const known = own.get(property.name);
        if (!known) {
          own.set(property.name, { row, position: declaration.pos, types: [row.type], shapes: 1 });
          continue;
        }
        known.shapes += 1;
        known.row.required &&= row.required;
        if (!known.types.includes(row.type)) known.types.push(row.type);
        if (!known.row.description) known.row.description = row.description;
        if (known.row.defaultValue === undefined && row.defaultValue !== undefined) {
          known.row.defaultValue = row.defaultValue;
        }
      }
    }
    data.rows = [...own.values()]
      .sort((a, b) => a.position - b.position)
      .map(({ row, types, shapes }) => ({
        ...row,
        type: joinTypes(types),
        required: row.required && shapes === members.length,
      }));
    const propsDeclaration = parameter.type && this.localDeclaration(parameter.type, source);
    const bases = parameter.type ? this.basesOf(parameter.type, source, new Set()) : [];
    data.rows.push(...this.passedOnRows(bases, members, parameter, new Set(own.keys())));
    if (bases.length > 0)
      data.inherits = this.inheritsSentence(
        bases,
        data.rows.map((row) => row.name),
      );
    return { data, propsDeclaration };
  }

  /** The rows of the Radix props a component passes on (`passedOn`), after its own. */
  private passedOnRows(
    bases: Base[],
    members: readonly ts.Type[],
    parameter: ts.ParameterDeclaration,
    own: Set<string>,
  ): ApiRow[] {
    const names = bases.flatMap((base) => (base.radixPart ? (passedOn[base.radixPart] ?? []) : []));
    const defaults = new Map<string, string>();
    if (ts.isObjectBindingPattern(parameter.name)) {
      for (const element of parameter.name.elements) {
        const name = (element.propertyName ?? element.name).getText();
        if (element.initializer) defaults.set(name, element.initializer.getText());
      }
    }
    return [...new Set(names)]
      .filter((name) => !own.has(name))
      .flatMap((name): ApiRow[] => {
        const property = members.map((member) => member.getProperty(name)).find(Boolean);
        if (!property) throw new Error(`kit-api: a Radix part has no prop "${name}" to pass on.`);
        const radixDoc = docText(
          ts.displayPartsToString(property.getDocumentationComment(this.checker)),
        ).replace(/\w$/, '$&.');
        const radixDefault = property
          .getJsDocTags(this.checker)
          .find((tag) => tag.name === 'defaultValue')
          ?.text?.map((part) => part.text)
          .join('');
        const fallback = passedOnDocs[name];
        const defaultValue = defaults.get(name) ?? radixDefault ?? fallback?.defaultValue;
        const type = this.checker.getNonNullableType(
          this.checker.getTypeOfSymbolAtLocation(property, parameter),
        );
        return [
          {
            name,
            type: singleQuoted(
              this.checker.typeToString(
                type,
                undefined,
                ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.NoTruncation,
              ),
            ),
            required: false,
            ...(defaultValue !== undefined ? { defaultValue } : {}),
            description: radixDoc || fallback?.description || '',
          },
        ];
      });
  }

  private row(property: ts.Symbol, declaration: ts.Declaration, where: ts.Node): ApiRow {
    const defaultValue = tagOf(declaration, 'defaultValue');
    const type = this.writtenType(property, declaration, where);
    const options = type === 'boolean' ? undefined : this.literalOptions(property, where);
    return {
      name: property.name,
      type,
      required: (property.flags & ts.SymbolFlags.Optional) === 0,
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      description: descriptionOf(declaration),
      ...(options ? { options } : {}),
    };
  }

  /**
   * The values a prop takes when its type, aliases followed, is a union of literals and nothing else (`'sm' | 'md'`,
   * `FieldValidation`, `SwitchValue`), each as source text (`'sm'`, `true`); otherwise undefined. A prop written
   * `boolean` is not asked (`row` leaves it out): the playground gives it a switch.
   */
  private literalOptions(property: ts.Symbol, where: ts.Node): string[] | undefined {
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(property, where));
    if (!type.isUnion()) return undefined;
    const members = type.types;
    if (
      !members.every((member) => member.isLiteral() || (member.flags & ts.TypeFlags.BooleanLiteral) !== 0)
    ) {
      return undefined;
    }
    return members.map((member) =>
      member.isStringLiteral()
        ? `'${member.value}'`
        : member.isNumberLiteral()
          ? String(member.value)
          : this.checker.typeToString(member),
    );
  }

  /**
   * A prop's type as the file writes it. A name the file does not export is spelled out, since the reader cannot
   * look it up; a cva variant (`color: { default: …, primary: … }`) is the union of its keys, in order.
   */
  private writtenType(property: ts.Symbol, declaration: ts.Declaration, where: ts.Node): string {
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      const written = declaration.type;
      const named = ts.isTypeReferenceNode(written) && !written.typeArguments ? written.typeName : undefined;
      const local = named && this.checker.getSymbolAtLocation(named)?.declarations?.[0];
      const hidden =
        local &&
        local.getSourceFile() === declaration.getSourceFile() &&
        (ts.isTypeAliasDeclaration(local) || ts.isInterfaceDeclaration(local)) &&
        !isExported(local);
      if (!hidden) return oneLine(written.getText());
    }
    if (ts.isPropertyAssignment(declaration)) {
      // The variant's values, written out (`{ default: …, primary: … }`), spread (`{ ...toneVariants, neutral: … }`)
      // or named (`toneVariants`): the keys of its type, in order.
      const keysOf = (node: ts.Expression): string[] =>
        ts.isObjectLiteralExpression(node)
          ? node.properties.flatMap((variant) =>
              ts.isSpreadAssignment(variant)
                ? keysOf(variant.expression)
                : [variant.name?.getText().replace(/^['"]|['"]$/g, '') ?? ''],
            )
          : this.checker
              .getTypeAtLocation(node)
              .getProperties()
              .map((variant) => variant.name);
      const keys = keysOf(declaration.initializer);
      if (keys.length > 0) {
        return joinTypes(keys.map((key) => (/^(true|false)$/.test(key) ? key : `'${key}'`)));
      }
    }
    return singleQuoted(
      this.checker.typeToString(
        this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(property, where)),
      ),
    );
  }

  /** The interface or type alias a type reference names, when this file declares it. */
  private localDeclaration(
    type: ts.TypeNode,
    source: ts.SourceFile,
  ): ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined {
    if (!ts.isTypeReferenceNode(type)) return undefined;
    const symbol = this.checker.getSymbolAtLocation(type.typeName);
    return symbol?.declarations?.find(
      (declaration): declaration is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        declaration.getSourceFile() === source &&
        (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)),
    );
  }

  /** Where the props not declared in the file come from: HTML elements, Radix parts, other packages' types. */
  private basesOf(type: ts.TypeNode, source: ts.SourceFile, visited: Set<ts.Node>): Base[] {
    if (ts.isParenthesizedTypeNode(type)) return this.basesOf(type.type, source, visited);
    if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) {
      return type.types.flatMap((member) => this.basesOf(member, source, visited));
    }
    if (!ts.isTypeReferenceNode(type) && !ts.isExpressionWithTypeArguments(type)) return [];
    const reference = ts.isTypeReferenceNode(type) ? type.typeName : type.expression;
    const name = reference.getText();
    const args = type.typeArguments ?? [];
    if ((name === 'Omit' || name === 'Pick') && args[0]) {
      if (name === 'Pick') return [];
      const except = args[1] ? this.literalKeys(args[1]) : [];
      return this.basesOf(args[0], source, visited).map((base) => ({
        ...base,
        except: [...base.except, ...except],
      }));
    }
    if (/^ComponentProps(WithoutRef|WithRef)?$/.test(name) && args[0]) return [this.elementBase(args[0])];
    if (name === 'VariantProps') return [];
    const local = ts.isTypeReferenceNode(type) ? this.localDeclaration(type, source) : undefined;
    if (local) {
      if (visited.has(local)) return [];
      visited.add(local);
      if (ts.isInterfaceDeclaration(local)) {
        return (local.heritageClauses ?? []).flatMap((clause) =>
          clause.types.flatMap((base) => this.basesOf(base, source, visited)),
        );
      }
      return this.basesOf(local.type, source, visited);
    }
    // A type imported from a kit sibling, another block or a package: named after the file, the block or the package.
    const symbol = this.checker.getSymbolAtLocation(
      ts.isQualifiedName(reference) ? reference.left : reference,
    );
    const importDeclaration = symbol?.declarations?.[0];
    const moduleName = importDeclaration && this.importedFrom(importDeclaration);
    if (!moduleName) return [];
    const block = /^\.\.\/([\w-]+)\/[\w-]+$/.exec(moduleName)?.[1];
    const from = moduleName.startsWith('./')
      ? `\`${moduleName.slice(2)}\``
      : block
        ? `the \`${block}\` block`
        : moduleName;
    return [{ name: `${from}’s \`${name}\``, except: [] }];
  }

  /** `'button'` is a `<button>`; `typeof SwitchPrimitive.Root` is Radix Switch's Root. */
  private elementBase(argument: ts.TypeNode): Base {
    if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
      const tag = argument.literal.text;
      return { name: `${anElements.test(tag) ? 'an' : 'a'} \`<${tag}>\``, except: [] };
    }
    if (ts.isTypeQueryNode(argument)) {
      const expression = argument.exprName;
      const namespace = ts.isQualifiedName(expression) ? expression.left : expression;
      const part = ts.isQualifiedName(expression) ? expression.right.text : expression.getText();
      const symbol = this.checker.getSymbolAtLocation(namespace);
      const moduleName = symbol?.declarations?.[0] && this.importedFrom(symbol.declarations[0]);
      if (moduleName?.startsWith('@radix-ui/'))
        return { name: radixPartName(moduleName, part), except: [], radixPart: `${moduleName} ${part}` };
      if (moduleName) return { name: `${moduleName}’s \`${expression.getText()}\``, except: [] };
      return { name: `\`${expression.getText()}\``, except: [] };
    }
    return { name: `\`${argument.getText()}\``, except: [] };
  }

  private importedFrom(declaration: ts.Declaration): string | undefined {
    let node: ts.Node = declaration;
    while (node && !ts.isImportDeclaration(node)) node = node.parent;
    return node && ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)
      ? node.moduleSpecifier.text
      : undefined;
  }

  private literalKeys(type: ts.TypeNode): string[] {
    if (ts.isUnionTypeNode(type)) return type.types.flatMap((member) => this.literalKeys(member));
    if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text];
    return [];
  }

  /** "Any other prop of a `<div>`, except `children`": a prop the file declares itself is no exception. */
  private inheritsSentence(bases: Base[], own: string[]): string {
    const unique = bases.filter(
      (base, index) => bases.findIndex((other) => other.name === base.name) === index,
    );
    const except = [...new Set(unique.flatMap((base) => base.except))].filter((key) => !own.includes(key));
    const hasRows = own.length > 0;
    const list = (items: string[]) =>
      items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
    const exceptText = except.length > 0 ? `, except ${list(except.map((key) => `\`${key}\``))}` : '';
    return `${hasRows ? 'Any other prop' : 'Any prop'} of ${list(unique.map((base) => base.name))}${exceptText}.`;
  }

  private callable(name: string, node: ts.Node, fn: FunctionLike, kind: 'function' | 'hook'): ApiPart {
    const typeParameters = fn.typeParameters
      ? `<${fn.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
    const signature = this.checker.getSignatureFromDeclaration(fn);
    const returns = fn.type
      ? fn.type.getText()
      : signature
        ? this.checker.typeToString(this.checker.getReturnTypeOfSignature(signature))
        : 'void';
    const rows = fn.parameters.map((parameter) => this.parameterRow(parameter));
    // Each parameter as the reader knows it: `pageSize = 10`, `options: PageItemsOptions`, `...inputs: ClassValue[]`.
    const written = fn.parameters.map((parameter) => {
      const row = this.parameterRow(parameter);
      if (row.defaultValue !== undefined) return `${row.name} = ${row.defaultValue}`;
      return `${parameter.dotDotDotToken ? '...' : ''}${row.name}${parameter.questionToken ? '?' : ''}: ${row.type}`;
    });
    return {
      name,
      kind,
      description: descriptionOf(node),
      signature: oneLine(`${name}${typeParameters}(${written.join(', ')}): ${returns}`),
      rows,
    };
  }

  /**
   * A parameter: its name (a destructured one is called `options`, or what its `@param` tag calls it), its type as
   * written (spelled out where it names a type the file keeps to itself), its default and its `@param` text.
   */
  private parameterRow(parameter: ts.ParameterDeclaration): ApiRow {
    const tags = ts.getJSDocParameterTags(parameter);
    const destructured = !ts.isIdentifier(parameter.name);
    const name = ts.isIdentifier(parameter.name)
      ? parameter.name.text
      : (tags[0]?.name.getText() ?? 'options');
    const tag = tags.find((candidate) => destructured || candidate.name.getText() === name);
    const defaultValue = destructured ? undefined : parameter.initializer?.getText();
    return {
      name,
      type: this.parameterType(parameter),
      required: !parameter.questionToken && !parameter.initializer && !parameter.dotDotDotToken,
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      description: docText(tag?.comment),
    };
  }

  private parameterType(parameter: ts.ParameterDeclaration): string {
    const written = parameter.type;
    if (!written) return singleQuoted(this.checker.typeToString(this.checker.getTypeAtLocation(parameter)));
    const named = ts.isTypeReferenceNode(written) && !written.typeArguments ? written.typeName : undefined;
    const local = named && this.checker.getSymbolAtLocation(named)?.declarations?.[0];
    const hidden =
      local &&
      local.getSourceFile() === parameter.getSourceFile() &&
      (ts.isTypeAliasDeclaration(local) || ts.isInterfaceDeclaration(local)) &&
      !isExported(local);
    if (!hidden) return codeText(written);
    const type = this.checker.getTypeAtLocation(written);
    return singleQuoted(this.checker.typeToString(type, undefined, ts.TypeFormatFlags.InTypeAlias));
  }

  private classPart(name: string, node: ts.ClassDeclaration): ApiPart {
    const rows = node.members
      .filter(
        (member): member is ts.PropertyDeclaration =>
          ts.isPropertyDeclaration(member) &&
          !(ts.getModifiers(member) ?? []).some(
            (modifier) =>
              modifier.kind === ts.SyntaxKind.PrivateKeyword ||
              modifier.kind === ts.SyntaxKind.ProtectedKeyword,
          ),
      )
      .map((member) => {
        const symbol = this.checker.getSymbolAtLocation(member.name);
        return this.row(symbol as ts.Symbol, member, member);
      });
    const heritage = node.heritageClauses?.map((clause) => clause.getText()).join(' ');
    const constructor = node.members.find(ts.isConstructorDeclaration);
    const parameters = constructor?.parameters.map((parameter) => {
      const row = this.parameterRow(parameter);
      return `${row.name}${parameter.questionToken ? '?' : ''}: ${row.type}`;
    });
    return {
      name,
      kind: 'class',
      description: descriptionOf(node),
      signature: parameters
        ? oneLine(`new ${name}(${parameters.join(', ')})`)
        : `class ${name}${heritage ? ` ${heritage}` : ''}`,
      rows,
    };
  }

  private typePart(name: string, node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): ApiPart {
    const members = ts.isInterfaceDeclaration(node)
      ? [node.members]
      : ts.isTypeLiteralNode(node.type)
        ? [node.type.members]
        : ts.isUnionTypeNode(node.type)
          ? node.type.types.filter(ts.isTypeLiteralNode).map((literal) => literal.members)
          : [];
    // The fields of every shape of a union, each once: types joined, required where every shape requires it.
    const rows = new Map<string, ApiRow & { shapes: number }>();
    for (const list of members) {
      for (const member of list) {
        if (!ts.isPropertySignature(member) || !member.name) continue;
        const key = member.name.getText();
        const type = member.type ? codeText(member.type) : 'unknown';
        const known = rows.get(key);
        if (known) {
          known.type = joinTypes([known.type, type]);
          known.required &&= !member.questionToken;
          known.shapes += 1;
          if (!known.description) known.description = descriptionOf(member);
          continue;
        }
        const defaultValue = tagOf(member, 'defaultValue');
        rows.set(key, {
          name: key,
          type,
          required: !member.questionToken,
          shapes: 1,
          ...(defaultValue !== undefined ? { defaultValue } : {}),
          description: descriptionOf(member),
        });
      }
    }
    const plainObject = ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node.type);
    const typeParameters = node.typeParameters
      ? `<${node.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
      : '';
    return {
      name,
      kind: 'type',
      description: descriptionOf(node),
      ...(plainObject || !ts.isTypeAliasDeclaration(node)
        ? {}
        : { signature: oneLine(`type ${name}${typeParameters} = ${this.aliasText(node)}`) }),
      rows: [...rows.values()].map(({ shapes, ...row }) => ({
        ...row,
        type: joinTypes([row.type]),
        required: row.required && shapes === members.length,
      })),
    };
  }

  /** An alias as written, or spelled out when it is built from the file's private values (`typeof alertVariants`). */
  private aliasText(node: ts.TypeAliasDeclaration): string {
    const written = codeText(node.type);
    if (!/\btypeof\b/.test(written)) return written;
    const type = this.checker.getTypeAtLocation(node.type);
    return singleQuoted(this.checker.typeToString(type, undefined, ts.TypeFormatFlags.InTypeAlias));
  }

  private constant(name: string, node: ts.VariableDeclaration): ApiPart {
    // A value made by a call (`cva(…)`) reads better as the call than as the compiler's spelling of its type.
    const call =
      !node.type && node.initializer && ts.isCallExpression(node.initializer) ? node.initializer : null;
    const type = node.type
      ? node.type.getText()
      : singleQuoted(this.checker.typeToString(this.checker.getTypeAtLocation(node.name)));
    return {
      name,
      kind: 'constant',
      description: descriptionOf(node),
      signature: oneLine(call ? `const ${name} = ${call.expression.getText()}(…)` : `const ${name}: ${type}`),
      rows: [],
    };
  }
}

/**
 * The TSDoc of one export of a file that is not part of the kit's program (an example), read from its text alone:
 * its description and `@remarks`. Empty when the file has no such export or it has no TSDoc.
 */
export function exportDocumentation(
  fileName: string,
  text: string,
  name: string,
): Pick<ApiPart, 'description' | 'remarks'> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    const declarations = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.filter(
          (declaration) => declaration.name.getText(source) === name,
        )
      : ts.isFunctionDeclaration(statement) && statement.name?.text === name
        ? [statement]
        : [];
    const node = declarations[0];
    if (node && isExported(statement)) {
      const remarks = remarksOf(node);
      return { description: descriptionOf(node), ...(remarks ? { remarks } : {}) };
    }
  }
  return { description: '' };
}

let shared: { root: string; reader: KitApiReader } | null = null;

/**
 * One reader for the whole build, shared by the documentation's source step and the registry: the program over
 * `src/kit/` and `src/blocks/` is made once. `forgetKitApiReader()` drops it when a kit file changes (the dev server).
 */
export function kitApiReader(root: string): KitApiReader {
  if (shared?.root !== root) {
    const kit = path.join(root, 'src/kit');
    const blocks = path.join(root, 'src/blocks');
    const folders = [kit, ...readdirSync(blocks).map((block) => path.join(blocks, block))];
    const files = folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    shared = { root, reader: new KitApiReader(files, path.join(root, 'tsconfig.json')) };
  }
  return shared.reader;
}

export function forgetKitApiReader(): void {
  shared = null;
}
