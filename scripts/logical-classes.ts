import ts from 'typescript';

/*
 * Tailwind classes that name a physical side (`ml-2`, `left-0`, `rounded-r-md`, `text-left`) are wrong in a page
 * read right to left. The kit, its examples and the site write logical ones (`ms-2`, `start-0`, `rounded-e-md`,
 * `text-start`); a horizontal translate comes with its `rtl:` twin, the way the shadcn CLI writes it for an app
 * with `"rtl": true`. This finds the classes that break that rule, in every string of a file.
 */

/** A class's last part (after its variants, `md:` `rtl:` `group-data-[x]:`) that names a physical side. */
const physicalPatterns: readonly { pattern: RegExp; logical: string }[] = [
  { pattern: /^-?(scroll-)?[mp][lr]-/, logical: 'ms- me- ps- pe- (scroll-ms-…)' },
  { pattern: /^-?(left|right)-(\d|\[|\(|px$|full$|auto$)/, logical: 'start- end-' },
  { pattern: /^inset-[lr]-/, logical: 'start- end-' },
  { pattern: /^rounded-(l|r|tl|tr|bl|br)(-|$)/, logical: 'rounded-s- rounded-e- rounded-ss-…' },
  { pattern: /^border-[lr](-|$)/, logical: 'border-s border-e' },
  { pattern: /^(text|float|clear)-(left|right)$/, logical: 'text-start, float-start…' },
  { pattern: /^origin-(top-|bottom-)?(left|right)$/, logical: 'origin-top-start…' },
  { pattern: /^(space|divide)-x-/, logical: 'gap-x, or an rtl:…-reverse twin' },
  { pattern: /^cursor-[ew]-resize$/, logical: 'cursor-ew-resize' },
  { pattern: /^bg-(gradient|linear)-to-(l|r|tl|tr|bl|br)$/, logical: 'an rtl: twin, rtl:bg-gradient-to-l' },
];

export interface PhysicalClass {
  /** The class as written, variants included. */
  className: string;
  /** 1-based line of the string it is in. */
  line: number;
  /** What to write instead. */
  logical: string;
}

/** A class split into its variants (`rtl`, `md`, `group-data-[x]`) and the utility itself. */
function splitVariants(className: string): { variants: string[]; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of className) {
    if (char === '[' || char === '(') depth += 1;
    if (char === ']' || char === ')') depth -= 1;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return { variants: parts, utility: current.replace(/^!/, '') };
}

/** The physical classes in one string of classes, with the translate-x rule: each needs its `rtl:` twin. */
export function physicalClassesIn(text: string): { className: string; logical: string }[] {
  const classes = text.split(/\s+/).filter(Boolean);
  const found: { className: string; logical: string }[] = [];
  for (const className of classes) {
    const { variants, utility } = splitVariants(className);
    if (variants.includes('rtl') || variants.includes('ltr')) continue;
    const gradient = /^bg-(gradient|linear)-to-(.+)$/.exec(utility);
    if (gradient && classes.some((other) => /^rtl:(.*:)?bg-(gradient|linear)-to-/.test(other))) continue;
    const physical = physicalPatterns.find(({ pattern }) => pattern.test(utility));
    if (physical) {
      found.push({ className, logical: physical.logical });
      continue;
    }
    const translate = /^(-?)translate-x-(.+)$/.exec(utility);
    if (translate && translate[2] !== '0') {
      const mirrored = ['rtl', ...variants, `${translate[1] ? '' : '-'}translate-x-${translate[2]}`].join(
        ':',
      );
      if (!classes.includes(mirrored)) {
        found.push({ className, logical: `its rtl: twin, ${mirrored}` });
      }
    }
  }
  return found;
}

/** Every physical class in a TypeScript or TSX file's strings (literals and template parts). */
export function physicalClassesInSource(fileName: string, text: string): PhysicalClass[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: PhysicalClass[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      for (const hit of physicalClassesIn(node.text)) found.push({ ...hit, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
