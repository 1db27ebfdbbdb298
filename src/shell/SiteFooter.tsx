import { Link } from './SiteLink';
import { site } from '../site';

const footerLinks = [
  { label: 'Components', to: '/home' },
  { label: 'Examples', to: '/landing' },
  { label: 'Icons', to: '/nucleoicons' },
  { label: 'Documentation', to: '/documentation' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-pk-border bg-pk-surface text-sm">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-pk-pill px-3 font-semibold uppercase tracking-wider text-pk-ink hover:bg-current/10"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-pk-muted">
          © {__BUILD_YEAR__} {site.name}. Original code and artwork.
        </p>
      </div>
    </footer>
  );
}
