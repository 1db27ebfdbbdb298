import { EveryComponent, pageFrom } from '@/components/fixture/every-component';

/** A server component: every Paper Kit component, the pagination's page read from the address (`/?page=3`). */
export default async function Home({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { page } = await searchParams;
  return <EveryComponent page={pageFrom(page)} />;
}
