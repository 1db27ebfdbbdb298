import { useMemo } from 'react';
import { readBrand, useSiteBrand } from '../../shell/brand';
import { Link } from '../../shell/SiteLink';
import { inlineCode, textLink } from '../shared/proseClasses';
import { ScrollRegion } from './ScrollRegion';

/** A value as the table shows it: a colour with its swatch, a length as it is, or a dash where the theme has none. */
function Value({ value }: { value: string | undefined }) {
  if (!value) return <span className="text-pk-muted">–</span>;
  return (
    <span className="inline-flex items-center gap-2">
      {value.startsWith('#') && (
        // The swatch only illustrates: the value beside it says the colour.
        <span
          aria-hidden="true"
          className="inline-block size-4 shrink-0 rounded-sm border border-pk-border-strong"
          style={{ backgroundColor: value }}
        />
      )}
      <code className="font-mono text-[0.8125rem]">{value}</code>
    </span>
  );
}

/**
 * With a brand from the theme studio on the site, what the theme section must say: the files it lists are Paper
 * Kit's defaults, and these are the values the site uses now, light and dark. Nothing without a brand.
 */
export function BrandInUse() {
  const stored = useSiteBrand();
  const brand = useMemo(() => readBrand(stored), [stored]);
  if (!brand) return null;
  const names = [...new Set([...Object.keys(brand.light), ...Object.keys(brand.dark)])];
  return (
    <div data-slot="brand-in-use" className="mt-5 max-w-3xl rounded-pk-card border border-pk-border p-5">
      <p>
        This site now uses your brand, chosen in the{' '}
        <Link to="/themes" className={textLink}>
          theme studio
        </Link>{' '}
        with &ldquo;Use on this site&rdquo;. The theme files below are Paper Kit&rsquo;s defaults; these are
        the values the site uses instead:
      </p>
      <ScrollRegion label="The brand’s values" className="mt-4 max-h-96">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">The brand’s values on this site, light and dark</caption>
          <thead>
            <tr className="border-b border-pk-border">
              <th scope="col" className="py-2 pe-4 text-start">
                Variable
              </th>
              <th scope="col" className="py-2 pe-4 text-start">
                Light
              </th>
              <th scope="col" className="py-2 text-start">
                Dark
              </th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name} className="border-b border-pk-border last:border-0">
                <th scope="row" className="py-1.5 pe-4 text-start font-normal">
                  <code className={inlineCode}>{name}</code>
                </th>
                <td className="py-1.5 pe-4">
                  <Value value={brand.light[name]} />
                </td>
                <td className="py-1.5">
                  <Value value={brand.dark[name]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
