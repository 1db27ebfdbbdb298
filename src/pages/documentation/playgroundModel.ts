import type { ApiRow, PlaygroundShape } from './docTypes';

/**
 * The playground's logic, apart from React: which of a component's documented props get a control and which stay
 * fixed, how a control's value becomes a prop and a JSX attribute, and how the whole setup is kept in the address.
 * Everything comes from the API rows the page's table shows (`scripts/kit-api.ts`) and the record's playground shape
 * (`scripts/playground-shape.ts`).
 */

/** A control: a choice for a union of literals, a switch for a boolean, a field for a string or a number. */
export type Control =
  | { kind: 'choice'; name: string; description: string; options: string[]; initial: string }
  | { kind: 'switch'; name: string; description: string; initial: boolean }
  | { kind: 'text' | 'number'; name: string; description: string; initial: string };

/** A prop the playground does not set, with what it is (`"Volume"`, "not set") and why. */
export interface FixedProp {
  name: string;
  value: string;
  why: string;
}

/** A control's value: an option's source text (`'lg'`), a switch's state, or a field's text. */
export type ControlValue = string | boolean;

/** The value each control has now, by prop name; a control missing here has its initial value. */
export type ControlValues = Record<string, ControlValue>;

const capitalised = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/** `'lg'` for `'lg'`, as an option is written; `lg` is how the address and the radios' labels say it. */
export const optionLabel = (option: string) => option.replace(/^'(.*)'$/, '$1');

/** The controls and the fixed props of the part a playground sets, from its API rows. */
export function playgroundControls(
  rows: readonly ApiRow[],
  shape: PlaygroundShape,
  fixedProps: Record<string, string> = {},
): { controls: Control[]; fixed: FixedProp[] } {
  const controls: Control[] = [];
  const fixed: FixedProp[] = shape.written.map(({ name, value }) => ({
    name,
    value,
    why: 'written in the JSX',
  }));
  const names = new Set(rows.map((row) => row.name));
  for (const row of rows) {
    const { name, type, description } = row;
    if (shape.written.some((written) => written.name === name)) continue;
    const initial = row.defaultValue;
    const notSet = initial ?? 'not set';
    const reason = fixedProps[name];
    // A controlled prop comes with its handler: `open` with `onOpenChange`, a native `checked` with `onChange`.
    const handler = name === 'checked' && names.has('onChange') ? 'onChange' : `on${capitalised(name)}Change`;
    if (reason) fixed.push({ name, value: notSet, why: reason });
    else if (name === 'dir') fixed.push({ name, value: notSet, why: 'follows the playground’s Direction' });
    else if (names.has(handler)) {
      const uncontrolled = `default${capitalised(name)}`;
      fixed.push({
        name,
        value: notSet,
        why: names.has(uncontrolled)
          ? `kept by the page with ${handler}; the playground sets ${uncontrolled}`
          : `kept by the page with ${handler}`,
      });
    } else if (row.options) {
      // With no default, the first choice is "not set": the component's own behaviour without the prop.
      // In the order the type is written (`'solid' | 'outline' | 'link'`), where it is written out.
      const written = (option: string) => (type.includes(option) ? type.indexOf(option) : type.length);
      const ordered = [...row.options].sort((a, b) => written(a) - written(b));
      const options = initial !== undefined && ordered.includes(initial) ? ordered : ['', ...ordered];
      controls.push({ kind: 'choice', name, description, options, initial: initial ?? '' });
    } else if (type === 'boolean') {
      controls.push({ kind: 'switch', name, description, initial: initial === 'true' });
    } else if (type === 'string' || type === 'number') {
      const text = initial === undefined ? '' : type === 'string' ? optionLabel(initial) : initial;
      controls.push({ kind: type === 'string' ? 'text' : 'number', name, description, initial: text });
    } else {
      fixed.push({
        name,
        value: notSet,
        why: `a ${type.includes('=>') ? 'function' : type}: set it in code`,
      });
    }
  }
  return { controls, fixed };
}

/** A control's current value. */
export function valueOf(control: Control, values: ControlValues): ControlValue {
  return values[control.name] ?? control.initial;
}

/** The controls whose value differs from their initial one: the props the JSX shows and the preview gets. */
export function changedControls(controls: readonly Control[], values: ControlValues): Control[] {
  return controls.filter((control) => valueOf(control, values) !== control.initial);
}

/** A number field's text as a number, or an error that names the prop and the value. */
function numberOf(control: Control, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`${control.name} must be a number; "${text}" is not one.`);
  }
  return value;
}

/** An option's source text as a value: `'lg'` is "lg", `true` is true, `3` is 3. */
function literalValue(option: string): string | number | boolean | undefined {
  if (option === '') return undefined;
  if (option === 'true' || option === 'false') return option === 'true';
  if (/^'.*'$/.test(option)) return optionLabel(option);
  return Number(option);
}

/** The props the preview renders with: only those that differ from their defaults. Throws for a bad number. */
export function previewProps(controls: readonly Control[], values: ControlValues): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const control of changedControls(controls, values)) {
    const value = valueOf(control, values);
    if (control.kind === 'choice') props[control.name] = literalValue(String(value));
    else if (control.kind === 'number') props[control.name] = numberOf(control, String(value));
    else props[control.name] = value;
  }
  return props;
}

/** One JSX attribute, as a developer would write it: `size="lg"`, `block`, `interval={3000}`. */
function attribute(name: string, value: unknown): string {
  if (value === true) return name;
  if (typeof value === 'string')
    return /["\\\n{}]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
  return `${name}={${String(value)}}`;
}

/**
 * The record's playground JSX with the changed props where it spreads `{...props}`: one per line where the spread
 * has a line of its own, side by side where it shares one; nothing at all when no prop has changed.
 */
export function playgroundJsx(shape: PlaygroundShape, props: Record<string, unknown>): string {
  const attributes = Object.entries(props).map(([name, value]) => attribute(name, value));
  const marker = '{...props}';
  return shape.template
    .split('\n')
    .flatMap((line) => {
      if (!line.includes(marker)) return [line];
      if (line.trim() === marker) {
        const indent = line.slice(0, line.indexOf(marker));
        return attributes.map((text) => `${indent}${text}`);
      }
      return [line.replace(` ${marker}`, attributes.map((text) => ` ${text}`).join(''))];
    })
    .join('\n');
}

/** The playground's own settings, beside the props: the preview's direction and theme. */
export interface PreviewSettings {
  dir?: 'ltr' | 'rtl';
  theme?: 'light' | 'dark';
}

const propPrefix = 'p.';
const settingKeys = { dir: 'preview-dir', theme: 'preview-theme' } as const;

/**
 * The setup an address holds (`?component=button&p.size=lg&preview-theme=dark`), and what in it could not be used,
 * each problem naming the prop and the value. Unknown props and values are left out, never guessed.
 */
export function readAddress(
  search: string,
  controls: readonly Control[],
): { values: ControlValues; settings: PreviewSettings; problems: string[] } {
  const params = new URLSearchParams(search);
  const values: ControlValues = {};
  const problems: string[] = [];
  for (const [key, text] of params) {
    if (!key.startsWith(propPrefix)) continue;
    const name = key.slice(propPrefix.length);
    const control = controls.find((candidate) => candidate.name === name);
    if (!control) {
      problems.push(`The address sets "${name}", which has no control here.`);
      continue;
    }
    if (control.kind === 'choice') {
      const option = control.options.find((candidate) => optionLabel(candidate) === text);
      if (option === undefined) {
        const choices = control.options.filter(Boolean).map(optionLabel).join(', ');
        problems.push(`The address sets ${name} to "${text}", which is not one of ${choices}.`);
      } else values[name] = option;
    } else if (control.kind === 'switch') {
      if (text === 'true' || text === 'false') values[name] = text === 'true';
      else problems.push(`The address sets ${name} to "${text}"; it takes true or false.`);
    } else values[name] = text;
  }
  const settings: PreviewSettings = {};
  const dir = params.get(settingKeys.dir);
  if (dir === 'ltr' || dir === 'rtl') settings.dir = dir;
  else if (dir !== null)
    problems.push(`The address sets the preview's direction to "${dir}"; it takes ltr or rtl.`);
  const theme = params.get(settingKeys.theme);
  if (theme === 'light' || theme === 'dark') settings.theme = theme;
  else if (theme !== null)
    problems.push(`The address sets the preview's theme to "${theme}"; it takes light or dark.`);
  return { values, settings, problems };
}

/** The address's query with the setup written in it, every other parameter kept and in its place. */
export function writeAddress(
  search: string,
  controls: readonly Control[],
  values: ControlValues,
  settings: PreviewSettings,
): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.startsWith(propPrefix) || key === settingKeys.dir || key === settingKeys.theme)
      params.delete(key);
  }
  for (const control of changedControls(controls, values)) {
    const value = valueOf(control, values);
    params.set(
      `${propPrefix}${control.name}`,
      control.kind === 'choice' ? optionLabel(String(value)) : String(value),
    );
  }
  if (settings.dir) params.set(settingKeys.dir, settings.dir);
  if (settings.theme) params.set(settingKeys.theme, settings.theme);
  const query = params.toString();
  return query ? `?${query}` : '';
}
