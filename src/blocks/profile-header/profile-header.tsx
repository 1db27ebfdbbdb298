import { useId, type ReactNode } from 'react';
import { Avatar } from '../../kit/avatar';
import { samplePictures } from './pictures';

/** Whose profile it is. */
export interface ProfileOwner {
  /** Their name, the section's heading. */
  name: string;
  /** What they do, under the name. */
  role: string;
  /** A few sentences about them. */
  bio: string;
  /** A square portrait, shown 240 × 240 at most. */
  portrait: string;
}

/** A wide picture across the top, and its intrinsic size (so nothing moves when it loads). */
export interface ProfileCover {
  /** The picture's address, or a `data:` URL. */
  src: string;
  /** Its intrinsic width. */
  width: number;
  /** Its intrinsic height. */
  height: number;
}

export interface ProfileHeaderProps {
  /** Whose profile it is; by default, a sample person. */
  owner?: ProfileOwner;
  /** The picture across the top; by default, a sample drawing. */
  cover?: ProfileCover;
  /** Buttons under the bio, such as this block's `ProfileSettings`. */
  actions?: ReactNode;
  /**
   * `h1` when the header opens the page, as it usually does; `h2` when it is shown inside another page.
   * @defaultValue 'h1'
   */
  headingLevel?: 'h1' | 'h2';
}

const sampleOwner: ProfileOwner = {
  name: 'Sanna Berg',
  role: 'Weaver',
  bio: 'Sanna weaves wall hangings from wool she dyes herself, in colours taken from the coast where she lives.',
  portrait: samplePictures.portrait,
};

const sampleCoverImage: ProfileCover = { src: samplePictures.cover, width: 1440, height: 480 };

/**
 * A profile's header: a dark cover picture, then the owner's portrait over its edge, their name as the page's
 * heading, their role, a short bio and the actions you give it.
 *
 * @remarks The owner's name is the heading (an `h1`, or the level you give as `headingLevel`) and names the section,
 * so it is a landmark. The cover and the portrait are decorative (`alt=""`): the name is written beside them, and
 * saying it twice would only be noise. The cover loads first, as the page's largest picture.
 *
 * With `ProfileSettings` as its `actions`, Settings is a button with its text; its icon is hidden. It reports
 * `aria-expanded`, and the popover is a dialog named by its title, "Settings"; Escape closes it with focus back on
 * the button. It is not modal: the rest of the page stays readable, and a click outside closes it too.
 */
export function ProfileHeader({
  owner = sampleOwner,
  cover = sampleCoverImage,
  actions,
  headingLevel: Heading = 'h1',
}: ProfileHeaderProps) {
  const titleId = useId();
  return (
    <>
      {/* Each part is a container: the cover's height and the name's size follow the width the block is given, not
          the window's. The cover is as tall as the spacer in it, which reads the cover's own width. */}
      <div data-surface="dark" className="@container relative overflow-hidden bg-pk-hero">
        <div aria-hidden="true" className="h-64 @pk-sm:h-80" />
        <img
          src={cover.src}
          alt=""
          width={cover.width}
          height={cover.height}
          className="absolute inset-0 size-full object-cover"
          fetchPriority="high"
        />
      </div>
      <section aria-labelledby={titleId} className="@container mx-auto max-w-2xl px-4 text-center">
        {/* The paper-coloured ring lifts the portrait off the cover it overlaps. */}
        <span className="relative -mt-16 inline-flex rounded-full bg-pk-paper p-1.5 shadow-pk-raised">
          <Avatar src={owner.portrait} alt="" width={240} height={240} size="xl" />
        </span>
        <Heading id={titleId} className="mt-4 text-3xl font-bold tracking-tight @pk-sm:text-4xl">
          {owner.name}
        </Heading>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-pk-muted">{owner.role}</p>
        <p className="mt-5 leading-relaxed">{owner.bio}</p>
        {actions && <div className="mt-6">{actions}</div>}
      </section>
    </>
  );
}
