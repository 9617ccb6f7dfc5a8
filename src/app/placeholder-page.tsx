import { PageTitle } from '@/components/layout/page-title';

/** A screen whose feature arrives in a later issue: its title and nothing that pretends to work. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <PageTitle description="Esta sección estará disponible próximamente.">{title}</PageTitle>
    </section>
  );
}
