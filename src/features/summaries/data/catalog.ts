// The processes, sections and topics the create form offers: the server's when it answers,
// else those of the banks kept on the device, so a summary can be filed offline too.
export type { Proceso } from '@/core/contract';
export {
  loadProcesos,
  seccionesForForm as loadSecciones,
  temasForForm as loadTemas,
} from '@/lib/banks/banks';
