import type { AlertItem } from '../kit/alert';

/** The home page's dismissible sample alerts, one of each type; the last two carry an icon (added by the page). */
export const sampleAlerts: Omit<AlertItem, 'icon'>[] = [
  { id: 'saved', type: 'success', message: 'Saved. Your palette changes are safe and sound.' },
  { id: 'theme', type: 'info', message: 'The kit follows your system theme until you pick one yourself.' },
  { id: 'storage', type: 'warning', message: 'Storage is nearly full: 9.4 of 10 GB in use.' },
  { id: 'offline', type: 'danger', message: 'You are offline. Changes will wait until you reconnect.' },
];
