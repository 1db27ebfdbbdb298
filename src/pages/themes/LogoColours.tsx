import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import type { LogoColour } from '../../palette/logo';
import type { BrandOption } from '../../palette/solve';
import { brandOptions } from '../../palette/studio';
import type { LogoResult } from './readLogo';

const accepted = 'image/png,image/jpeg,image/svg+xml,image/webp';
const labelOf = (option: BrandOption) =>
  brandOptions.find((entry) => entry.option === option)?.label ?? option;
const said = (colour: LogoColour) => `${colour.name} ${colour.hex}`;

/**
 * "A brand from its logo": open (or drop) an image, see its dominant colours, and use them as the brand's. The file
 * is read in the browser (./readLogo.ts, loaded when a file is first chosen); nothing is uploaded.
 */
export function LogoColours({ onUse }: { onUse: (colours: Partial<Record<BrandOption, string>>) => void }) {
  const headingId = useId();
  const privacyId = useId();
  const [result, setResult] = useState<LogoResult | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const read = async (file: File | undefined) => {
    if (!file) return;
    // Emptied first, so a second reading of the same file is announced again.
    setStatus('');
    try {
      const { readLogo } = await import('./readLogo');
      const next = await readLogo(file);
      setResult(next);
      setStatus(next.message);
    } catch {
      const message = `${file.name} could not be read: the page's logo reader did not load. Reload the page and try again.`;
      setResult({ ok: false, name: file.name, message });
      setStatus(message);
    } finally {
      // The same file chosen again is read again.
      if (input.current) input.current.value = '';
    }
  };

  const use = (colours: Partial<Record<BrandOption, LogoColour>>) => {
    const entries = Object.entries(colours) as [BrandOption, LogoColour][];
    onUse(Object.fromEntries(entries.map(([option, colour]) => [option, colour.hex])));
    setStatus(
      `${entries.map(([option, colour]) => `${labelOf(option)} is now ${said(colour)}`).join('; ')}.`,
    );
  };

  // The whole group takes a dropped file: a pointer's shortcut, as the button is the way for everyone. (Listened
  // to natively: a drop target is not a control, and has no role of its own.)
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = group.current;
    if (!element) return;
    const over = (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    };
    const leave = () => setDragging(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      void read(event.dataTransfer?.files[0]);
    };
    element.addEventListener('dragover', over);
    element.addEventListener('dragleave', leave);
    element.addEventListener('drop', drop);
    return () => {
      element.removeEventListener('dragover', over);
      element.removeEventListener('dragleave', leave);
      element.removeEventListener('drop', drop);
    };
  });

  const reading = result?.ok ? result.reading : null;
  const suggested = reading ? (Object.entries(reading.suggestion) as [BrandOption, LogoColour][]) : [];

  return (
    <div ref={group} role="group" aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-bold">
        A brand from its logo
      </h3>
      <div
        data-dragging={dragging || undefined}
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-pk-card border-2 border-dashed border-pk-border-strong p-4 data-[dragging]:border-pk-primary-text data-[dragging]:bg-pk-primary-soft"
      >
        {/* The native file input, out of sight and out of the tab order: the button opens it. */}
        <input
          ref={input}
          type="file"
          accept={accepted}
          hidden
          aria-label="Logo file"
          onChange={(event) => void read(event.target.files?.[0])}
        />
        <Button
          color="primary"
          variant="outline"
          shape="round"
          aria-describedby={privacyId}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          Open a logo…
        </Button>
        <p id={privacyId} className="min-w-0 flex-1 basis-60 text-sm text-pk-muted">
          Or drop it here. PNG, JPEG, SVG or WebP, up to 5 MB. It is read here, in your browser: nothing is
          uploaded, and no request is made.
        </p>
      </div>
      <p
        role="status"
        className={cn(
          'mt-3 text-sm',
          result?.ok === false ? 'font-medium text-pk-danger-text' : 'text-pk-ink',
        )}
      >
        {status}
      </p>
      {reading && (
        <>
          <ul aria-label={`Colours in ${result?.name}`} className="mt-3 flex flex-col gap-3">
            {reading.colours.map((colour) => (
              <li key={colour.hex} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span
                  aria-hidden="true"
                  className="size-8 shrink-0 rounded-[4px] border-2 border-pk-border-strong"
                  style={{ backgroundColor: colour.hex }}
                />
                <span className="min-w-0 basis-48 text-sm">
                  <span className="font-semibold">{colour.name}</span>{' '}
                  <span className="whitespace-nowrap">
                    <span className="font-mono">{colour.hex}</span>, {Math.round(colour.share * 100)}&nbsp;%
                  </span>
                </span>
                <div
                  role="group"
                  aria-label={`Use ${said(colour)} as`}
                  className="flex flex-wrap items-center gap-1.5"
                >
                  <span aria-hidden="true" className="text-xs text-pk-muted">
                    Use as
                  </span>
                  {brandOptions.map(({ option, label }) => (
                    <Button
                      key={option}
                      size="sm"
                      variant="outline"
                      shape="round"
                      onClick={() => use({ [option]: colour })}
                    >
                      {label}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          {suggested.length > 0 && (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Button color="primary" shape="round" onClick={() => use(reading.suggestion)}>
                Use the suggested colours
              </Button>
              <p className="text-sm text-pk-muted">
                {suggested.map(([option, colour]) => `${labelOf(option)}: ${said(colour)}`).join(' · ')}
              </p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
