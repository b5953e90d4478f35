import type { ReactNode } from 'react';

/** A section of the rollout form: its heading at section size, then its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="card-title" style={{ marginBottom: 12 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
