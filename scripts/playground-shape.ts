import path from 'node:path';
import ts from 'typescript';
import type { PlaygroundShape } from '../src/pages/documentation/docTypes';

/** Where the props the controls set go in the JSX a playground shows (see `PlaygroundShape.template`). */
export const propsMarker = '{...props}';

/** The lines of `text` with the indentation they all share taken off. */
function dedent(text: string, firstColumn: number): string {
  const lines = text.split('\n');
  const rest = lines.slice(1).filter((line) => line.trim() !== '');
  const indent = Math.min(firstColumn, ...rest.map((line) => line.length - line.trimStart().length));
  return [lines[0] ?? '', ...lines.slice(1).map((line) => line.slice(indent))].join('\n');
}

/**
 * What the documentation's playground needs to know of a record's playground (`src/pages/documentation/records/
 * <kit file>.tsx`), read from its source: the JSX its `Playground` function returns, and the element in it that
 * takes the controls' props (the one with `{...props}`), which names the kit component whose API rows become the
 * controls. So the JSX a reader copies is the file's own, written once. Null for a record with no playground.
 */
export function playgroundShape(fileName: string, text: string): PlaygroundShape | null {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const fail = (why: string): never => {
    throw new Error(`playground: ${path.basename(fileName)} ${why}`);
  };
  const playground = source.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === 'Playground',
  );
  if (!playground) return null;
  if (!playground.body) return fail('has a Playground with no body.');
  const returned = playground.body.statements.find(ts.isReturnStatement)?.expression;
  if (!returned) return fail('has a Playground that returns nothing.');
  let jsx: ts.Expression = returned;
  while (ts.isParenthesizedExpression(jsx)) jsx = jsx.expression;

  let target: ts.JsxOpeningLikeElement | undefined;
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.attributes.properties.some(
        (attribute) => ts.isJsxSpreadAttribute(attribute) && attribute.getText(source) === propsMarker,
      )
    ) {
      if (target) fail('spreads `{...props}` on two elements; the controls set one.');
      target = node;
    }
    node.forEachChild(visit);
  };
  visit(jsx);
  if (!target) return fail('has no element with `{...props}` for the controls to set.');

  const written = target.attributes.properties
    .filter((attribute): attribute is ts.JsxAttribute => ts.isJsxAttribute(attribute))
    .map((attribute) => ({
      name: attribute.name.getText(source),
      value: attribute.initializer ? attribute.initializer.getText(source) : 'true',
    }));
  const element = target.parent;
  if (ts.isJsxElement(element) && element.children.some((child) => child.getText(source).trim() !== '')) {
    written.push({ name: 'children', value: 'the content in the JSX below' });
  }
  const start = jsx.getStart(source);
  const column = start - text.lastIndexOf('\n', start - 1) - 1;
  return {
    part: target.tagName.getText(source),
    written,
    template: dedent(text.slice(start, jsx.getEnd()), column),
  };
}
