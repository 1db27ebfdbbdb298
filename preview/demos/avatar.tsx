import { Avatar } from '../../src/kit/avatar';
import ines from '../../src/assets/people/ana.svg';
import mara from '../../src/assets/people/mira.svg';
import tomas from '../../src/assets/people/theo.svg';

const people = [
  { src: mara, name: 'Mara Lind' },
  { src: tomas, name: 'Tomás Ruiz' },
  { src: ines, name: 'Inès Caron' },
];

export default function AvatarDemo() {
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
        <Avatar src={mara} alt="" width={256} height={256} size="sm" />
        <span className="text-sm font-semibold">Mara Lind</span>
      </div>
    </div>
  );
}
