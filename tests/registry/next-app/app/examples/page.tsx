import { EveryExample } from '@/components/fixture/every-example';

/**
 * A server component too: every example the registry publishes. The interactive ones are client components
 * (they say "use client"), rendered and hydrated inside it.
 */
export default function Examples() {
  return <EveryExample />;
}
