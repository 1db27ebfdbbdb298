import { Avatar } from '../../kit/avatar';
import { Card, CardCategory, CardDescription, CardFooter, CardHeader, CardTitle } from '../../kit/card';
import { team } from '../../content/team';
import { SocialLinks } from '../shared/SocialLinks';

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className="bg-pk-surface-muted py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="team-title" className="text-center text-3xl font-bold tracking-tight">
          Meet the team
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center leading-relaxed text-pk-muted">
          Three people, one rule: a part is done when a keyboard can use it and a screen reader can name it.
        </p>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {team.map((member) => (
            <Card asChild key={member.id}>
              <li className="items-center pt-8 text-center">
                <Avatar src={member.portrait} alt="" width={240} height={240} size="lg" />
                <CardHeader className="items-center">
                  <CardTitle>{member.name}</CardTitle>
                  <CardCategory>{member.role}</CardCategory>
                </CardHeader>
                <CardDescription>
                  <blockquote>“{member.quote}”</blockquote>
                </CardDescription>
                <CardFooter className="w-full justify-center">
                  <SocialLinks color="primary" person={member.name} />
                </CardFooter>
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
