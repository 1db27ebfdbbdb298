import { Link } from '../../shell/SiteLink';
import { Button } from '../../kit/button';
import { HeroArt } from './HeroArt';

export function HeroSection({ onBrowse }: { onBrowse: () => void }) {
  return (
    <section
      data-surface="dark"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-pk-hero pb-16 pt-28"
    >
      <HeroArt />
      {/* A veil under the text keeps it readable wherever the artwork's colours fall. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-pk-hero via-pk-hero/80 to-transparent rtl:bg-gradient-to-l"
      />
      <div className="relative mx-auto w-full max-w-6xl px-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em]">Free · open source · accessible</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl text-5xl font-bold leading-tight tracking-tight sm:text-6xl"
        >
          Paper Kit A11y
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed">
          A warm, paper-like UI kit whose every part works by keyboard and screen reader, loads fast on a
          phone and has source worth copying.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button color="danger" shape="round" size="lg" onClick={onBrowse}>
            Browse the components
          </Button>
          <Button asChild color="neutral" variant="outline" shape="round" size="lg">
            <Link to="/documentation">Read the docs</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
