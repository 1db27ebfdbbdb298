import { Bell, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Alert, AlertList, type AlertItem } from '../../src/kit/alert';

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

export default function AlertDemo() {
  return (
    <div className="flex flex-col gap-6">
      <h3 id="alerts-heading" className="text-base font-semibold">
        Dismissible alerts
      </h3>
      <AlertList aria-labelledby="alerts-heading" defaultItems={sampleAlerts} />
      <h3 className="text-base font-semibold">Static alerts</h3>
      <Alert type="success" icon={<CircleCheck />}>
        A static alert with an icon and no dismiss button.
      </Alert>
      <Alert type="info" icon={<Info />} onDismiss={() => {}} dismissLabel="Dismiss the long info alert">
        A long message wraps under itself, leaving the icon and the dismiss button in place: Paper Kit 2 is a
        free Bootstrap UI kit with a fresh, paper-like look.
      </Alert>
    </div>
  );
}
