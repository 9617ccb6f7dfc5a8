import { PageTitle } from '@/components/layout/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ExportForm } from './export-form';
import { GenerateTestForm } from './generate-test-form';
import { ImportForm } from './import-form';
import { SaOnly } from './sa-only';

/** /crear-test (super-admin): generate questions into a bank, or move a bank in and out as a file. */
export function CreateTestPage() {
  return (
    <section>
      <PageTitle description="Añade preguntas al banco de un proceso: generadas a partir de un texto o importadas de un archivo.">
        Generar Preguntas
      </PageTitle>
      <SaOnly>
        <Tabs defaultValue="generar">
          <TabsList aria-label="Qué quieres hacer" className="max-w-md">
            <TabsTrigger value="generar">Generar</TabsTrigger>
            <TabsTrigger value="importar">Importar</TabsTrigger>
            <TabsTrigger value="exportar">Exportar</TabsTrigger>
          </TabsList>
          <TabsContent value="generar">
            <GenerateTestForm />
          </TabsContent>
          <TabsContent value="importar">
            <ImportForm />
          </TabsContent>
          <TabsContent value="exportar">
            <ExportForm />
          </TabsContent>
        </Tabs>
      </SaOnly>
    </section>
  );
}
