import { EveryBlock } from '@/components/fixture/every-block';

/**
 * A server component: every block the registry publishes, with its sample defaults. Some blocks are server
 * components (the landing hero, the feature grid, the team cards, the register card, the profile header), the
 * others say "use client" and are rendered and hydrated inside it.
 */
export default function Blocks() {
  return <EveryBlock />;
}
