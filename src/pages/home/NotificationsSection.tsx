import { Bell, TriangleAlert } from 'lucide-react';
import { AlertList, type AlertItem } from '../../kit/alert';
import { sampleAlerts } from '../../content/alerts';
import { ShowcaseSection } from './ShowcaseSection';

const icons: Partial<Record<AlertItem['type'], AlertItem['icon']>> = {
  warning: <Bell />,
  danger: <TriangleAlert />,
};

const alerts: AlertItem[] = sampleAlerts.map((alert) => ({ ...alert, icon: icons[alert.type] }));

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
