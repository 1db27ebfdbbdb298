import hero from '../../assets/landing/hero.svg';
import { Button } from '../../kit/button';
import { Link } from '../../shell/SiteLink';

export function LandingHero({ onMeetTheTeam }: { onMeetTheTeam: () => void }) {
  return (
    <section
      data-surface="dark"
      aria-labelledby="landing-title"
      className="relative isolate flex min-h-[85svh] items-center overflow-hidden bg-pk-hero pt-28 pb-20"
    >
      <img
        src={hero}
        alt=""
        width={1440}
        height={900}
        className="absolute inset-0 -z-10 size-full object-cover"
        fetchPriority="high"
      />
      {/* A veil under the text keeps it readable wherever the artwork's colours fall. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-pk-hero/55" />
      <div className="mx-auto w-full max-w-3xl px-4 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.2em]">An example page</p>
        <h1 id="landing-title" className="mt-4 text-4xl font-bold leading-tight tracking-tight sm:text-6xl">
          Your story, on good paper
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed">
          A landing page put together from the kit alone: every block below is a kit component, and every one
          of them works by keyboard.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button color="danger" shape="round" size="lg" onClick={onMeetTheTeam}>
            Meet the team
          </Button>
          <Button asChild color="neutral" variant="outline" shape="round" size="lg">
            <Link to="/home">See the components</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
