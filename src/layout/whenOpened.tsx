// A dialog whose code loads the first time it opens (issue 9: the login page and the header after login carry
// only what they show). Until then nothing renders; once loaded it stays mounted, so closing keeps its fade-out.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function whenOpened<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function WhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
