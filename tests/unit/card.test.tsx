import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../src/kit/avatar';
import { Button } from '../../src/kit/button';
import {
  Card,
  CardCategory,
  CardDescription,
  CardFooter,
  CardHeader,
  CardImage,
  CardTitle,
} from '../../src/kit/card';

describe('Card', () => {
  it('renders as the given element, with image alt text and size, category, heading, description and actions', () => {
    render(
      <Card asChild aria-labelledby="card-title">
        <article>
          <CardImage src="/harbour.svg" alt="Boats in a harbour at sunset" width={1200} height={675} />
          <CardHeader>
            <CardCategory color="info">Travel</CardCategory>
            <CardTitle id="card-title">Harbour lights</CardTitle>
          </CardHeader>
          <CardDescription>Evening walks along the quay.</CardDescription>
          <CardFooter>
            <Button>Read more</Button>
          </CardFooter>
        </article>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Harbour lights' });
    const image = screen.getByRole('img', { name: 'Boats in a harbour at sunset' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Harbour lights' }));
    expect(screen.getByText('Travel')).toHaveClass('uppercase', 'pk-tone-info', 'text-pk-tone-text');
    expect(screen.getByText('Evening walks along the quay.')).toHaveAttribute(
      'data-slot',
      'card-description',
    );
    expect(screen.getByRole('button', { name: 'Read more' }).parentElement).toHaveAttribute(
      'data-slot',
      'card-footer',
    );
  });

  it('lets the title be another heading level, and the caller’s classes win', () => {
    render(
      <Card className="shadow-pk-raised">
        <CardHeader>
          <CardCategory>Popular</CardCategory>
          <CardTitle asChild className="text-2xl">
            <h2>Team</h2>
          </CardTitle>
        </CardHeader>
      </Card>,
    );
    const title = screen.getByRole('heading', { level: 2, name: 'Team' });
    expect(title).toHaveClass('text-2xl');
    expect(title).not.toHaveClass('text-lg');
    expect(screen.getByText('Popular')).toHaveClass('pk-tone-default', 'text-pk-tone-text');
    const card = title.closest('[data-slot="card"]');
    expect(card?.tagName).toBe('DIV');
    expect(card).toHaveClass('shadow-pk-raised');
    expect(card).not.toHaveClass('shadow-pk-card');
  });

  it('keeps a decorative image out of the accessibility tree', () => {
    render(
      <Card>
        <CardImage src="/dots.svg" alt="" width={600} height={200} />
      </Card>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});

describe('Avatar', () => {
  it('renders a named image with its size, as a circle by default', () => {
    render(<Avatar src="/mara.svg" alt="Mara Lind" width={256} height={256} />);
    const avatar = screen.getByRole('img', { name: 'Mara Lind' });
    expect(avatar).toHaveAttribute('width', '256');
    expect(avatar).toHaveAttribute('height', '256');
    expect(avatar).toHaveClass('rounded-full', 'size-16');
  });

  it('has rounded and thumbnail shapes and sizes', () => {
    render(
      <>
        <Avatar src="/a.svg" alt="Rounded" width={64} height={64} shape="rounded" size="sm" />
        <Avatar src="/b.svg" alt="Framed" width={64} height={64} shape="thumbnail" size="xl" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rounded' })).toHaveClass('rounded-pk-card', 'size-10');
    expect(screen.getByRole('img', { name: 'Framed' })).toHaveClass('p-1', 'border', 'size-32');
  });
});
