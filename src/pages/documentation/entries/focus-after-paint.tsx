import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        The function renders nothing. The modal, the date picker&rsquo;s calendar and this site&rsquo;s side
        menu call it as they open: focus lands on the first control inside (the calendar&rsquo;s selected day,
        or today), as the WAI-ARIA dialog pattern asks, one frame after the layer is on screen rather than in
        the same frame. A screen reader announces the dialog and the control as before; a sighted reader sees
        the layer a little sooner, since moving focus makes the browser bring the whole page&rsquo;s style up
        to date before it can draw.
      </p>
      <p>
        Keep the layer&rsquo;s focus trap: it is what keeps Tab inside once focus has arrived. If focus is
        already inside when the frame comes (a test, or a reader who clicked a control), nothing moves.
      </p>
    </>
  ),
};
