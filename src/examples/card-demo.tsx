import { Button } from '../kit/button';
import {
  Card,
  CardCategory,
  CardDescription,
  CardFooter,
  CardHeader,
  CardImage,
  CardTitle,
} from '../kit/card';
import { Avatar } from '../kit/avatar';
import { landscapes, portraits } from './pictures';

/**
 * Three cards: two articles named by their titles, with a picture, a category and actions, and a profile card
 * with an avatar.
 */
export function CardDemo() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <Card asChild>
        <article aria-labelledby="card-demo-harbour">
          <CardImage src={landscapes.harbour} alt="" width={1200} height={675} />
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
            src={landscapes.forest}
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
          <Avatar src={portraits.mira} alt="" width={256} height={256} size="xl" shape="thumbnail" />
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
