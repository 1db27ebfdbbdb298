import { useNavigate } from 'react-router-dom';
import { ProfileConnections } from '../../blocks/profile-connections/profile-connections';
import { followedArtists } from '../../content/artists';
import { useDirected } from '../../shell/direction';

/** The owner's connections; Find artists takes the visitor to the team on the landing page. */
export function Connections() {
  const navigate = useNavigate();
  const directed = useDirected();
  return (
    <ProfileConnections
      follows={followedArtists}
      emptyText="The team behind the kit would be a good start."
      onFind={() => navigate(directed('/landing'))}
    />
  );
}
