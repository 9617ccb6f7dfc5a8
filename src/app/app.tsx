import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '@/components/feedback/update-prompt';
import { useSession } from '@/lib/session/session-store';
import { createRouter } from './router';
import { ToasterHost } from './toaster-host';

export function App() {
  const [router] = useState(createRouter);
  const init = useSession((s) => s.init);
  useEffect(() => {
    void init();
  }, [init]);
  return (
    <>
      <RouterProvider router={router} />
      <ToasterHost />
      <UpdatePrompt />
    </>
  );
}
