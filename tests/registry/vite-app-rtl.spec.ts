// The Vite app again, right to left: "rtl": true, dir="rtl" and the direction provider.
import { proveApp } from './prove-app';

proveApp('vite-app-rtl');
