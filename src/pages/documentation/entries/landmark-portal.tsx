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
  api: [
    {
      name: 'useLandmarkPortal',
      kind: 'hook',
      signature: 'useLandmarkPortal(): LandmarkPortal',
      description:
        'Called by a component’s Root: keeps the landmark around its trigger, to pass through context to the trigger and the content.',
      rows: [],
    },
    {
      name: 'useTriggerRef',
      kind: 'hook',
      signature: 'useTriggerRef<T extends HTMLElement>(setTrigger, ref): RefCallback<T>',
      description:
        'Called by a component’s Trigger: a ref callback that tells the portal where the trigger is, and still passes the element to the caller’s own ref.',
      rows: [
        {
          name: 'setTrigger',
          type: '(trigger: HTMLElement | null) => void',
          description: 'From the LandmarkPortal in context.',
        },
        {
          name: 'ref',
          type: 'Ref<T> | undefined',
          description: 'The ref the caller gave the trigger, a callback or an object.',
        },
      ],
    },
    {
      name: 'LandmarkPortal',
      kind: 'type',
      description: 'Where a floating part renders, and how it learns it.',
      rows: [
        {
          name: 'container',
          type: 'HTMLElement | null',
          description:
            'The landmark to render into; null means <body>. Pass it to the Radix Portal’s container prop.',
        },
        {
          name: 'setTrigger',
          type: '(trigger: HTMLElement | null) => void',
          description: 'Finds the closest landmark around the trigger and keeps it as container.',
        },
      ],
    },
    {
      name: 'bodyPortal',
      kind: 'constant',
      description:
        'The default value for a component’s portal context: container null (render into <body>) and a setTrigger that does nothing.',
      rows: [],
    },
  ],
};
