import { Bell, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Alert, AlertList, type AlertItem } from '../../src/kit/alert';

const sampleAlerts: AlertItem[] = [
  {
    id: 'success',
    type: 'success',
    message: (
      <>
        <strong>Well done!</strong> You successfully read this important alert message.
      </>
    ),
  },
  {
    id: 'info',
    type: 'info',
    message: (
      <>
        <strong>Heads up!</strong> This alert needs your attention, but it is not super important.
      </>
    ),
  },
  {
    id: 'warning',
    type: 'warning',
    icon: <Bell />,
    message: (
      <>
        <strong>Warning!</strong> Better check yourself, you are not looking too good.
      </>
    ),
  },
  {
    id: 'danger',
    type: 'danger',
    icon: <TriangleAlert />,
    message: (
      <>
        <strong>Oh snap!</strong> Change a few things up and try submitting again.
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
