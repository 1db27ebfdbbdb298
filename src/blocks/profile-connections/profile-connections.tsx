'use client';

import { useId, useState, type ComponentProps, type ComponentType } from 'react';
import { Avatar } from '../../kit/avatar';
import { Button } from '../../kit/button';
import { Card } from '../../kit/card';
import { Checkbox } from '../../kit/choice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../kit/tabs';
import { samplePortraits } from './pictures';

/** Someone the profile's owner follows. */
export interface FollowedPerson {
  /** Unique in the list. */
  id: string;
  /** Their name, which also names their checkbox. */
  name: string;
  /** What they make, under the name; it also describes their checkbox. */
  role: string;
  /** A square portrait, shown 48 × 48. */
  portrait: string;
  /** Whether their new work is in the owner's feed at first. */
  inFeed: boolean;
}

export interface ProfileConnectionsProps {
  /** The Follows tab: one row each, with a checkbox for "show their new work in my feed"; by default, two sample people. */
  follows?: readonly FollowedPerson[];
  /** Called when a checkbox changes, with the person's id and whether they are now in the feed. */
  onFeedChange?: (id: string, inFeed: boolean) => void;
  /**
   * The Following tab, which is empty: what it says first.
   * @defaultValue 'Not following anyone yet'
   */
  emptyTitle?: string;
  /**
   * The sentence under it, a hint of where to start.
   * @defaultValue 'The people behind the work you like would be a good start.'
   */
  emptyText?: string;
  /**
   * What the Find button says.
   * @defaultValue 'Find artists'
   */
  findLabel?: string;
  /** What the Find button does. Without it, the button is a link to `findHref`. */
  onFind?: () => void;
  /**
   * Where the Find link goes, when there is no `onFind`.
   * @defaultValue '/artists'
   */
  findHref?: string;
  /**
   * What draws that link: an `<a>` by default, or your router's link that takes `href` (Next.js's `Link`).
   * @defaultValue 'a'
   */
  linkComponent?: ComponentType<ComponentProps<'a'> & { href: string }> | 'a';
  /**
   * The tabs' classes: their width and spacing on your page.
   * @defaultValue 'mx-auto max-w-2xl px-4 pt-12 pb-20'
   */
  className?: string;
}

const sampleFollows: readonly FollowedPerson[] = [
  { id: 'ines', name: 'Inès Caron', role: 'Illustrator', portrait: samplePortraits.ines, inFeed: true },
  { id: 'tomas', name: 'Tomás Ruiz', role: 'Photographer', portrait: samplePortraits.tomas, inFeed: false },
];

/**
 * A profile's connections in two tabs: Follows, the people the owner follows, each with a checkbox that puts
 * their work in the owner's feed; and Following, empty, with a way to find people.
 *
 * @remarks The tabs follow the APG tabs pattern: the row is a `tablist` named "Connections", each tab says whether
 * it is selected, and each panel is named by its tab. Only the selected tab is in the tab order, and a panel can
 * take focus itself, so one that holds only text is still reached.
 *
 * The checkboxes sit in a `<fieldset>` whose legend says what they do: "Show their new work in your feed". Each is
 * named by the person ("Inès Caron") and described by their role, so the name never states the checkbox's state. The
 * portraits are decorative (`alt=""`), since the name is written beside each one.
 */
export function ProfileConnections({
  follows = sampleFollows,
  onFeedChange,
  emptyTitle = 'Not following anyone yet',
  emptyText = 'The people behind the work you like would be a good start.',
  findLabel = 'Find artists',
  onFind,
  findHref = '/artists',
  linkComponent: FindLink = 'a',
  className = 'mx-auto max-w-2xl px-4 pt-12 pb-20',
}: ProfileConnectionsProps) {
  const id = useId();
  const [inFeed, setInFeed] = useState(() =>
    Object.fromEntries(follows.map((person) => [person.id, person.inFeed])),
  );
  return (
    <Tabs defaultValue="follows" className={className}>
      <TabsList aria-label="Connections">
        <TabsTrigger value="follows">Follows</TabsTrigger>
        <TabsTrigger value="following">Following</TabsTrigger>
      </TabsList>
      <TabsContent value="follows" className="text-start">
        <fieldset>
          <legend className="mb-3 text-sm text-pk-muted">Show their new work in your feed</legend>
          <Card asChild>
            <ul className="divide-y divide-pk-border px-5">
              {follows.map((person) => (
                <li key={person.id} className="flex items-center gap-4 py-4">
                  <Avatar src={person.portrait} alt="" width={240} height={240} size="md" />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">{person.name}</p>
                    <p id={`${id}-${person.id}-role`} className="text-sm text-pk-muted">
                      {person.role}
                    </p>
                  </div>
                  <Checkbox
                    label={<span className="sr-only">{person.name}</span>}
                    aria-describedby={`${id}-${person.id}-role`}
                    checked={inFeed[person.id] ?? false}
                    onChange={(event) => {
                      const { checked } = event.currentTarget;
                      setInFeed((current) => ({ ...current, [person.id]: checked }));
                      onFeedChange?.(person.id, checked);
                    }}
                  />
                </li>
              ))}
            </ul>
          </Card>
        </fieldset>
      </TabsContent>
      <TabsContent value="following" className="py-6">
        <p className="text-xl font-semibold">{emptyTitle}</p>
        <p className="mt-2 text-pk-muted">{emptyText}</p>
        {onFind ? (
          <Button color="warning" shape="round" className="mt-6" onClick={onFind}>
            {findLabel}
          </Button>
        ) : (
          <Button asChild color="warning" shape="round" className="mt-6">
            <FindLink href={findHref}>{findLabel}</FindLink>
          </Button>
        )}
      </TabsContent>
    </Tabs>
  );
}
