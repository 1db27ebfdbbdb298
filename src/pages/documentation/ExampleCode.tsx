import { ChevronDown } from 'lucide-react';
import { Suspense, use, useId, useState } from 'react';
import { Button } from '../../kit/button';
import { cn } from '../../kit/cn';
import { CopyableCode } from '../shared/Copyable';
import { inlineCode } from '../shared/proseClasses';
import { loadExampleSource } from './loaders';
import { addCommand, exampleItemName } from './registry';
import { SourceListing } from './SourceListing';

function ExampleSource({ slug }: { slug: string }) {
  const source = use(loadExampleSource(slug));
  return <SourceListing path={source.file} text={source.text} spans={source.spans} />;
}

/**
 * Under a demo: the registry item that installs it, and its source behind a toggle, fetched the first time
 * someone asks for it. The demo above is that same file.
 */
export function ExampleCode({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  const codeId = useId();
  const item = exampleItemName(slug);
  return (
    <div className="mt-6 flex max-w-3xl flex-col gap-4">
      <p>
        This demo is the file <code className={inlineCode}>src/examples/{item}.tsx</code>, which the registry
        publishes as the example <code className={inlineCode}>{item}</code>: it shows the names and labels the
        component needs. Add it to your app to start from working code:
      </p>
      <CopyableCode code={addCommand(item)} label={`the ${item} command`} />
      <div>
        <Button
          color="primary"
          variant="outline"
          shape="round"
          aria-expanded={open}
          aria-controls={codeId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} the demo&rsquo;s code
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          />
        </Button>
      </div>
      <div id={codeId}>
        {open && (
          <Suspense fallback={<p className="text-pk-muted">Loading the demo&rsquo;s code…</p>}>
            <ExampleSource slug={slug} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
