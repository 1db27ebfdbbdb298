import type { AlertColor } from '../kit/alert';

/** A sample alert as the specification describes one; its `type` is the alert's colour. */
export interface SampleAlert {
  id: string;
  type: AlertColor;
  message: string;
}

/** The home page's dismissible sample alerts, one of each type; the page adds an icon to the last two. */
export const sampleAlerts: SampleAlert[] = [
  { id: 'saved', type: 'success', message: 'Saved. Your palette changes are safe and sound.' },
  { id: 'theme', type: 'info', message: 'The kit follows your system theme until you pick one yourself.' },
  { id: 'storage', type: 'warning', message: 'Storage is nearly full: 9.4 of 10 GB in use.' },
  { id: 'offline', type: 'danger', message: 'You are offline. Changes will wait until you reconnect.' },
];
