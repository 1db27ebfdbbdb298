'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { useDirection, type Direction } from './direction';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** One slide of a `Carousel`: a picture and its caption. */
export interface CarouselSlide {
  /** Stable and unique among the slides. */
  id: string;
  /** The picture, with its text alternative and its size in pixels. */
  image: { src: string; alt: string; width: number; height: number };
  /** Shown over the bottom of the picture. */
  caption: ReactNode;
}

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'children' | 'dir'> {
  /** What the carousel shows, such as "Featured projects"; it names the region. */
  'aria-label': string;
  /** At least one slide, each with its own id. */
  slides: CarouselSlide[];
  /**
   * Move to the next slide on a timer, with a button to pause it. Never happens when the visitor prefers reduced
   * motion, nor with a single slide.
   * @defaultValue false
   */
  autoRotate?: boolean;
  /**
   * Milliseconds per slide while rotating; at least 1000.
   * @defaultValue 5000
   */
  interval?: number;
  /**
   * Names the group of slide pickers (the dots).
   * @defaultValue 'Choose slide to display'
   */
  pickerLabel?: string;
  /**
   * The reading direction. Right to left, the slides run leftwards: "Next" is on the left, ArrowLeft shows the next
   * slide and a swipe to the right brings it in. Left out, the `DirectionProvider`'s, else the page's `dir`.
   */
  dir?: Direction;
}

/** A slide's name, which its picker shares: its place in the set, since a slide's role description says "slide". */
function slideName(position: number, count: number): string {
  return `${position} of ${count}`;
}

function checkConfiguration(slides: CarouselSlide[], interval: number) {
  if (slides.length === 0) throw new Error('Carousel: `slides` must hold at least one slide; got [].');
  const ids = new Set<string>();
  for (const { id } of slides) {
    if (ids.has(id))
      throw new Error(`Carousel: slide ids must be unique; "${id}" appears twice in \`slides\`.`);
    ids.add(id);
  }
  if (!Number.isFinite(interval) || interval < 1000) {
    throw new Error(`Carousel: \`interval\` must be at least 1000 ms; got ${interval}.`);
  }
}

/**
 * Paper Kit's image carousel, following the WAI-ARIA carousel pattern: a labelled region of "N of M" slides,
 * previous/next buttons, a named group of slide pickers (the dots), swipe (Embla), and the arrow keys while focus is
 * inside. It throws on an empty list of slides, a repeated id or an interval under 1000 ms.
 * @remarks The carousel is a region named by its required `aria-label` ("Places") and described as a "carousel".
 * Each slide is a group described as a "slide" and named "2 of 3"; slides out of view are `inert`, so neither Tab nor
 * a screen reader reaches them. Every slide's image needs its `alt`.
 *
 * The slide buttons follow the APG's grouped carousel: they sit in a group named by `pickerLabel` ("Choose slide to
 * display"), each is named as its slide ("2 of 3"), and the one for the slide on show is `aria-disabled`, so it says
 * it would do nothing but keeps its place in the Tab order.
 *
 * When the visitor changes slide, a polite message says "Slide 2 of 3", once. While the carousel turns by itself the
 * message stays silent, so it never talks over the page, and until the first move it is empty, so reading the page
 * never meets a stray "Slide 1 of 3".
 *
 * With `autoRotate`, a pause button comes first, and rotation also pauses while the pointer is over the carousel or
 * focus is inside it. It never rotates when the visitor asks for reduced motion, and slides then change without
 * sliding.
 */
export function Carousel({
  'aria-label': ariaLabel,
  slides,
  autoRotate = false,
  interval = 5000,
  pickerLabel = 'Choose slide to display',
  dir,
  className,
  ...props
}: CarouselProps) {
  checkConfiguration(slides, interval);
  const reducedMotion = usePrefersReducedMotion();
  const direction = useDirection(dir);
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 1, direction });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const regionRef = useRef<HTMLElement>(null);

  const canRotate = autoRotate && !reducedMotion && slides.length > 1;
  const rotating = canRotate && playing && !hovered && !focusWithin;

  // Whether the slide has changed since the carousel appeared: until then its live region stays empty, so a
  // screen reader reading the page does not meet a stray "Slide 1 of 3".
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelectedIndex(embla.selectedScrollSnap());
    const onMove = () => {
      onSelect();
      setMoved(true);
    };
    onSelect();
    embla.on('select', onMove).on('reInit', onSelect);
    return () => {
      embla.off('select', onMove).off('reInit', onSelect);
    };
  }, [embla]);

  // Jumping instead of gliding when the visitor asks for less motion.
  const scrollPrev = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const scrollNext = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  useEffect(() => {
    if (!rotating || !embla) return;
    const timer = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [rotating, embla, interval]);

  // Arrow keys, and pausing on hover and focus. Listened to natively: lint keeps handlers off a landmark in JSX.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // The arrow pointing at the next slide's side shows it: ArrowRight, or ArrowLeft right to left.
      const [previousKey, nextKey] =
        direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
      if (event.key === previousKey) scrollPrev();
      else if (event.key === nextKey) scrollNext();
      else return;
      event.preventDefault();
    };
    const onMouseEnter = () => setHovered(true);
    const onMouseLeave = () => setHovered(false);
    const onFocusIn = () => setFocusWithin(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget)))
        setFocusWithin(false);
    };
    region.addEventListener('keydown', onKeyDown);
    region.addEventListener('mouseenter', onMouseEnter);
    region.addEventListener('mouseleave', onMouseLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('keydown', onKeyDown);
      region.removeEventListener('mouseenter', onMouseEnter);
      region.removeEventListener('mouseleave', onMouseLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, [scrollPrev, scrollNext, direction]);

  return (
    <section
      ref={regionRef}
      data-slot="carousel"
      // Embla lays right-to-left slides out only inside an element that reads right to left.
      dir={direction}
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      // A container: the controls' and captions' padding follow the carousel's width, not the window's.
      className={cn(
        '@container w-full overflow-hidden rounded-pk-card bg-pk-surface shadow-pk-card',
        className,
      )}
      {...props}
    >
      <div ref={viewportRef} data-slot="carousel-viewport" className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <CarouselSlideView
              key={slide.id}
              slide={slide}
              position={index + 1}
              count={slides.length}
              current={index === selectedIndex}
            />
          ))}
        </div>
      </div>
      <div
        data-slot="carousel-controls"
        className="flex items-center justify-between gap-2 px-3 py-3 @pk-sm:px-4"
      >
        <div className="flex items-center gap-2">
          {canRotate && (
            <Button
              data-slot="carousel-rotation"
              iconOnly
              shape="round"
              size="sm"
              variant="outline"
              aria-label={playing ? 'Pause slide rotation' : 'Start slide rotation'}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </Button>
          )}
          <Button
            iconOnly
            shape="round"
            size="sm"
            variant="outline"
            aria-label="Previous slide"
            onClick={scrollPrev}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </div>
        {/* The APG's grouped slide pickers: a named group of buttons, each named as its slide, and the one
            showing marked disabled (but still focusable, so it keeps its place in the tab sequence). */}
        <div
          role="group"
          aria-label={pickerLabel}
          data-slot="carousel-pickers"
          className="flex flex-wrap items-center justify-center"
        >
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={slideName(index + 1, slides.length)}
              aria-disabled={index === selectedIndex ? 'true' : undefined}
              onClick={() => {
                if (index !== selectedIndex) embla?.scrollTo(index, reducedMotion);
              }}
              className={cn(
                'group inline-flex size-6 cursor-pointer items-center justify-center rounded-full aria-disabled:cursor-default',
                'pk-focus-ring',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2.5 rounded-full border-2 border-pk-border-strong transition-colors duration-150 group-hover:border-pk-primary-text motion-reduce:transition-none',
                  'group-aria-disabled:border-pk-primary-text group-aria-disabled:bg-pk-primary-text',
                  // Forced colours would paint the current dot's fill as the page's background.
                  'forced-colors:border-[ButtonText] forced-colors:forced-color-adjust-none',
                  'forced-colors:group-aria-disabled:border-[Highlight] forced-colors:group-aria-disabled:bg-[Highlight]',
                )}
              />
            </button>
          ))}
        </div>
        <Button
          iconOnly
          shape="round"
          size="sm"
          variant="outline"
          aria-label="Next slide"
          onClick={scrollNext}
        >
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
      {/* Announces the slide the visitor moved to; silent while the carousel turns by itself, and empty until a
          first move. */}
      <p aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className="sr-only">
        {moved ? `Slide ${selectedIndex + 1} of ${slides.length}` : ''}
      </p>
    </section>
  );
}

function CarouselSlideView({
  slide,
  position,
  count,
  current,
}: {
  slide: CarouselSlide;
  position: number;
  count: number;
  current: boolean;
}) {
  return (
    <div
      data-slot="carousel-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={slideName(position, count)}
      // Slides out of view keep nothing focusable or readable.
      inert={!current}
      className="relative min-w-0 shrink-0 grow-0 basis-full"
    >
      <img
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        draggable={false}
        className="block aspect-video h-auto w-full object-cover"
      />
      <div className="absolute inset-x-0 bottom-0 bg-black/60 px-4 py-3 text-center text-sm font-semibold text-pk-hero-ink @pk-sm:px-6 @pk-sm:text-base">
        {slide.caption}
      </div>
    </div>
  );
}
