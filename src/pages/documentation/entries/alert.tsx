import { Bell, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertList, type AlertItem } from '../../../kit/alert';
import { Button } from '../../../kit/button';
import { componentApi, type DocEntryContent } from '../docTypes';

const sampleAlerts: AlertItem[] = [
  {
    id: 'success',
    type: 'success',
    message: (
      <>
        <strong>Saved.</strong> Your changes to the palette are safe.
      </>
    ),
  },
  {
    id: 'info',
    type: 'info',
    message: (
      <>
        <strong>Note:</strong> the kit follows your system theme until you pick one.
      </>
    ),
  },
  {
    id: 'warning',
    type: 'warning',
    icon: <Bell />,
    message: (
      <>
        <strong>Careful:</strong> this slider has no room left between its handles.
      </>
    ),
  },
  {
    id: 'danger',
    type: 'danger',
    icon: <TriangleAlert />,
    message: (
      <>
        <strong>Not sent.</strong> This is a demo form; nothing leaves the page.
      </>
    ),
  },
];

/** A single dismissible alert, with a button that brings it back; focus moves between the two. */
function DismissibleAlert() {
  const [shown, setShown] = useState(true);
  // Focus follows the swap between the alert and the button that restores it, never the first render.
  const swapped = useRef(false);
  const focusAfterSwap = (element: HTMLButtonElement | null) => {
    if (element && swapped.current) element.focus();
  };
  function show(next: boolean) {
    swapped.current = true;
    setShown(next);
  }
  return shown ? (
    <Alert
      type="info"
      icon={<Info />}
      onDismiss={() => show(false)}
      dismissLabel="Dismiss the long info alert"
      dismissButtonRef={focusAfterSwap}
    >
      A long message wraps under itself and leaves the icon and the dismiss button where they are, at the top
      of the box, however narrow the screen becomes.
    </Alert>
  ) : (
    <Button ref={focusAfterSwap} shape="round" color="info" variant="outline" onClick={() => show(true)}>
      Show the info alert again
    </Button>
  );
}

function AlertDemo() {
  return (
    <div className="flex flex-col gap-6">
      <h3 id="alerts-heading" className="text-base font-semibold">
        Dismissible alerts
      </h3>
      <AlertList aria-labelledby="alerts-heading" defaultItems={sampleAlerts} />
      <h3 className="text-base font-semibold">Single alerts</h3>
      <Alert type="success" icon={<CircleCheck />}>
        A static alert with an icon and no dismiss button.
      </Alert>
      <DismissibleAlert />
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: AlertDemo,
  keys: [
    { keys: ['Tab'], action: 'Moves to the next dismiss button.' },
    {
      keys: ['Enter', 'Space'],
      action:
        'On a dismiss button, removes the alert. In a list, focus moves to the next alert’s dismiss button, else the previous one’s, else the list itself.',
    },
  ],
  accessibility: (
    <>
      <p>
        An alert is ordinary content with no live-region role, so alerts already on the page when it loads are
        read in turn like any text. An alert that appears later should be given{' '}
        <code>role=&quot;status&quot;</code> so that screen readers announce it. The icon is hidden from
        assistive technology; the message has to say everything on its own.
      </p>
      <p>
        The dismiss button is named by <code>dismissLabel</code> and described by the message, so a screen
        reader says which alert it removes. <code>AlertList</code> gives each button a different name
        (&ldquo;Dismiss warning alert&rdquo;), numbered when a type repeats.
      </p>
      <p>
        The list is a named region. After a dismissal it moves focus to a neighbouring dismiss button, or to
        the list itself when none is left, so focus is never lost, and a polite status message says how many
        alerts remain.
      </p>
    </>
  ),
  api: [
    componentApi('Alert', Alert, {
      description: 'A full-width box in a solid semantic colour, with an optional icon and dismiss button.',
      rows: [
        {
          name: 'type',
          type: "'success' | 'info' | 'warning' | 'danger'",
          defaultValue: "'info'",
          description: 'The colour of the box.',
        },
        {
          name: 'icon',
          type: 'ReactNode',
          description: 'A decorative icon before the message, hidden from screen readers.',
        },
        {
          name: 'onDismiss',
          type: '(event: MouseEvent<HTMLButtonElement>) => void',
          description:
            'Shows a dismiss (×) button that calls this when pressed. The alert does not hide itself: remove it in this handler.',
        },
        {
          name: 'dismissLabel',
          type: 'string',
          defaultValue: "'Dismiss alert'",
          description: 'The dismiss button’s name; give each alert on a page its own.',
        },
        {
          name: 'dismissButtonRef',
          type: 'Ref<HTMLButtonElement>',
          description: 'A ref to the dismiss button, to move focus to it.',
        },
        {
          name: 'role',
          type: 'AriaRole',
          description: "Leave it out for alerts present on load; use 'status' for one that appears later.",
        },
      ],
      inherits: 'Every other prop of a <div>.',
    }),
    componentApi('AlertList', AlertList, {
      description:
        'A named list of dismissible alerts. It keeps the items itself (uncontrolled), because it moves focus in the same step as it removes an alert; a dismissed alert never comes back.',
      rows: [
        {
          name: 'aria-label',
          type: 'string',
          description:
            'The list’s name. Give this or aria-labelledby: focus lands on the list when it empties.',
        },
        {
          name: 'aria-labelledby',
          type: 'string',
          description: 'The id of the element (a heading, say) that names the list.',
        },
        {
          name: 'defaultItems',
          type: 'AlertItem[]',
          description: 'The alerts shown at first. Their ids must be unique, or the list throws.',
        },
        {
          name: 'onDismiss',
          type: '(id: string) => void',
          description: 'Told the id of each alert after the list has removed it.',
        },
        {
          name: 'dismissLabel',
          type: '(item: AlertItem, items: AlertItem[]) => string',
          defaultValue: '“Dismiss <type> alert”',
          description: 'Names each dismiss button; the default adds a number when a type repeats.',
        },
        {
          name: 'emptyMessage',
          type: 'ReactNode',
          defaultValue: "'No alerts'",
          description: 'Shown once every alert is dismissed.',
        },
      ],
      inherits: 'Every other prop of a <section> but children.',
    }),
    {
      name: 'AlertItem',
      kind: 'type',
      description: 'One alert of an AlertList.',
      rows: [
        { name: 'id', type: 'string', description: 'Unique within the list.' },
        { name: 'type', type: 'AlertType', description: 'The colour of the alert.' },
        { name: 'message', type: 'ReactNode', description: 'The text of the alert.' },
        { name: 'icon', type: 'ReactNode', description: 'An optional decorative icon.' },
      ],
    },
    {
      name: 'AlertType',
      kind: 'type',
      description: "The four alert colours: 'success' | 'info' | 'warning' | 'danger'.",
      rows: [],
    },
  ],
};
