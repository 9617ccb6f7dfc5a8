import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { useSession } from '@/lib/session/session-store';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  const init = useSession((s) => s.init);
  useEffect(() => {
    void init();
  }, [init]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
