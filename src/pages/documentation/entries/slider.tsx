import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [
    {
      keys: ['ArrowRight', 'ArrowUp'],
      action: 'Moves the focused handle one step up (towards the left when the direction is rtl).',
    },
    { keys: ['ArrowLeft', 'ArrowDown'], action: 'Moves the focused handle one step down.' },
    { keys: ['PageUp', 'PageDown'], action: 'Moves the focused handle ten steps up or down.' },
    {
      keys: ['Home', 'End'],
      action: 'Moves the focused handle to the lowest or highest value it can reach.',
    },
    { keys: ['Tab'], action: 'Moves to the next handle, then out of the slider.' },
  ],
  accessibility: (
    <>
      <p>
        A single handle is named by the slider&rsquo;s own label. A range is a group with that label, and its
        handles are named Minimum and Maximum (or <code>thumbLabels</code>), so a screen reader never says
        &ldquo;slider, slider&rdquo;.
      </p>
      <p>
        Each handle&rsquo;s <code>aria-valuemin</code> and <code>aria-valuemax</code> are the values it can
        really reach once margin, limit and padding apply, and its value is read with two decimals at most.
      </p>
    </>
  ),
};
