'use client';

import { usePrefersReducedMotion } from '../kit/use-prefers-reduced-motion';

/**
 * Says whether this system asks for reduced motion, and follows the setting as it changes.
 */
export function UsePrefersReducedMotionDemo() {
  const reduced = usePrefersReducedMotion();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <output aria-live="polite" className="block rounded-pk-card border-2 border-pk-border p-4">
        <span className="font-semibold">{reduced ? 'Yes: ' : 'No: '}</span>
        {reduced
          ? 'this system asks for reduced motion. The carousel neither rotates by itself nor glides between slides, and the slider’s handles jump without gliding.'
          : 'this system does not ask for reduced motion. The carousel may rotate and the slider’s handles glide when they jump.'}
      </output>
      <p className="text-sm text-pk-muted">
        Change the setting and this line follows at once, without a reload: on Windows under Accessibility,
        Visual effects, Animation effects; on macOS under Accessibility, Display, Reduce motion; on iOS under
        Accessibility, Motion; on Android under Accessibility, Remove animations. In Chrome&rsquo;s developer
        tools, the Rendering panel can emulate <code>prefers-reduced-motion</code>.
      </p>
    </div>
  );
}
