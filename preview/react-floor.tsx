// What React alone costs a page as it loads, for the benchmark's long frames (scripts/interaction-bench.mjs builds it
// on its own, never into dist/): React 19 and react-dom hydrating a heading and a button whose handler does nothing.
import { hydrateRoot } from 'react-dom/client';

function ReactFloor() {
  return (
    <main>
      <h1>React floor</h1>
      <button type="button" onClick={() => {}}>
        Nothing
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('react-floor.html has no #root element.');
hydrateRoot(root, <ReactFloor />);
