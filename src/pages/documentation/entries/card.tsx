import { Button } from '../../../kit/button';
import {
  Card,
  CardCategory,
  CardDescription,
  CardFooter,
  CardHeader,
  CardImage,
  CardTitle,
} from '../../../kit/card';
import { Avatar } from '../../../kit/avatar';
import type { DocEntryContent } from '../docTypes';
import forest from '../../../assets/slides/forest.svg';
import harbour from '../../../assets/slides/harbour.svg';
import mara from '../../../assets/people/mira.svg';

function CardDemo() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <Card asChild>
        <article aria-labelledby="card-demo-harbour">
          <CardImage src={harbour} alt="" width={1200} height={675} />
          <CardHeader>
            <CardCategory color="info">Travel</CardCategory>
            <CardTitle id="card-demo-harbour">A quiet harbour</CardTitle>
          </CardHeader>
          <CardDescription>
            Two boats, one sunny afternoon and nowhere to be. A slow guide to the coast.
          </CardDescription>
          <CardFooter>
            <Button shape="round" color="info">
              Read more
            </Button>
            <Button shape="round" variant="link" color="default">
              Save
            </Button>
          </CardFooter>
        </article>
      </Card>
      <Card asChild>
        <article aria-labelledby="card-demo-forest">
          <CardImage
            src={forest}
            alt="Rows of pine trees in front of green mountains"
            width={1200}
            height={675}
          />
          <CardHeader>
            <CardCategory color="success">Nature</CardCategory>
            <CardTitle id="card-demo-forest">Into the forest</CardTitle>
          </CardHeader>
          <CardDescription>Where the trail ends and the pines begin.</CardDescription>
        </article>
      </Card>
      <Card className="items-center text-center">
        <CardHeader className="items-center">
          <Avatar src={mara} alt="" width={256} height={256} size="xl" shape="thumbnail" />
          <CardTitle className="mt-3">Mara Lind</CardTitle>
          <CardCategory>Product designer</CardCategory>
        </CardHeader>
        <CardDescription>Draws interfaces by day and boats by night.</CardDescription>
        <CardFooter className="w-full justify-center">
          <Button shape="round" color="primary" variant="outline">
            Follow
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: CardDemo,
  keys: [],
  accessibility: (
    <>
      <p>
        A card is a plain <code>&lt;div&gt;</code> with no role, so a screen reader reads its content in
        order. When cards form a list of items, make each one an <code>&lt;article&gt;</code> or an{' '}
        <code>&lt;li&gt;</code> with <code>asChild</code>, and name an article by its title with{' '}
        <code>aria-labelledby</code>.
      </p>
      <p>
        The title is an <code>&lt;h3&gt;</code>; use <code>asChild</code> to give another level where the
        page&rsquo;s outline needs it. The image needs an <code>alt</code> (empty when it only decorates) and
        its file size, so the card does not grow as it loads. The buttons and links inside keep their own
        keys.
      </p>
    </>
  ),
};
