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
import { componentApi, type DocEntryContent } from '../docTypes';
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
  api: [
    componentApi('Card', Card, {
      description: 'A surface with rounded corners and a soft shadow; its parts stack in a column.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Use the child element (an <article>, an <li>) as the card instead of a <div>.',
        },
      ],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('CardImage', CardImage, {
      description: 'A picture across the top of the card, its corners following the card’s.',
      rows: [
        { name: 'src', type: 'string', description: 'The picture’s address.' },
        { name: 'alt', type: 'string', description: 'What the picture shows, or "" when it only decorates.' },
        {
          name: 'width',
          type: 'number',
          description: 'The file’s width in pixels, so the page keeps its place while it loads.',
        },
        { name: 'height', type: 'number', description: 'The file’s height in pixels.' },
      ],
      inherits: 'Every other prop of an <img>.',
    }),
    componentApi('CardHeader', CardHeader, {
      description: 'Groups the category, the title and anything else that heads the card.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('CardCategory', CardCategory, {
      description: 'The small uppercase line above the title.',
      rows: [
        {
          name: 'color',
          type: "'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'",
          defaultValue: "'default'",
          description: 'Muted grey, or a semantic colour dark enough for text.',
        },
      ],
      inherits: 'Every other prop of a <p>.',
    }),
    componentApi('CardTitle', CardTitle, {
      description: 'The card’s heading.',
      rows: [
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Use the child element (an <h2>, a link) instead of an <h3>.',
        },
        {
          name: 'id',
          type: 'string',
          description: 'Lets the card name itself by its title (aria-labelledby).',
        },
      ],
      inherits: 'Every other prop of an <h3>.',
    }),
    componentApi('CardDescription', CardDescription, {
      description: 'The card’s body text, muted.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('CardFooter', CardFooter, {
      description:
        'The card’s actions under a hairline. It is pushed to the bottom, so the footers of cards stretched to one height line up.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
  ],
};
