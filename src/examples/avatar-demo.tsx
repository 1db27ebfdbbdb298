import { Avatar } from '../kit/avatar';
import { portraits } from './pictures';

const people = [
  { src: portraits.mira, name: 'Mara Lind' },
  { src: portraits.theo, name: 'Tomás Ruiz' },
  { src: portraits.ana, name: 'Inès Caron' },
];

/**
 * Avatars in three shapes and four sizes, each named by its alt text, and one beside the name it shows, with
 * alt="".
 */
export function AvatarDemo() {
  return (
    <div className="flex flex-col gap-6">
      {(['circle', 'rounded', 'thumbnail'] as const).map((shape) => (
        <div key={shape} className="flex flex-wrap items-end gap-4">
          {people.map(({ src, name }, index) => (
            <Avatar
              key={name}
              src={src}
              alt={name}
              width={256}
              height={256}
              shape={shape}
              size={(['md', 'lg', 'xl'] as const)[index]}
            />
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Avatar src={portraits.mira} alt="" width={256} height={256} size="sm" />
        <span className="text-sm font-semibold">Mara Lind</span>
      </div>
    </div>
  );
}
