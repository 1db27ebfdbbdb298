import { Link } from '../../../shell/SiteLink';
import { textLink } from '../docClasses';
import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action: 'Focusing the trigger opens its tooltip at once; moving focus away closes it.',
    },
    { keys: ['Escape'], action: 'Closes the tooltip; focus stays on the trigger.' },
    { keys: ['Enter', 'Space'], action: 'Presses the trigger as usual, and closes the tooltip.' },
  ],
  accessibility: (
    <>
      <p>
        The tooltip has <code>role=&quot;tooltip&quot;</code>, and while it is open the trigger&rsquo;s{' '}
        <code>aria-describedby</code> points at it: a screen reader reads the trigger&rsquo;s name, then the
        tooltip as its description. So the trigger needs a name of its own; the tooltip never replaces it.
        Keep it to text: nothing inside a tooltip can take focus.
      </p>
      <p>
        It opens on hover after a short delay and on keyboard focus at once, but not on touch. The kit renders
        it at the end of the trigger&rsquo;s nearest landmark rather than at the end of{' '}
        <code>&lt;body&gt;</code> (see{' '}
        <Link to="/documentation?component=landmark-portal" className={textLink}>
          Landmark portal
        </Link>
        ), so its text never sits outside every region.
      </p>
    </>
  ),
};
