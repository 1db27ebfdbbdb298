import { Avatar } from '../../kit/avatar';
import { portraits } from '../../examples/pictures';
import { ShowcaseGroup, ShowcaseSection } from './ShowcaseSection';

// Shown as styled text, not as h1–h6, so the page's own outline stays valid.
const headingSamples = [
  ['Heading 1', 'text-5xl font-bold'],
  ['Heading 2', 'text-4xl font-bold'],
  ['Heading 3', 'text-3xl font-bold'],
  ['Heading 4', 'text-2xl font-semibold'],
  ['Heading 5', 'text-xl font-semibold'],
  ['Heading 6', 'text-sm font-bold uppercase tracking-wider'],
] as const;

const textColors = [
  ['Muted text', 'text-pk-muted'],
  ['Primary text', 'text-pk-primary-text'],
  ['Info text', 'text-pk-info-text'],
  ['Success text', 'text-pk-success-text'],
  ['Warning text', 'text-pk-warning-text'],
  ['Danger text', 'text-pk-danger-text'],
] as const;

const pictures = [
  { person: 'Ana', src: portraits.ana, shape: 'rounded', caption: 'Rounded' },
  { person: 'Theo', src: portraits.theo, shape: 'circle', caption: 'Circle' },
  { person: 'Mira', src: portraits.mira, shape: 'thumbnail', caption: 'Thumbnail' },
] as const;

export function TypographySection() {
  return (
    <ShowcaseSection id="typography" title="Typography and images">
      <div className="grid gap-12 lg:grid-cols-2">
        <ShowcaseGroup title="Headings">
          <div className="flex flex-col gap-2">
            {headingSamples.map(([text, classes]) => (
              <p key={text} className={classes}>
                {text}
              </p>
            ))}
          </div>
        </ShowcaseGroup>
        <div className="flex flex-col gap-8">
          <ShowcaseGroup title="Paragraph">
            <p className="leading-relaxed">
              Good type is quiet. Montserrat, set with room to breathe, carries the kit from the largest hero
              title to the smallest caption, and every shade of it stays readable on paper and in the dark.
            </p>
          </ShowcaseGroup>
          <ShowcaseGroup title="Quote">
            <figure className="border-s-4 border-pk-primary-text ps-5">
              <blockquote className="text-lg italic leading-relaxed">
                “A component is finished when a keyboard can use it, a screen reader can name it and a phone
                can load it.”
              </blockquote>
              <figcaption className="mt-2 text-sm text-pk-muted">— The team’s working rule</figcaption>
            </figure>
          </ShowcaseGroup>
          <ShowcaseGroup title="Coloured text">
            <ul className="grid grid-cols-2 gap-1 font-semibold sm:grid-cols-3">
              {textColors.map(([text, classes]) => (
                <li key={text} className={classes}>
                  {text}
                </li>
              ))}
            </ul>
          </ShowcaseGroup>
          <ShowcaseGroup title="Header with a subtitle">
            <p className="text-2xl font-bold">
              Paper Kit A11y{' '}
              <small className="text-base font-medium text-pk-muted">a subtitle, set smaller</small>
            </p>
          </ShowcaseGroup>
        </div>
      </div>
      <div className="mt-12">
        <ShowcaseGroup title="Images">
          <ul className="flex flex-wrap gap-8">
            {pictures.map((picture) => (
              <li key={picture.person}>
                <figure className="flex flex-col items-center gap-3">
                  <Avatar
                    src={picture.src}
                    alt={`Illustrated portrait of ${picture.person}`}
                    width={240}
                    height={240}
                    shape={picture.shape}
                    size="xl"
                  />
                  <figcaption className="text-sm font-semibold">{picture.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </ShowcaseGroup>
      </div>
    </ShowcaseSection>
  );
}
