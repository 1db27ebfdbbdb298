import ts from 'typescript';

/**
 * Build-time syntax highlighting for the documentation page, with the TypeScript compiler the project already
 * has: its syntactic classifier (the one editors use) tells comments, keywords, strings, type names and JSX apart.
 * The page receives the file's text and a list of spans, so no highlighter ships to the browser.
 */
export const tokenKinds = ['comment', 'keyword', 'string', 'number', 'type', 'tag', 'attribute'] as const;
export type TokenKind = (typeof tokenKinds)[number];

const { ClassificationType: Kind } = ts;

const kindOfClassification = new Map<number, TokenKind>([
  [Kind.comment, 'comment'],
  [Kind.docCommentTagName, 'comment'],
  [Kind.keyword, 'keyword'],
  [Kind.stringLiteral, 'string'],
  [Kind.regularExpressionLiteral, 'string'],
  [Kind.jsxAttributeStringLiteralValue, 'string'],
  [Kind.numericLiteral, 'number'],
  [Kind.bigintLiteral, 'number'],
  [Kind.className, 'type'],
  [Kind.enumName, 'type'],
  [Kind.interfaceName, 'type'],
  [Kind.typeAliasName, 'type'],
  [Kind.typeParameterName, 'type'],
  [Kind.moduleName, 'type'],
  [Kind.jsxOpenTagName, 'tag'],
  [Kind.jsxCloseTagName, 'tag'],
  [Kind.jsxSelfClosingTagName, 'tag'],
  [Kind.jsxAttribute, 'attribute'],
]);

/**
 * The highlighted stretches of a TypeScript or TSX file, as flat triples `[start, length, kind index]` (the index
 * into `tokenKinds`), in order and never overlapping. Text between them is plain. Neighbouring stretches of the
 * same kind are merged, to keep the list short.
 */
export function highlightSpans(fileName: string, text: string): number[] {
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => ({ jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 }),
    getScriptFileNames: () => [fileName],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => (name === fileName ? ts.ScriptSnapshot.fromString(text) : undefined),
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: () => 'lib.d.ts',
    fileExists: (name) => name === fileName,
    readFile: (name) => (name === fileName ? text : undefined),
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  try {
    const { spans } = service.getEncodedSyntacticClassifications(fileName, { start: 0, length: text.length });
    const merged: [start: number, length: number, kind: number][] = [];
    for (let index = 0; index < spans.length; index += 3) {
      const [start, length, classification] = spans.slice(index, index + 3) as [number, number, number];
      const kind = kindOfClassification.get(classification);
      if (kind === undefined) continue;
      const kindIndex = tokenKinds.indexOf(kind);
      const last = merged.at(-1);
      const lastEnd = last ? last[0] + last[1] : 0;
      // The classifier reports the text after a TSDoc tag (`@param name …`) twice, overlapping: keep only what
      // comes after the stretch already taken, so the spans stay in order and never overlap.
      const from = Math.max(start, lastEnd);
      const to = start + length;
      if (to <= from) continue;
      if (last && last[2] === kindIndex && lastEnd === from) last[1] += to - from;
      else merged.push([from, to - from, kindIndex]);
    }
    const result = merged.flat();
    return result;
  } finally {
    service.dispose();
  }
}

/** Every module a file imports, statically or with `import()`, as written (`react`, `./cn`). */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The npm package a bare import names: `@radix-ui/react-slider/dist/x` is `@radix-ui/react-slider`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
