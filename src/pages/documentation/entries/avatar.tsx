import { Avatar } from '../../../kit/avatar';
import type { DocEntryContent } from '../docTypes';
import ines from '../../../assets/people/ana.svg';
import mara from '../../../assets/people/mira.svg';
import tomas from '../../../assets/people/theo.svg';

const people = [
  { src: mara, name: 'Mara Lind' },
  { src: tomas, name: 'Tomás Ruiz' },
  { src: ines, name: 'Inès Caron' },
];

function AvatarDemo() {
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

export const content: DocEntryContent = {
  Demo: AvatarDemo,
  keys: [],
  accessibility: (
    <>
      <p>
        An avatar is an <code>&lt;img&gt;</code>, read as an image named by its <code>alt</code>. The kit
        makes <code>alt</code> required: give the person&rsquo;s name, or <code>alt=&quot;&quot;</code> when
        the name is already written beside the picture, so a screen reader does not say it twice.
      </p>
      <p>
        <code>width</code> and <code>height</code> are required too: they give the browser the picture&rsquo;s
        shape before it loads, so nothing on the page moves when it arrives.
      </p>
    </>
  ),
};
