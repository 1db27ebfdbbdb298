import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        A floating part rendered at the end of <code>&lt;body&gt;</code> sits outside every landmark, so a
        screen reader user moving by landmarks never meets it and axe reports its text as outside any region.
        These helpers render it instead at the end of the nearest element around its trigger that is, or can
        be, a landmark (<code>main</code>, <code>nav</code>, <code>header</code>, <code>footer</code>,{' '}
        <code>aside</code>, <code>section</code>, <code>form</code>, <code>search</code>, or an element with a
        landmark role), which still frees it from the trigger&rsquo;s own clipping and stacking.
      </p>
      <p>
        The tooltip and the dropdown menu use them. Until the trigger has mounted, and when it has no landmark
        around it, the part goes to <code>&lt;body&gt;</code>.
      </p>
    </>
  ),
};
