import { ArrowLeft, Compass, Feather, Heart, Palette, Search, Sparkles, Sun } from 'lucide-react';
import { lazy, useId, useRef, useState, type ReactNode } from 'react';
import { AfterFirstPaint } from '../shared/AfterFirstPaint';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import { FieldLabel, InputGroup, InputGroupAddon, InputGroupInput } from '../../kit/input';
import { Link } from '../../shell/SiteLink';

const IconGallery = lazy(() => import('./IconGallery').then((module) => ({ default: module.IconGallery })));

/** One tile of the header's decoration. */
function ArtTile({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <span
      className={cn(
        'flex size-16 items-center justify-center rounded-pk-card shadow-pk-card lg:size-20 [&_svg]:size-8',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A few of the gallery's icons on soft tiles in the kit's colours; decoration only. */
function HeaderArt() {
  return (
    <div aria-hidden="true" className="hidden grid-cols-3 gap-3 sm:grid lg:gap-4">
      <ArtTile className="bg-pk-primary-soft text-pk-primary-text">
        <Compass strokeWidth={1.75} />
      </ArtTile>
      <ArtTile className="bg-pk-surface text-pk-ink">
        <Feather strokeWidth={1.75} />
      </ArtTile>
      <ArtTile className="bg-pk-warning-soft text-pk-warning-text">
        <Sun strokeWidth={1.75} />
      </ArtTile>
      <ArtTile className="bg-pk-surface text-pk-ink">
        <Palette strokeWidth={1.75} />
      </ArtTile>
      <ArtTile className="bg-pk-danger-soft text-pk-danger-text">
        <Heart strokeWidth={1.75} />
      </ArtTile>
      <ArtTile className="bg-pk-surface text-pk-ink">
        <Sparkles strokeWidth={1.75} />
      </ArtTile>
    </div>
  );
}

export function NucleoIconsPage() {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const keyboardHintId = useId();

  function clearSearch() {
    setQuery('');
    searchRef.current?.focus();
  }

  return (
    <>
      <section aria-labelledby="icons-title" className="border-b border-pk-border bg-pk-surface-muted">
        <div className="mx-auto max-w-6xl px-4 pb-14 pt-8 sm:pb-20">
          <Button asChild variant="outline" shape="round" size="sm">
            <Link to="/home">
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              Back to the kit
            </Link>
          </Button>
          {/* The artwork moves under the text when the text is too large to leave it room beside it. */}
          <div className="mt-12 flex flex-wrap items-center justify-between gap-10 sm:mt-16">
            <div className="max-w-2xl">
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-pk-primary-text">
                Paper Kit A11y · Icon gallery
              </p>
              <h1 id="icons-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
                Icons
              </h1>
              <p className="mt-5 text-lg leading-relaxed text-pk-muted">
                A hundred line icons from Lucide, drawn on one 24-pixel grid with the same stroke. Find one by
                name, then press it to copy its name.
              </p>
            </div>
            <HeaderArt />
          </div>
        </div>
      </section>

      <section aria-label="Icon catalog" className="mx-auto max-w-6xl px-4 pb-32 pt-10 sm:pt-14">
        <div role="search" className="max-w-xl">
          <FieldLabel htmlFor={searchId}>Search icons by name</FieldLabel>
          <InputGroup className="h-12">
            <InputGroupAddon>
              <Search aria-hidden="true" />
            </InputGroupAddon>
            <InputGroupInput
              ref={searchRef}
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="arrow, cloud, heart…"
              autoComplete="off"
              spellCheck={false}
            />
          </InputGroup>
        </div>
        <p id={keyboardHintId} className="mt-3 text-sm text-pk-muted">
          Press an icon to copy its name. In the grid, the arrow keys move between icons; Home and End go to
          the first and the last.
        </p>
        <div className="mt-8 min-h-screen">
          <AfterFirstPaint
            fallback={<p className="text-sm font-semibold leading-6 text-pk-muted">Loading the icons…</p>}
          >
            <IconGallery query={query} onClearSearch={clearSearch} keyboardHintId={keyboardHintId} />
          </AfterFirstPaint>
        </div>
      </section>
    </>
  );
}
