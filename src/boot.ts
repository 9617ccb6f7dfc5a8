// The page's entry script. A page that arrives already rendered (auth.html, scripts/prerender.ts)
// is painted first and its application code fetched after that first frame, so the stylesheet
// and the HTML have the connection to themselves on a slow network; any other page needs the
// code to show anything and fetches it at once (the build announces it with modulepreload).
import './index.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// react-dom is the largest module: it runs in a task of its own, then the rest of the app in
// the next, so a slow phone can handle a tap between the two instead of after both.
const load = async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./main');
};
const start = () =>
  load().catch((error: unknown) => {
    console.error('No se pudo cargar la aplicación', error);
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.style.cssText = 'margin:1rem;font:16px system-ui,sans-serif;color:#b91c1c';
    alert.textContent = 'No se pudo cargar Opositor. Comprueba la conexión y recarga la página.';
    document.body.prepend(alert);
  });

if (document.getElementById('root')?.dataset.prerendered) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    void start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500); // a tab opened in the background paints no frame
} else {
  void start();
}
