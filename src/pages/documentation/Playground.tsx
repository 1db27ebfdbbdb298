import { Component, startTransition, useId, useMemo, useState, type ReactNode } from 'react';
import { Radio } from '../../kit/choice';
import { DirectionProvider } from '../../kit/direction';
import { FieldLabel, Input } from '../../kit/input';
import { Switch } from '../../kit/switch';
import { usePageQuery } from '../../shell/pageAddress';
import { CopyButton } from '../shared/Copyable';
import { codeBlock } from '../shared/proseClasses';
import type { ApiPart } from './docTypes';
import type { LoadedPlayground } from './loaders';
import {
  optionLabel,
  playgroundControls,
  playgroundJsx,
  previewProps,
  readAddress,
  valueOf,
  writeAddress,
  type Control,
  type ControlValue,
  type ControlValues,
  type PreviewSettings,
} from './playgroundModel';

/** Shows what went wrong in the preview (a number a prop cannot take) instead of losing the page. */
class PreviewBoundary extends Component<
  { setup: string; children: ReactNode },
  { error: Error | null; setup: string }
> {
  state = { error: null as Error | null, setup: this.props.setup };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { setup: string },
    state: { error: Error | null; setup: string },
  ): { error: Error | null; setup: string } | null {
    // A new setup gets a new try.
    return props.setup === state.setup ? null : { error: null, setup: props.setup };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="text-sm">
        <strong>This setup cannot be shown:</strong> {this.state.error.message}
      </p>
    );
  }
}

const settingChoices = {
  dir: [
    ['ltr', 'Left to right'],
    ['rtl', 'Right to left'],
  ],
  theme: [
    ['light', 'Light'],
    ['dark', 'Dark'],
  ],
} as const;

/** A group of radios, named by its legend: a choice control, or one of the preview's settings. */
function Choice({
  legend,
  options,
  value,
  onChange,
}: {
  legend: ReactNode;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(([option, label]) => (
          <Radio
            key={option}
            name={name}
            label={label}
            checked={value === option}
            onChange={() => onChange(option)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ControlField({
  control,
  value,
  onChange,
}: {
  control: Control;
  value: ControlValue;
  onChange: (value: ControlValue) => void;
}) {
  const id = useId();
  const name = <code className="font-mono">{control.name}</code>;
  if (control.kind === 'choice') {
    return (
      <Choice
        legend={name}
        options={control.options.map(
          (option) => [option, option === '' ? 'not set' : optionLabel(option)] as const,
        )}
        value={String(value)}
        onChange={onChange}
      />
    );
  }
  if (control.kind === 'switch') {
    return (
      <div className="flex items-center gap-3">
        <Switch id={id} checked={value === true} onCheckedChange={(checked) => onChange(checked)} />
        <label htmlFor={id} className="text-sm font-semibold">
          {name}
        </label>
      </div>
    );
  }
  return (
    <div>
      <FieldLabel htmlFor={id}>{name}</FieldLabel>
      <Input
        id={id}
        type="text"
        inputMode={control.kind === 'number' ? 'decimal' : undefined}
        autoComplete="off"
        spellCheck={false}
        value={String(value)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The page's own direction and theme: where the preview starts when the address does not say. */
function pageSettings(): Required<PreviewSettings> {
  const root = document.documentElement;
  return {
    dir: root.dir === 'rtl' ? 'rtl' : 'ltr',
    theme: root.classList.contains('dark') ? 'dark' : 'light',
  };
}

/**
 * A kit component's playground: its live preview, a control for each prop its API table documents that a control
 * can set, the props that stay fixed and why, and the JSX of the setup with the props that differ from their
 * defaults, with Copy. The setup lives in the address, so a link shows the same. The controls are the kit's own
 * radios, switches and fields; each says its own change, and nothing else speaks.
 */
export function Playground({
  slug,
  api,
  Preview,
  fixedProps,
  shape,
}: { slug: string; api: readonly ApiPart[] } & LoadedPlayground) {
  const part = api.find((candidate) => candidate.name === shape.part);
  if (!part)
    throw new Error(`The playground of ${slug} sets ${shape.part}, which ${slug}'s API does not document.`);
  const { controls, fixed } = useMemo(
    () => playgroundControls(part.rows, shape, fixedProps),
    [part, shape, fixedProps],
  );
  const [query, replaceQuery] = usePageQuery();
  // Read from the address once; from then on the controls lead and the address follows.
  const [start] = useState(() => readAddress(query, controls));
  const [values, setValues] = useState<ControlValues>(start.values);
  const [settings, setSettings] = useState<PreviewSettings>(start.settings);
  const shown = { ...pageSettings(), ...settings };
  const headingId = useId();

  const update = (nextValues: ControlValues, nextSettings: PreviewSettings) => {
    setValues(nextValues);
    setSettings(nextSettings);
    // The address follows in a transition: the preview is painted first.
    startTransition(() => {
      replaceQuery(writeAddress(query, controls, nextValues, nextSettings));
    });
  };

  let props: Record<string, unknown> = {};
  let problem: string | null = null;
  try {
    props = previewProps(controls, values);
  } catch (error) {
    problem = (error as Error).message;
  }
  const jsx = playgroundJsx(shape, props);
  const setup = JSON.stringify([props, shown]);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        {/* A region of its own: a menu or tooltip of the preview opens inside it, in its direction and theme. */}
        <section
          aria-label="Preview"
          dir={shown.dir}
          className={`${shown.theme} flex min-h-40 items-center justify-center self-start rounded-pk-card border border-pk-border bg-pk-paper p-6 text-pk-ink`}
        >
          <DirectionProvider dir={shown.dir}>
            <div className="w-full max-w-xl">
              {problem ? (
                <p className="text-sm">
                  <strong>This setup cannot be shown:</strong> {problem}
                </p>
              ) : (
                <PreviewBoundary setup={setup}>
                  {/* A new setup makes it anew, so a default (defaultOpen, defaultChecked) takes effect. */}
                  <Preview key={setup} {...props} />
                </PreviewBoundary>
              )}
            </div>
          </DirectionProvider>
        </section>
        <div
          role="group"
          aria-labelledby={headingId}
          data-slot="playground-controls"
          className="flex flex-col gap-5"
        >
          <h3 id={headingId} className="text-base font-bold">
            Controls
          </h3>
          {controls.length === 0 && (
            <p className="text-sm text-pk-muted">No prop of {part.name} takes a control.</p>
          )}
          {controls.map((control) => (
            <ControlField
              key={control.name}
              control={control}
              value={valueOf(control, values)}
              onChange={(value) => update({ ...values, [control.name]: value }, settings)}
            />
          ))}
          <Choice
            legend="Direction"
            options={settingChoices.dir}
            value={shown.dir}
            onChange={(dir) => update(values, { ...settings, dir: dir as 'ltr' | 'rtl' })}
          />
          <Choice
            legend="Theme"
            options={settingChoices.theme}
            value={shown.theme}
            onChange={(theme) => update(values, { ...settings, theme: theme as 'light' | 'dark' })}
          />
        </div>
      </div>
      {start.problems.length > 0 && (
        <ul className="list-disc ps-5 text-sm">
          {start.problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <div className="rounded-pk-card border border-pk-border bg-pk-code-bg">
        <pre dir="ltr" className={codeBlock} data-slot="playground-jsx">
          <code>{jsx}</code>
        </pre>
        <CopyButton text={jsx} label="the playground's JSX" className="border-t border-pk-border px-4 py-2">
          Copy <span className="sr-only">the playground&rsquo;s JSX</span>
        </CopyButton>
      </div>
      {fixed.length > 0 && (
        <div>
          <h3 className="text-base font-bold">Fixed props</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {fixed.map(({ name, value, why }) => (
              <li key={name}>
                <code className="font-mono font-semibold">{name}</code>:{' '}
                <code className="font-mono">{value}</code> <span className="text-pk-muted">({why})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
