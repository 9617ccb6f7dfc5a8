import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '@/components/feedback/update-prompt';
import { hydrationDone } from '@/components/layout/client-only';
import { useSession } from '@/lib/session/session-store';
import { createRouter } from './router';
import { ToasterHost } from './toaster-host';

export function App() {
  const [router] = useState(createRouter);
  const init = useSession((s) => s.init);
  useEffect(() => {
    void init();
  }, [init]);
  // Effects run once the first render is committed: by now a prerendered page is hydrated.
  useEffect(() => hydrationDone(), []);
  return (
    <>
      <RouterProvider router={router} />
      <ToasterHost />
      <UpdatePrompt />
    </>
  );
}
