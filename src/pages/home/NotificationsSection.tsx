import { Bell, TriangleAlert } from 'lucide-react';
import { AlertList, type AlertColor, type AlertItem } from '../../kit/alert';
import { sampleAlerts } from '../../content/alerts';
import { ShowcaseSection } from './ShowcaseSection';

const icons: Partial<Record<AlertColor, AlertItem['icon']>> = {
  warning: <Bell />,
  danger: <TriangleAlert />,
};

// The sample data keeps the specification's `type`; the kit's alert calls it `color`.
const alerts: AlertItem[] = sampleAlerts.map(({ id, type, message }) => ({
  id,
  color: type,
  message,
  icon: icons[type],
}));

export function NotificationsSection() {
  return (
    <ShowcaseSection
      id="notifications"
      title="Notifications"
      tone="muted"
      description="Dismiss an alert and it is gone; focus moves on to the next one."
    >
      <AlertList aria-label="Sample alerts" defaultItems={alerts} />
    </ShowcaseSection>
  );
}
