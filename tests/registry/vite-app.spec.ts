// The Vite app (tests/registry/vite-app).
import { proveApp } from './prove-app';

proveApp('vite-app');
