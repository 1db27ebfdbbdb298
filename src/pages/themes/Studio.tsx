import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../kit/button';
import { Radio } from '../../kit/choice';
import { FieldLabel, Input } from '../../kit/input';
import { Slider } from '../../kit/slider';
import { setSiteBrand, useSiteBrand } from '../../shell/brand';
import type { BrandOption } from '../../palette/solve';
import type { Vision } from '../../palette/vision';
import { brandColourHex, solveTheme, type SolvedTheme } from '../../palette/solve';
import {
  brandOptions,
  paperKitChoices,
  radiusRange,
  checkColours,
  studioFromAddress,
  studioPresets,
  studioSearch,
  themeVariables,
  type StudioChoices,
} from '../../palette/studio';
import { LogoColours } from './LogoColours';
import { ThemeExport } from './ThemeExport';
import { ThemeImport } from './ThemeImport';
import { ThemePane } from './ThemePreview';
import { ThemeReport } from './ThemeReport';
import { useSettled, useStages } from './useSettled';
import { VisionControl, visionStyle } from './VisionPreview';

/** The colour as the native picker takes it: six-digit hex. */
function pickerValue(option: BrandOption, colour: string): string {
  try {
    return brandColourHex(option, colour);
  } catch {
    return '#000000';
  }
}

/** One brand colour: a text field for any CSS colour syntax, a native picker beside it, and its error. */
function ColourField({
  option,
  label,
  hint,
  value,
  goodValue,
  error,
  onChange,
}: {
  option: BrandOption;
  label: string;
  hint: string;
  value: string;
  goodValue: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // An error shows once the visitor leaves the field (or at once, for a link's colour), not at every key of a
  // colour half typed; once shown, it follows each key, and goes as soon as the colour reads.
  const [punish, setPunish] = useState(true);
  const shownError = punish ? error : undefined;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Input
            id={id}
            value={value}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => {
              setPunish(shownError !== undefined);
              onChange(event.target.value);
            }}
            onBlur={() => setPunish(true)}
            validation={shownError ? 'danger' : undefined}
            message={shownError ?? hint}
          />
        </div>
        <input
          type="color"
          aria-label={`${label}: pick a colour`}
          value={pickerValue(option, goodValue)}
          onChange={(event) => onChange(event.target.value)}
          className="pk-focus-ring h-10 w-12 shrink-0 cursor-pointer rounded-[4px] border-2 border-pk-border-strong bg-pk-surface p-0.5"
        />
      </div>
    </div>
  );
}

/**
 * The studio: the brand's colours, radius and strictness in, a live preview of both solved themes, the contrast
 * report and the exports out. The address holds the choices.
 */
export function Studio({
  search: addressSearch,
  replaceSearch,
}: {
  /** The address's query when the studio opened, and after. */
  search: string;
  /** Replaces the address's query without a new history entry. */
  replaceSearch: (search: string) => void;
}) {
  // The choices as typed, each colour's last good value (what the theme is solved from), the colours' errors, and
  // what the address held that could not be read.
  const [studio, setStudio] = useState(() => studioFromAddress(addressSearch));
  const { choices, good, errors, addressErrors } = studio;
  const setChoices = (next: (current: StudioChoices) => StudioChoices) =>
    setStudio((current) => {
      const nextChoices = next(current.choices);
      return { ...current, choices: nextChoices, ...checkColours(nextChoices.colours, current.good) };
    });
  const [status, setStatus] = useState('');
  const [vision, setVision] = useState<Vision>('normal');

  const solved: SolvedTheme = useMemo(
    () => solveTheme({ ...good, strictness: choices.strictness }),
    [good, choices.strictness],
  );
  const variables = useMemo(
    () => ({
      light: themeVariables(solved.light, choices.radius),
      dark: themeVariables(solved.dark, choices.radius),
    }),
    [solved, choices.radius],
  );
  // The preview answers each key; the report and the exports are long, and follow once the typing pauses.
  const settledSolved = useSettled(solved, 300);
  const settledRadius = useSettled(choices.radius, 300);
  // What the theme is solved from, for the tokens file.
  const solvedFrom = useMemo(
    () => ({ colours: good, radius: choices.radius, strictness: choices.strictness }),
    [good, choices.radius, choices.strictness],
  );
  const settledChoices = useSettled(solvedFrom, 300);
  // Drawn a piece per task as the studio arrives: the form, each pane, the report, the exports.
  const stage = useStages(4);

  // The address follows the choices once they settle, so a link restores them; it replaces the entry, keeping
  // Back for leaving. (Written at each key, it would have the router draw the page again at each key.)
  const settledSearch = useSettled(studioSearch(choices, addressSearch), 400);
  // The address changed under the studio (Back, or a link to another theme while it is open): it takes the new
  // choices. Its own writes come back as the address it asked for, and change nothing.
  const [seenAddress, setSeenAddress] = useState(addressSearch);
  if (addressSearch !== seenAddress) {
    setSeenAddress(addressSearch);
    if (addressSearch !== settledSearch) setStudio(studioFromAddress(addressSearch));
  }
  useEffect(() => {
    if (settledSearch !== addressSearch) replaceSearch(settledSearch);
  }, [settledSearch, addressSearch, replaceSearch]);

  const setColour = (option: BrandOption, value: string) =>
    setChoices((current) => ({ ...current, colours: { ...current.colours, [option]: value } }));
  const applyPreset = (name: string, next: StudioChoices) => {
    setChoices(() => next);
    setStatus(`${name} applied.`);
  };

  const brandOnSite = useSiteBrand();
  const thisBrand = JSON.stringify(variables);
  const radiusLabelId = useId();
  const strictnessName = useId();

  return (
    <>
      <section aria-labelledby="studio-brand" className="mt-12">
        <h2 id="studio-brand" className="text-2xl font-bold tracking-tight">
          Your brand
        </h2>
        <div role="group" aria-labelledby="studio-presets" className="mt-6 flex flex-wrap items-center gap-3">
          <span id="studio-presets" className="text-sm font-semibold">
            Presets
          </span>
          {studioPresets.map((preset) => (
            <Button
              key={preset.name}
              size="sm"
              shape="round"
              variant="outline"
              color="primary"
              onClick={() => applyPreset(preset.name, preset.choices)}
            >
              {preset.name}
            </Button>
          ))}
        </div>
        <ThemeImport onImport={(next) => setChoices(() => next)} />
        <div className="mt-8 grid gap-6 sm:grid-cols-2 pk-lg:grid-cols-3">
          {brandOptions.map(({ option, label, hint }) => (
            <ColourField
              key={option}
              option={option}
              label={label}
              hint={hint}
              value={choices.colours[option]}
              goodValue={good[option]}
              error={errors[option]}
              onChange={(value) => setColour(option, value)}
            />
          ))}
        </div>
        <LogoColours
          onUse={(colours) =>
            setChoices((current) => ({ ...current, colours: { ...current.colours, ...colours } }))
          }
        />
        <div className="mt-8 grid gap-8 sm:grid-cols-2">
          <div className="flex flex-col gap-4">
            <span id={radiusLabelId} className="text-sm font-semibold">
              Card corner radius, in pixels
            </span>
            <div className="flex items-center gap-4">
              <Slider
                aria-labelledby={radiusLabelId}
                min={radiusRange.min}
                max={radiusRange.max}
                step={radiusRange.step}
                value={[choices.radius]}
                onValueChange={([radius]) =>
                  setChoices((current) => ({ ...current, radius: radius ?? current.radius }))
                }
              />
              <span className="w-14 shrink-0 text-end text-sm text-pk-muted">{choices.radius} px</span>
            </div>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">Contrast level</legend>
            <Radio
              name={strictnessName}
              label="AA: text 4.5:1, large text 3:1"
              checked={choices.strictness === 'AA'}
              onChange={() => setChoices((current) => ({ ...current, strictness: 'AA' }))}
            />
            <Radio
              name={strictnessName}
              label="AAA: text 7:1, large text 4.5:1"
              checked={choices.strictness === 'AAA'}
              onChange={() => setChoices((current) => ({ ...current, strictness: 'AAA' }))}
            />
          </fieldset>
        </div>
        {addressErrors.length > 0 && (
          <ul className="mt-6 text-sm font-medium text-pk-danger-text">
            {addressErrors.map((error) => (
              <li key={error.param}>The link&rsquo;s {error.message}; it was ignored.</li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Button
            color="primary"
            shape="round"
            onClick={() => {
              setSiteBrand(variables);
              setStatus('The site now uses this theme, on every page and every visit.');
            }}
          >
            Use on this site
          </Button>
          {brandOnSite && (
            <Button
              color="default"
              variant="outline"
              shape="round"
              onClick={() => {
                setSiteBrand(null);
                setStatus('The site is back to Paper Kit’s theme.');
              }}
            >
              Reset the site&rsquo;s theme
            </Button>
          )}
          <Button variant="outline" shape="round" onClick={() => applyPreset('Paper Kit', paperKitChoices)}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <p role="status" className="text-sm text-pk-muted">
            {status}
          </p>
        </div>
        <p className="mt-3 text-sm text-pk-muted">
          {brandOnSite === null
            ? 'The site shows Paper Kit’s theme.'
            : brandOnSite === thisBrand
              ? 'The site shows this theme.'
              : 'The site shows a theme you chose earlier.'}
        </p>
      </section>

      <section aria-labelledby="studio-preview" className="mt-16">
        <h2 id="studio-preview" className="text-2xl font-bold tracking-tight">
          Preview
        </h2>
        <VisionControl vision={vision} onChange={setVision} />
        <div
          className="mt-6 grid gap-6 forced-colors:filter-none pk-lg:grid-cols-2"
          style={visionStyle(vision)}
        >
          {stage >= 1 && <ThemePane colorScheme="light" variables={variables.light} />}
          {stage >= 2 && <ThemePane colorScheme="dark" variables={variables.dark} />}
        </div>
      </section>

      {stage >= 3 && <ThemeReport solved={settledSolved} />}
      {stage >= 4 && <ThemeExport solved={settledSolved} radius={settledRadius} choices={settledChoices} />}
    </>
  );
}
