// The Next.js App Router app with server components (tests/registry/next-app).
import { proveApp } from './prove-app';

proveApp('next-app');
