import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';

const LAST_UPDATED = '22 de noviembre de 2026';
const CONTACT_EMAIL = 'privacidad@opositor.app';

interface PolicySection {
  /** Stable identifier used for the heading id and aria-labelledby. */
  id: string;
  title: string;
  content: ReactNode;
}

const contactLink = (
  <a
    href={`mailto:${CONTACT_EMAIL}`}
    className="font-medium text-primary underline underline-offset-2 hover:text-primary-dark"
  >
    {CONTACT_EMAIL}
  </a>
);

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'introduccion',
    title: '1. Introducción',
    content: (
      <>
        <p>
          Opositor es una aplicación pensada para ayudarte a preparar oposiciones: tests,
          estadísticas, resúmenes y planes de estudio, disponibles también sin conexión.
        </p>
        <p>
          El responsable del tratamiento de tus datos es el equipo de Opositor. Para cualquier
          cuestión relacionada con tu privacidad puedes escribirnos a {contactLink}.
        </p>
      </>
    ),
  },
  {
    id: 'datos-que-recogemos',
    title: '2. Datos que recogemos',
    content: (
      <>
        <p>Solo tratamos los datos necesarios para que la aplicación funcione:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Datos de la cuenta:</strong> nombre de usuario, correo electrónico y contraseña.
            La contraseña nunca se guarda en claro: solo almacenamos un hash calculado con argon2id.
          </li>
          <li>
            <strong>Actividad de estudio:</strong> tests realizados, respuestas, puntuaciones y
            progreso; comentarios en las preguntas; resúmenes y el texto extraído de los documentos
            que subas; planes de estudio y de preparación física; y las respuestas al test de
            personalidad.
          </li>
          <li>
            <strong>Datos técnicos:</strong> los tokens de sesión que se guardan en tu dispositivo y
            los datos que se conservan localmente en la base de datos IndexedDB del navegador para
            que puedas usar la aplicación sin conexión.
          </li>
        </ul>
        <p>No utilizamos rastreadores publicitarios de ningún tipo.</p>
      </>
    ),
  },
  {
    id: 'uso-de-los-datos',
    title: '3. Uso de los datos',
    content: (
      <>
        <p>Usamos tus datos exclusivamente para prestarte el servicio, en concreto para:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>Generar y corregir tus tests, y mostrarte tus estadísticas e historial.</li>
          <li>
            Elaborar la clasificación (ranking), en la que solo aparecen tu nombre de usuario y tus
            resultados agregados.
          </li>
          <li>Sincronizar tu progreso entre tus distintos dispositivos.</li>
          <li>Proteger la seguridad de tu cuenta.</li>
          <li>Enviarte los correos de recuperación de contraseña que solicites.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'proteccion-e-inteligencia-artificial',
    title: '4. Protección de datos y uso de la inteligencia artificial',
    content: (
      <>
        <p>
          Aplicamos medidas técnicas y organizativas para proteger tu información: cifrado de las
          comunicaciones en tránsito, contraseñas almacenadas únicamente como hash y control de
          acceso para que cada persona solo pueda ver sus propios datos.
        </p>
        <p>
          Las herramientas de inteligencia artificial funcionan, por defecto, con un motor local que
          se ejecuta en nuestro propio servidor o en tu dispositivo, de modo que el texto no se
          comparte con terceros.
        </p>
        <p>
          Si el operador del servicio configura un proveedor externo de inteligencia artificial, el
          texto que se le envía (por ejemplo, una pregunta o el texto de un resumen) lo trata dicho
          proveedor como encargado del tratamiento, con un contrato que lo regula. Ese proveedor
          nunca utiliza el texto para entrenar modelos por cuenta nuestra y conserva sus registros
          durante un máximo de 30 días.
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: '5. Derechos de las personas usuarias',
    content: (
      <>
        <p>
          De acuerdo con el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica de
          Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), puedes
          ejercer en cualquier momento los siguientes derechos:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Acceso y rectificación</strong> de tus datos personales.
          </li>
          <li>
            <strong>Supresión:</strong> al eliminar tu cuenta desde Mi Perfil se borran la cuenta y
            todos los datos asociados a ella. Si donaste con tarjeta, se conserva el registro del
            pago (importe y fecha) sin ningún dato que te identifique, por obligaciones contables.
          </li>
          <li>
            <strong>Oposición y limitación</strong> del tratamiento.
          </li>
          <li>
            <strong>Portabilidad:</strong> la opción «Descargar mis datos» te entrega una copia de
            toda tu información en formato JSON.
          </li>
        </ul>
        <p>
          También tienes derecho a presentar una reclamación ante la Agencia Española de Protección
          de Datos (
          <a
            href="https://www.aepd.es"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-dark"
          >
            www.aepd.es
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: '6. Cookies y almacenamiento local',
    content: (
      <>
        <p>
          Solo empleamos almacenamiento técnico, imprescindible para el funcionamiento de la
          aplicación:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Una cookie llamada{' '}
            <code className="rounded bg-slate-100 px-1 text-sm">sidebar_state</code>, que recuerda
            durante 7 días si has contraído el menú lateral.
          </li>
          <li>
            El almacenamiento local (localStorage) del navegador, para guardar las claves de tu
            sesión.
          </li>
          <li>
            IndexedDB y la caché del service worker, para que la aplicación funcione sin conexión.
          </li>
        </ul>
        <p>
          No usamos cookies analíticas ni publicitarias; por eso no es necesario pedirte
          consentimiento mediante un banner de cookies.
        </p>
      </>
    ),
  },
  {
    id: 'cambios',
    title: '7. Cambios en esta política',
    content: (
      <>
        <p>
          Podemos actualizar esta política para reflejar cambios en la aplicación o en la normativa.
          Si los cambios son relevantes, te lo comunicaremos dentro de la propia aplicación.
        </p>
        <p>Fecha de la última actualización: {LAST_UPDATED}.</p>
      </>
    ),
  },
  {
    id: 'contacto',
    title: '8. Contacto',
    content: (
      <p>
        Si tienes dudas sobre esta política o quieres ejercer tus derechos, escríbenos a{' '}
        {contactLink} y te responderemos lo antes posible.
      </p>
    ),
  },
  {
    id: 'base-juridica-y-conservacion',
    title: '9. Base jurídica y conservación',
    content: (
      <>
        <p>Tratamos tus datos con las siguientes bases jurídicas:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            La ejecución del contrato de uso que aceptas al registrarte (art. 6.1.b RGPD), para
            prestarte el servicio.
          </li>
          <li>
            Nuestro interés legítimo, para mantener la seguridad de la aplicación y de las cuentas.
          </li>
          <li>Tu consentimiento, para funciones opcionales como las donaciones.</li>
        </ul>
        <p>
          Conservamos tus datos mientras tu cuenta exista. Cuando la eliminas, los datos se borran
          de inmediato de la base de datos en uso y de las copias de seguridad en un plazo máximo de
          30 días. Los tokens de renovación de sesión caducan como máximo a los 30 días.
        </p>
      </>
    ),
  },
  {
    id: 'residencia-y-transferencias',
    title: '10. Residencia de los datos y transferencias internacionales',
    content: (
      <>
        <p>Tus datos se almacenan en servidores del operador situados en la Unión Europea.</p>
        <p>
          No realizamos transferencias internacionales de datos, salvo que se configure un proveedor
          externo de inteligencia artificial situado fuera del Espacio Económico Europeo. En ese
          caso, la transferencia se ampara en las cláusulas contractuales tipo aprobadas por la
          Comisión Europea o en una decisión de adecuación.
        </p>
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  const navigate = useNavigate();

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Button variant="ghost" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Volver
      </Button>

      <header className="mt-6 space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Políticas de Privacidad</h1>
        <p className="text-sm text-slate-500">Última actualización: {LAST_UPDATED}</p>
      </header>

      <div className="mt-8 space-y-8">
        {SECTIONS.map((section) => {
          const headingId = `privacidad-${section.id}`;
          return (
            <section key={section.id} aria-labelledby={headingId} className="space-y-3">
              <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                {section.title}
              </h2>
              <div className="space-y-3 leading-relaxed text-slate-700">{section.content}</div>
            </section>
          );
        })}
      </div>
    </article>
  );
}
