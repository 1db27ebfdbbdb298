import { useState } from 'react';
import { Avatar } from '../../kit/avatar';
import { Button } from '../../kit/button';
import { Card } from '../../kit/card';
import { Checkbox } from '../../kit/choice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../kit/tabs';
import { followedArtists } from '../../content/artists';
import { useNavigate } from 'react-router-dom';
import { useDirected } from '../../shell/direction';

/** Who shows in the owner's feed, by artist id. */
function initialFeed(): Record<string, boolean> {
  return Object.fromEntries(followedArtists.map((artist) => [artist.id, artist.inFeed]));
}

/** The Follows and Following tabs: the artists the owner follows, and an empty list with a way to find some. */
export function ProfileConnections() {
  const [inFeed, setInFeed] = useState(initialFeed);
  const navigate = useNavigate();
  const directed = useDirected();
  return (
    <Tabs defaultValue="follows" className="mx-auto max-w-2xl px-4 pt-12 pb-20">
      <TabsList aria-label="Connections">
        <TabsTrigger value="follows">Follows</TabsTrigger>
        <TabsTrigger value="following">Following</TabsTrigger>
      </TabsList>
      <TabsContent value="follows" className="text-start">
        <fieldset>
          <legend className="mb-3 text-sm text-pk-muted">Show their new work in your feed</legend>
          <Card asChild>
            <ul className="divide-y divide-pk-border px-5">
              {followedArtists.map((artist) => (
                <li key={artist.id} className="flex items-center gap-4 py-4">
                  <Avatar src={artist.portrait} alt="" width={240} height={240} size="md" />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">{artist.name}</p>
                    <p id={`profile-${artist.id}-role`} className="text-sm text-pk-muted">
                      {artist.role}
                    </p>
                  </div>
                  <Checkbox
                    label={<span className="sr-only">{artist.name}</span>}
                    aria-describedby={`profile-${artist.id}-role`}
                    checked={inFeed[artist.id] ?? false}
                    onChange={(event) => {
                      const { checked } = event.currentTarget;
                      setInFeed((current) => ({ ...current, [artist.id]: checked }));
                    }}
                  />
                </li>
              ))}
            </ul>
          </Card>
        </fieldset>
      </TabsContent>
      <TabsContent value="following" className="py-6">
        <p className="text-xl font-semibold">Not following anyone yet</p>
        <p className="mt-2 text-pk-muted">The team behind the kit would be a good start.</p>
        {/* The specification asks for a button here; it takes the visitor to the team on the landing page. */}
        <Button color="warning" shape="round" className="mt-6" onClick={() => navigate(directed('/landing'))}>
          Find artists
        </Button>
      </TabsContent>
    </Tabs>
  );
}
