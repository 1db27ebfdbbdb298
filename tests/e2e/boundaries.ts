// The 3:1 boundaries check, run in the page by boundaries.spec.ts on every route and by themes.spec.ts on solved themes.
/*
 * WCAG 1.4.11, non-text contrast: what tells a control apart from the page, and what shows its state, has 3:1
 * against what it sits on. Colours are read from the rendered page (computed styles, blended through any
 * translucent layers), in both themes, on every route.
 *
 * - Controls are buttons (and links dressed as buttons), form fields and the slider's and progress bar's tracks.
 *   A control's boundary is its border, or its fill where it has one; a control with neither a border nor a fill
 *   that differs from the page (a ghost button) is told apart by its text, which axe checks. Plain links, cards
 *   and icon links among them, and cards are told apart by their text or icon too.
 * - A state indicator is measured against the control's own track or the page: the selected tab's underline, the
 *   current page and the current slide's dot, a checked box, the slider's range and a progress bar's fill.
 * - Whatever sits on a picture (the heroes) is left out: its background is not one colour.
 */

export interface Problem {
  what: string;
  ratio: number;
}

/** Runs in the page: every boundary or state indicator below 3:1, with what it is and its ratio. */
export function lowContrastParts(): Problem[] {
  type Rgba = { r: number; g: number; b: number; a: number };
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match?.[1]) return null;
    const [r = 0, g = 0, b = 0, a = 1] = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  const over = (top: Rgba, under: Rgba): Rgba => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const pictures = 'img, picture, video, canvas, svg';
  /** Whether a picture laid out under (not inside) `part` covers its centre, within `area`. */
  const onPicture = (part: Element, area: Element) => {
    const box = part.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    return Array.from(area.querySelectorAll(pictures)).some((picture) => {
      if (part.contains(picture) || picture.closest('[data-slot="button"], button')) return false;
      const frame = picture.getBoundingClientRect();
      return frame.left <= x && x <= frame.right && frame.top <= y && y <= frame.bottom;
    });
  };
  /** The opaque colour an element shows through to, or null where a picture or gradient is behind it. */
  const behind = (element: Element | null, part: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none' || onPicture(part, node)) return null;
      const color = parse(style.backgroundColor);
      if (color && color.a > 0) {
        layers.push(color);
        if (color.a >= 1) break;
      }
    }
    return layers.reverse().reduce((under, layer) => over(layer, under), { r: 255, g: 255, b: 255, a: 1 });
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      !element.closest('[inert], [aria-hidden="true"], .sr-only')
    );
  };
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const slot = element.getAttribute('data-slot') ?? element.getAttribute('role') ?? '';
    const section = element.closest('section[aria-labelledby], nav[aria-label], form[aria-label]');
    const where = section?.getAttribute('aria-label') ?? section?.querySelector('h2')?.textContent ?? '';
    return `${element.tagName.toLowerCase()}${slot ? `[${slot}]` : ''} "${name}"${where ? ` in "${where.trim()}"` : ''}`;
  };
  /** The contrast of a colour painted on an element against what is behind the element. */
  const against = (paint: Rgba | null, background: Rgba) =>
    paint && paint.a > 0 ? contrast(over(paint, background), background) : 0;

  const problems: Problem[] = [];
  const report = (what: string, ratio: number) => {
    if (ratio < 3) problems.push({ what, ratio: Math.round(ratio * 100) / 100 });
  };

  const controls =
    'button, a[data-slot="button"], input:not([type="hidden"]), textarea, select, [role="switch"], [role="slider"], [data-slot="slider-track"], [data-slot="progress"]';
  for (const control of Array.from(document.querySelectorAll(controls))) {
    // Cards (the icon gallery's) are told apart by what they show, as links are.
    if (!shown(control) || control.matches('[data-slot="card"]')) continue;
    // A field inside an input group is drawn by the group's frame.
    const shape = control.closest('[data-slot="input-group"]') ?? control;
    const background = behind(shape.parentElement, shape);
    if (!background) continue;
    const style = getComputedStyle(shape);
    const borderColor = parse(style.borderTopColor);
    const bordered =
      parseFloat(style.borderTopWidth) >= 1 &&
      parseFloat(style.borderBottomWidth) >= 1 &&
      (borderColor?.a ?? 0) > 0;
    const border = bordered ? against(borderColor, background) : 0;
    const fill = against(parse(style.backgroundColor), background);
    // A fill barely different from the page does not draw the control (a hover tint at rest). A button with
    // neither border nor fill is told apart by its text; a field, a box or a track has only its shape.
    const drawsFill = fill >= 1.1;
    const textual = control.matches('button, a') && !control.matches('[role="switch"]');
    if (textual && !bordered && !drawsFill) continue;
    report(`boundary of ${describe(control)}`, Math.max(border, drawsFill ? fill : 0));
  }

  const states: [string, string][] = [
    ['[role="tab"][aria-selected="true"]', 'border-bottom-color'],
    ['[data-slot="pagination-button"][aria-current="page"]', 'background-color'],
    ['[data-slot="carousel-pickers"] [aria-disabled="true"] > span', 'background-color'],
    ['input[type="checkbox"]:checked, input[type="radio"]:checked', 'background-color'],
  ];
  for (const [selector, property] of states) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (!shown(element)) continue;
      const background = behind(element.parentElement, element);
      if (!background) continue;
      const paint = parse(getComputedStyle(element).getPropertyValue(property));
      const border = parse(getComputedStyle(element).borderTopColor);
      const ratio = Math.max(against(paint, background), against(border, background));
      report(`state of ${describe(element)}`, ratio);
    }
  }

  // A range or a fill against its own track; a full bar leaves no empty track to tell it from.
  for (const bar of Array.from(
    document.querySelectorAll('[data-slot="slider-connect"], [data-slot="progress-indicator"]'),
  )) {
    if (!shown(bar) || !bar.parentElement) continue;
    if (bar.getBoundingClientRect().width >= bar.parentElement.clientWidth) continue;
    const track = behind(bar.parentElement, bar);
    if (!track) continue;
    const style = getComputedStyle(bar);
    const edge =
      parseFloat(style.borderInlineEndWidth) >= 2 ? against(parse(style.borderInlineEndColor), track) : 0;
    report(
      `${describe(bar)} against its track`,
      Math.max(against(parse(style.backgroundColor), track), edge),
    );
  }
  return problems;
}
