import type { DocEntryContent } from '../docTypes';

export const content: DocEntryContent = {
  keys: [],
  accessibility: (
    <>
      <p>
        These functions render nothing, but they decide what the slider tells assistive technology. Pointer
        and keyboard moves go through the same rules, and <code>handleBounds</code> gives each handle&rsquo;s
        real reach, which the slider reports as its <code>aria-valuemin</code> and <code>aria-valuemax</code>.
      </p>
      <p>
        <code>sliderKeyAction</code> maps the keys: the arrow that points the way values grow increases,
        PageUp and PageDown move ten steps, Home and End go to the handle&rsquo;s own ends.{' '}
        <code>formatSliderValue</code> gives the value read aloud (two decimals at most), and{' '}
        <code>resolveThumbLabels</code> names a range&rsquo;s handles so they are never just &ldquo;slider,
        slider&rdquo;.
      </p>
    </>
  ),
};
