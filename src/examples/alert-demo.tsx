'use client';

import { Bell, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertList, type AlertItem } from '../kit/alert';
import { Button } from '../kit/button';

const sampleAlerts: AlertItem[] = [
  {
    id: 'success',
    color: 'success',
    message: (
      <>
        <strong>Saved.</strong> Your changes to the palette are safe.
      </>
    ),
  },
  {
    id: 'info',
    color: 'info',
    message: (
      <>
        <strong>Note:</strong> the kit follows your system theme until you pick one.
      </>
    ),
  },
  {
    id: 'warning',
    color: 'warning',
    icon: <Bell />,
    message: (
      <>
        <strong>Careful:</strong> this slider has no room left between its handles.
      </>
    ),
  },
  {
    id: 'danger',
    color: 'danger',
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
      color="info"
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

/**
 * Alerts of every colour: a list the reader dismisses one by one, a static alert with an icon, and an alert
 * that can be dismissed and brought back, focus moving between the two.
 */
export function AlertDemo() {
  return (
    <div className="flex flex-col gap-6">
      <h3 id="alerts-heading" className="text-base font-semibold">
        Dismissible alerts
      </h3>
      <AlertList aria-labelledby="alerts-heading" defaultItems={sampleAlerts} />
      <h3 className="text-base font-semibold">Single alerts</h3>
      <Alert color="success" icon={<CircleCheck />}>
        A static alert with an icon and no dismiss button.
      </Alert>
      <DismissibleAlert />
    </div>
  );
}
