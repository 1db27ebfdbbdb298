import { Link } from '../../shell/SiteLink';
import { buttonVariants } from '../../kit/button';

export function ClosingSection() {
  return (
    <section aria-labelledby="closing-title" className="bg-pk-paper py-20 text-center">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight">
          Take what you need
        </h2>
        <p className="mt-4 text-lg text-pk-muted">
          Every component is one file: read it, copy it into your own Vite and Tailwind app, and it works
          there with its npm packages alone. In your brand&rsquo;s colours, too: the theme studio keeps every
          pair of them readable.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            to="/documentation"
            className={buttonVariants({ color: 'primary', shape: 'round', size: 'lg' })}
          >
            Read the documentation
          </Link>
          <Link
            to="/landing"
            className={buttonVariants({ color: 'default', variant: 'outline', shape: 'round', size: 'lg' })}
          >
            See an example page
          </Link>
          <Link
            to="/themes"
            className={buttonVariants({ color: 'default', variant: 'outline', shape: 'round', size: 'lg' })}
          >
            Make it your brand
          </Link>
        </div>
      </div>
    </section>
  );
}
