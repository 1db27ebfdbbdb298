import type { CDPSession, Locator, Page } from '@playwright/test';

/*
 * What a screen reader says, worked out from Chromium's own accessibility tree (through the DevTools protocol) and
 * the page's live regions, the way NVDA or JAWS speak as focus moves and things change:
 *
 * - when focus moves: each named container it enters (a dialog, a grid, a group, a menu, a landmark…), outermost
 *   first, then the focused control: "role, name, states, value, description";
 * - when focus stays but its control changes: only what changed ("on", "41", "expanded", a new name);
 * - then whatever the page's live regions said meanwhile (a region in an inert or hidden part says nothing).
 *
 * It is a model, not a screen reader: enough to pin down what a visitor hears after each key, and to catch a name
 * that states a state, a change said twice or said not at all.
 */

interface AxValue {
  value?: unknown;
}

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: AxValue;
  name?: AxValue;
  value?: AxValue;
  description?: AxValue;
  properties?: { name: string; value: AxValue }[];
  parentId?: string;
  backendDOMNodeId?: number;
}

/** A focused control as spoken: its parts, and the containers it sits in (outermost first). */
interface Focused {
  id: number | null;
  role: string;
  name: string;
  states: string[];
  value: string;
  description: string;
  containers: { id: number; phrase: string }[];
}

const spokenRoles: Record<string, string> = {
  radio: 'radio button',
  textbox: 'edit',
  menuitem: 'menu item',
  menuitemcheckbox: 'menu item',
  menuitemradio: 'menu item',
  alertdialog: 'dialog',
};

/** The containers a screen reader names as focus enters them. */
const containerRoles = new Set([
  'dialog',
  'alertdialog',
  'grid',
  'group',
  'radiogroup',
  'menu',
  'menubar',
  'listbox',
  'tablist',
  'navigation',
  'region',
  'form',
  'search',
  'toolbar',
]);

const text = (value: AxValue | undefined) => (value?.value === undefined ? '' : String(value.value)).trim();

function property(node: AxNode, name: string): string | undefined {
  const found = node.properties?.find((candidate) => candidate.name === name);
  return found ? text(found.value) : undefined;
}

/** The states a screen reader says for a node, in a fixed order. */
function statesOf(node: AxNode, role: string): string[] {
  const states: string[] = [];
  const checked = property(node, 'checked');
  if (checked !== undefined) {
    if (role === 'switch') states.push(checked === 'true' ? 'on' : 'off');
    else states.push(checked === 'true' ? 'checked' : checked === 'mixed' ? 'half checked' : 'not checked');
  }
  const pressed = property(node, 'pressed');
  if (pressed !== undefined) states.push(pressed === 'true' ? 'pressed' : 'not pressed');
  const expanded = property(node, 'expanded');
  if (expanded !== undefined) states.push(expanded === 'true' ? 'expanded' : 'collapsed');
  if (property(node, 'selected') === 'true') states.push('selected');
  if (property(node, 'disabled') === 'true') states.push('unavailable');
  if (property(node, 'readonly') === 'true') states.push('read only');
  if (property(node, 'required') === 'true') states.push('required');
  const invalid = property(node, 'invalid');
  if (invalid !== undefined && invalid !== 'false') states.push('invalid entry');
  return states;
}

function roleOf(node: AxNode): string {
  const role = text(node.role);
  const described = property(node, 'roledescription');
  return described || spokenRoles[role] || role;
}

function phraseOf(parts: {
  role: string;
  name: string;
  states: string[];
  value: string;
  description: string;
}) {
  const value = parts.value === parts.name ? '' : parts.value;
  return [parts.role, parts.name, ...parts.states, value, parts.description].filter(Boolean).join(', ');
}

/** Listens to a page as a screen reader would. Call `start` once the page has loaded. */
export class Listener {
  private client: CDPSession | null = null;
  private last: Focused | null = null;

  constructor(private readonly page: Page) {}

  /** Connects to the page's accessibility tree and starts recording its live regions. */
  async start(): Promise<void> {
    this.client = await this.page.context().newCDPSession(this.page);
    await this.client.send('DOM.enable');
    await this.client.send('Accessibility.enable');
    await this.page.evaluate(() => {
      const live = '[aria-live], [role="status"], [role="alert"], [role="log"], output';
      const heard: string[] = [];
      (window as unknown as { __heard: string[] }).__heard = heard;
      const regionOf = (node: Node | null): Element | null => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        const region = element?.closest(live) ?? null;
        if (!region || region.getAttribute('aria-live') === 'off') return null;
        if (region.closest('[inert], [aria-hidden="true"]')) return null;
        return region;
      };
      new MutationObserver((mutations) => {
        const changed = new Set<Element>();
        for (const mutation of mutations) {
          const region = regionOf(mutation.target);
          if (region) changed.add(region);
        }
        for (const region of changed) {
          const said = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (said && region.checkVisibility({ visibilityProperty: true })) heard.push(said);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    this.last = await this.focused();
  }

  private async send<T>(method: string, params?: object): Promise<T> {
    if (!this.client) throw new Error('Listener: call start() first');
    return (await this.client.send(method as never, params as never)) as T;
  }

  /** The focused element as the accessibility tree has it, and the named containers around it. */
  private async focused(): Promise<Focused> {
    const { result } = await this.send<{ result: { objectId?: string } }>('Runtime.evaluate', {
      expression: 'document.activeElement',
    });
    if (!result.objectId)
      return { id: null, role: '', name: '', states: [], value: '', description: '', containers: [] };
    const { node } = await this.send<{ node: { backendNodeId: number } }>('DOM.describeNode', {
      objectId: result.objectId,
    });
    const { nodes } = await this.send<{ nodes: AxNode[] }>('Accessibility.getPartialAXTree', {
      backendNodeId: node.backendNodeId,
      fetchRelatives: true,
    });
    const byId = new Map(nodes.map((candidate) => [candidate.nodeId, candidate]));
    const self = nodes.find((candidate) => candidate.backendDOMNodeId === node.backendNodeId);
    if (!self)
      return {
        id: node.backendNodeId,
        role: '',
        name: '',
        states: [],
        value: '',
        description: '',
        containers: [],
      };
    const containers: Focused['containers'] = [];
    for (let parent = byId.get(self.parentId ?? ''); parent; parent = byId.get(parent.parentId ?? '')) {
      const role = text(parent.role);
      const name = text(parent.name);
      if (parent.ignored || !containerRoles.has(role) || !name || parent.backendDOMNodeId === undefined)
        continue;
      const phrase =
        role === 'dialog' || role === 'alertdialog'
          ? [roleOf(parent), name, text(parent.description)].filter(Boolean).join(', ')
          : `${roleOf(parent)}, ${name}`;
      containers.unshift({ id: parent.backendDOMNodeId, phrase });
    }
    // The protocol's tree leaves out aria-current, which screen readers say ("current page"): read from the element.
    const { result: current } = await this.send<{ result: { value?: string | null } }>(
      'Runtime.callFunctionOn',
      {
        objectId: result.objectId,
        functionDeclaration: "function () { return this.getAttribute('aria-current'); }",
        returnByValue: true,
      },
    );
    const currentState =
      current.value && current.value !== 'false'
        ? [current.value === 'true' ? 'current' : `current ${current.value}`]
        : [];
    return {
      id: node.backendNodeId,
      role: roleOf(self),
      name: text(self.name),
      states: [...statesOf(self, text(self.role)), ...currentState],
      value: text(self.value),
      description: text(self.description),
      containers,
    };
  }

  private async heard(): Promise<string[]> {
    return this.page.evaluate(() => {
      const store = window as unknown as { __heard: string[] };
      return store.__heard.splice(0);
    });
  }

  /** What is said once the page has settled after something happened. */
  private async settle(before: Focused | null): Promise<string[]> {
    // Long enough for focus to land after a dialog closes and for a debounced status to be written.
    await this.page.waitForTimeout(300);
    const after = await this.focused();
    this.last = after;
    const spoken: string[] = [];
    if (!before || before.id !== after.id) {
      const known = new Set(before?.containers.map((container) => container.id));
      for (const container of after.containers) if (!known.has(container.id)) spoken.push(container.phrase);
      if (after.id !== null) spoken.push(phraseOf(after));
    } else {
      if (after.name !== before.name) spoken.push(after.name);
      spoken.push(...after.states.filter((state) => !before.states.includes(state)));
      if (after.value !== before.value && after.value) spoken.push(after.value);
      if (after.description !== before.description && after.description) spoken.push(after.description);
    }
    spoken.push(...(await this.heard()));
    return spoken;
  }

  /** Moves focus to `target` (as Tab would arrive there) and gives what is said. */
  async focus(target: Locator): Promise<string[]> {
    await this.heard();
    const before = this.last;
    await target.focus();
    return this.settle(before);
  }

  /** Presses a key (`Space`, `Shift+Tab`) on whatever has focus and gives what is said. */
  async press(key: string): Promise<string[]> {
    await this.heard();
    const before = await this.focused();
    await this.page.keyboard.press(key);
    return this.settle(before);
  }
}

/** The words of a phrase that say what a thing is or what state it is in, not what it is called or holds. */
const grammar =
  /^(button|checkbox|radio button|switch|slider|tab|link|edit|menu item|heading|region|group|dialog|grid|navigation|tablist|menu|carousel|slide|on|off|checked|not checked|half checked|pressed|not pressed|expanded|collapsed|selected|unavailable|read only|required|invalid entry|current.*)$/;

/**
 * What one moment's speech says more than once: a phrase given twice, or a name, value or text that two phrases
 * both give (a slider's "41" and a live region's "41"). Role and state words do not count: two containers are
 * both a "region".
 */
export function saidTwice(spoken: string[]): string[] {
  const repeated: string[] = [];
  const contentOf = (phrase: string) => phrase.split(', ').filter((part) => !grammar.test(part));
  spoken.forEach((phrase, index) => {
    for (const other of spoken.slice(index + 1)) {
      const shared = contentOf(phrase).filter((part) => contentOf(other).includes(part));
      if (phrase === other || shared.length > 0) repeated.push(`"${phrase}" and "${other}"`);
    }
  });
  return repeated;
}

/**
 * Everything the accessibility tree still exposes outside `inside` (a dialog's layer): what a screen reader's
 * reading cursor could reach behind an open modal. Empty when the page behind is shut off.
 */
export async function exposedOutside(page: Page, inside: Locator): Promise<string[]> {
  await inside.evaluate((element) => element.setAttribute('data-speech-inside', ''));
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('Accessibility.enable');
    const { nodes } = (await client.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const exposed: string[] = [];
    for (const node of nodes) {
      const role = text(node.role);
      if (node.ignored || node.backendDOMNodeId === undefined) continue;
      if (['RootWebArea', 'generic', 'none', 'InlineTextBox', 'LineBreak'].includes(role)) continue;
      const { object } = (await client.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as {
        object: { objectId?: string };
      };
      if (!object.objectId) continue;
      const { result } = (await client.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration:
          "function () { const element = this.nodeType === 1 ? this : this.parentElement; return Boolean(element && element.closest('[data-speech-inside]')); }",
        returnByValue: true,
      })) as { result: { value: boolean } };
      if (!result.value) exposed.push(`${role}${text(node.name) ? ` "${text(node.name)}"` : ''}`);
    }
    return exposed;
  } finally {
    await client.detach();
    await inside.evaluate((element) => element.removeAttribute('data-speech-inside')).catch(() => undefined);
  }
}
