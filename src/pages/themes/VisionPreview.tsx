import { useId, type CSSProperties } from 'react';
import { Radio } from '../../kit/choice';
import { deficiencies, filterMatrixValues, visionNames, type Vision } from '../../palette/vision';

const visions: readonly Vision[] = ['normal', ...deficiencies];

/** The id of the preview's SVG filter: one studio on a page. */
const filterId = 'studio-vision-filter';

/**
 * The CSS that shows the preview as `vision` sees it: an SVG colour matrix, in linear light, whose numbers are
 * vision.ts's (the ones its unit tests check). Forced colours drop it (`forced-colors:filter-none` on the panes).
 */
export function visionStyle(vision: Vision): CSSProperties | undefined {
  return vision === 'normal' ? undefined : { filter: `url(#${filterId})` };
}

/**
 * "See it as": normal vision or one of four simulated colour vision deficiencies, for both preview panes, with a
 * line that says which is on. The filter is presentation only: the panes' text stays text. In forced colours the
 * system's colours replace the theme's, so the control is hidden and a line says why.
 */
export function VisionControl({ vision, onChange }: { vision: Vision; onChange: (vision: Vision) => void }) {
  const name = useId();
  return (
    <div className="mt-6">
      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-3 forced-colors:hidden">
        <legend className="mb-3 text-sm font-semibold">See it as</legend>
        {visions.map((each) => (
          <Radio
            key={each}
            name={name}
            label={visionNames[each]}
            checked={vision === each}
            onChange={() => onChange(each)}
          />
        ))}
      </fieldset>
      <p aria-live="polite" className="mt-3 text-sm text-pk-muted forced-colors:hidden">
        {vision === 'normal'
          ? 'Both themes as drawn.'
          : `Both themes as seen with ${visionNames[vision].toLowerCase()}, simulated (${
              vision === 'achromatopsia'
                ? 'luminance only'
                : 'Machado, Oliveira and Fernandes 2009, full severity, in linear light'
            }). The text is unchanged.`}
      </p>
      <p className="hidden text-sm forced-colors:block">
        The colour-vision previews are off in forced colours: your system&rsquo;s colours replace the
        theme&rsquo;s.
      </p>
      {vision !== 'normal' && (
        <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
          <filter id={filterId} colorInterpolationFilters="linearRGB">
            <feColorMatrix type="matrix" values={filterMatrixValues(vision)} />
          </filter>
        </svg>
      )}
    </div>
  );
}
